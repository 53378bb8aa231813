import type { Utterance } from '@/contract/transcripts';
import { MAX_UPLOAD_BYTES, TRANSCRIBE_MESSAGES } from '@/contract/transcriptSettings';

/** The transcript status is asked for every 3 s, with no timeout. */
export const POLL_INTERVAL_MS = 3000;
/** "Copied to clipboard!" stays 2 s. */
export const COPY_CONFIRM_MS = 2000;
/** The copy error and every other error clear after 3 s. */
export const ERROR_CLEAR_MS = 3000;
/** The header every transcription call carries. */
export const PASSWORD_HEADER = 'X-Auth-Password';
/** Session storage key of the unlock (one key for the session unlock flag). */
export const UNLOCK_STORAGE_KEY = 'sophist.transcribe.unlock';

/** Audio or video only, at most 500 MB. Null when the file may be uploaded. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!/^(audio|video)\//.test(file.type)) return TRANSCRIBE_MESSAGES.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return TRANSCRIBE_MESSAGES.tooLarge;
  return null;
}

/** "MM:SS" from milliseconds; minutes keep counting past 59 (a 75-minute mark is "75:00"). */
export function formatTimestamp(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** "Speaker A", or "Unknown Speaker" when the provider gave no label. */
export function speakerName(speaker: string | null | undefined): string {
  return speaker && speaker.trim() ? `Speaker ${speaker.trim()}` : 'Unknown Speaker';
}

/** "[MM:SS] Speaker {label}: {text}". */
export function formatLine(u: Utterance): string {
  return `[${formatTimestamp(u.start)}] ${speakerName(u.speaker)}: ${u.text}`;
}

/** The transcript as shown and copied: one line per utterance. */
export function transcriptText(utterances: readonly Utterance[]): string {
  return utterances.map(formatLine).join('\n');
}

/** When an utterance ends: its own end, else where the next one starts, else 3 s later. */
function endOf(utterances: readonly Utterance[], i: number): number {
  const u = utterances[i]!;
  const next = utterances[i + 1];
  const end = u.end ?? next?.start ?? u.start + 3000;
  return Math.max(end, u.start + 1);
}

function clock(ms: number, separator: ',' | '.'): string {
  const t = Math.max(0, Math.round(ms));
  const h = Math.floor(t / 3_600_000);
  const m = Math.floor((t % 3_600_000) / 60_000);
  const s = Math.floor((t % 60_000) / 1000);
  const rest = t % 1000;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(rest, 3)}`;
}

/** SubRip subtitles: numbered cues, "HH:MM:SS,mmm --> HH:MM:SS,mmm", the speaker in front. */
export function toSrt(utterances: readonly Utterance[]): string {
  return utterances
    .map((u, i) => `${i + 1}\n${clock(u.start, ',')} --> ${clock(endOf(utterances, i), ',')}\n${speakerName(u.speaker)}: ${u.text}\n`)
    .join('\n');
}

/** WebVTT subtitles with voice tags, so players can style each speaker. */
export function toVtt(utterances: readonly Utterance[]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const cues = utterances.map(
    (u, i) => `${clock(u.start, '.')} --> ${clock(endOf(utterances, i), '.')}\n<v ${escape(speakerName(u.speaker))}>${escape(u.text)}`,
  );
  return ['WEBVTT', '', ...cues.flatMap((c) => [c, ''])].join('\n');
}

export type ExportFormat = 'txt' | 'srt' | 'vtt';

export const EXPORTS: Record<ExportFormat, { mime: string; render: (u: readonly Utterance[]) => string }> = {
  txt: { mime: 'text/plain', render: (u) => `${transcriptText(u)}\n` },
  srt: { mime: 'application/x-subrip', render: toSrt },
  vtt: { mime: 'text/vtt', render: toVtt },
};

/** "interview.mp3" → "interview-transcript.srt"; a URL or nothing → "transcript.srt". */
export function exportFileName(source: string | null, format: ExportFormat): string {
  const base = (source ?? '')
    .replace(/[?#].*$/, '')
    .split(/[/\\]/)
    .filter(Boolean)
    .pop()
    ?.replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base && !/^https?:?$/.test(base) ? `${base}-transcript` : 'transcript'}.${format}`;
}

/** What an upload's answer means. */
export function uploadOutcome(status: number, body: unknown): { fileUrl: string } | { error: string; relock?: boolean } {
  if (status === 401) return { error: TRANSCRIBE_MESSAGES.invalidPassword, relock: true };
  if (status === 413) return { error: TRANSCRIBE_MESSAGES.tooLarge };
  if (status === 415) return { error: TRANSCRIBE_MESSAGES.wrongType };
  if (status !== 200) return { error: TRANSCRIBE_MESSAGES.uploadFailed };
  const fileUrl = (body as { fileUrl?: unknown } | null)?.fileUrl;
  if (typeof fileUrl !== 'string' || !fileUrl) return { error: TRANSCRIBE_MESSAGES.invalidResponse };
  return { fileUrl };
}

/** The provider's error text, else "HTTP Error: {status} {text}". */
export function httpErrorMessage(status: number, statusText: string, body: unknown): string {
  const text = (body as { error?: unknown } | null)?.error;
  if (typeof text === 'string' && text.trim()) return text;
  return `HTTP Error: ${status} ${statusText}`.trim();
}

/** Bytes as people read them: "512 B", "12.3 KB", "4.0 MB" (1 KB = 1024 bytes, as the 500MB limit counts). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
