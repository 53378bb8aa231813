import { z } from './zod';

/**
 * What the browser and the emulated backend agree on for the transcription tool (the backend
 * imports these, so both sides validate the same shapes).
 */

/** An utterance starts at `start` ms; `end` is read when the provider sends it. */
export const utteranceSchema = z.object({
  start: z.number().nonnegative(),
  end: z.number().nonnegative().optional(),
  speaker: z.string().nullish(),
  text: z.string(),
});
export type Utterance = z.infer<typeof utteranceSchema>;

export const transcriptStatusSchema = z.enum(['queued', 'processing', 'completed', 'error']);
export type TranscriptStatus = z.infer<typeof transcriptStatusSchema>;

/** A transcript as the provider answers it: id, status, error, utterances. */
export const transcriptSchema = z.object({
  id: z.string().min(1),
  status: transcriptStatusSchema,
  error: z.string().nullish(),
  utterances: z.array(utteranceSchema).nullish(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** What an upload answers: where the provider can fetch the file. */
export const uploadResultSchema = z.object({ fileUrl: z.string().min(1) });

/** Said at the field when Unlock is pressed with nothing typed, and by the backend's 400. */
export const PASSWORD_MISSING = 'Enter the password first. Guessing an empty one never works.';

export const unlockRequestSchema = z.object({ password: z.string().min(1, PASSWORD_MISSING).max(200) }).strict();

/** An audio URL the provider is asked to fetch: http or https, nothing else. */
export const audioUrlSchema = z
  .string()
  .trim()
  .max(2048, 'The URL is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter an http or https URL');

export const startTranscriptSchema = z.object({ audioUrl: audioUrlSchema }).strict();

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
