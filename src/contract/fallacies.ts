import { z } from 'zod';
import { slugify } from './slug';

/**
 * Fallacy types and statements, as the games read them and as an admin adds them. The backend
 * validates every write with these same schemas, so a change here changes both sides.
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

export const LIMITS = { name: 80, description: 1000, statement: 300 } as const;

/** What an admin may submit as a new fallacy type (validated in the browser and again on the server). */
export const newFallacySchema = z
  .object({
    id: z.string().min(1, 'Required'),
    name: z.string().trim().min(1, 'Name is required').max(LIMITS.name, `At most ${LIMITS.name} characters`),
    description: z.string().trim().min(1, 'Description is required').max(LIMITS.description, `At most ${LIMITS.description} characters`),
    difficulty: z.number({ error: 'Difficulty must be a number from 1 to 5' }).int().min(1).max(5),
  })
  .strict()
  .refine((f) => slugify(f.name).length > 0, { path: ['name'], message: 'Name needs at least one letter or digit' })
  .refine((f) => f.id === slugify(f.name), { path: ['id'], message: 'id must be the slug of the name' });
export type NewFallacy = z.infer<typeof newFallacySchema>;

/** Statement ids are "stmt-" plus a random string. */
export const STATEMENT_ID = /^stmt-[a-z0-9]{6,32}$/;

export const newStatementSchema = z
  .object({
    id: z.string().regex(STATEMENT_ID, 'id must be "stmt-" plus a random string'),
    text: z.string().trim().min(1, 'Text is required').max(LIMITS.statement, `At most ${LIMITS.statement} characters`),
    fallacy_type_id: z.string().min(1, 'Choose a fallacy type'),
    difficulty: z.number({ error: 'Difficulty must be a number from 1 to 5' }).int().min(1).max(5),
  })
  .strict();
export type NewStatement = z.infer<typeof newStatementSchema>;
