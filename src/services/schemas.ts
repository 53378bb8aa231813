import { z } from 'zod';

/**
 * Shapes the browser and the emulated backend agree on. The backend validates with these
 * same schemas (mock-api imports them), so a change here changes both sides.
 */
export const difficulty = z.number().int().min(1).max(5);

export const fallacyTypeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  difficulty,
});
export type FallacyType = z.infer<typeof fallacyTypeSchema>;

export const statementSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  fallacy_type_id: z.string().min(1),
  difficulty,
  /** Why the statement commits its fallacy; authored statements may not have one. */
  explanation: z.string().optional(),
});
export type Statement = z.infer<typeof statementSchema>;

export const apiErrorSchema = z.object({ error: z.string() });
