/**
 * The transcription tool's plain settings and messages, shared by the browser and the backend
 * (./transcripts.ts re-exports them beside its schemas). No zod here: the tool's page shows them
 * at start and loads the schemas only when it checks or reads something (issue 36).
 */

/** Said at the field when Unlock is pressed with nothing typed, and by the backend's 400. */
export const PASSWORD_MISSING = 'Enter the password first. Guessing an empty one never works.';

/** The largest file the tool accepts: 500 MB, counted as 500 × 1024 × 1024 bytes. */
export const MAX_UPLOAD_BYTES = 500 * 1024 * 1024;
/** Every message the tool shows, the backend's refusals among them, word for word as the product specifies. */
export const TRANSCRIBE_MESSAGES = {
  invalidPassword: 'Invalid password',
  wrongType: 'Please upload an audio or video file',
  tooLarge: 'File size must be less than 500MB',
  noSource: 'Please enter an audio URL or upload a file',
  uploadFailed: 'Upload failed',
  invalidResponse: 'Invalid response format',
  uploadError: 'Failed to upload file',
  unknown: 'An unknown error occurred',
  copyFailed: 'Failed to copy transcript',
  copied: 'Copied to clipboard!',
} as const;

/** How long the backend gives an audio URL to answer its probe, before the provider is asked to fetch it. */
export const AUDIO_URL_PROBE_MS = 1500;
/** Why an audio URL was refused before the provider saw it: what the URL itself answered. */
export const AUDIO_URL_MESSAGES = {
  unreachable: (host: string) => `Could not reach ${host}: nothing answered at that address. Check the URL.`,
  timedOut: (host: string) => `${host} did not answer within ${AUDIO_URL_PROBE_MS / 1000} s. Check the URL, or upload the file instead.`,
  status: (status: number, text: string) =>
    `The audio URL answered HTTP ${status}${text ? ` ${text}` : ''}. There is no file there to transcribe, however hard anyone listens.`,
  notAudio: (type: string) => `The audio URL serves ${type}, not audio or video. Link to the file itself, not a page about it.`,
} as const;
