import { z } from './zod';
import { PASSWORD_MISSING } from './transcriptSettings';

/**
 * What the browser and the emulated backend agree on for the transcription tool (the backend
 * imports these, so both sides validate the same shapes).
 */

// The plain settings and messages live apart (no zod), so the page takes them without the schemas.
export * from './transcriptSettings';

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
