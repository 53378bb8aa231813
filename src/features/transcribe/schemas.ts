import { z } from '@/contract/zod';

/**
 * Every schema the transcription page checks with, in one module loaded after hydration
 * (`loadTranscribeSchemas`): the page shows its form without zod, and the first check (a
 * remembered unlock, a typed URL, an answer) waits a moment for it.
 */
export { audioUrlSchema, transcriptSchema, unlockRequestSchema } from '@/contract/transcripts';

/** Session storage: the unlock flag and the password the backend checks on every call. */
export const unlockSchema = z.object({ unlocked: z.literal(true), password: z.string().min(1) });
