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

/** Fallacy ids are the slug of the name: lowercase, runs of non-alphanumerics replaced by one dash. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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

export const loginSchema = z.object({
  username: z.string().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

/**
 * The identity provider's user-info answer (the fields the site reads). Only `sub` is required:
 * a real provider may leave out the picture or the name, which then read as ''.
 */
export const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().catch(''),
  name: z.string().catch(''),
  picture: z.string().catch(''),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `POST /api/auth/google/token`: the browser sends the code from the callback URL. */
export const oauthTokenRequestSchema = z.object({
  code: z.string().min(1, 'Code is required').max(512, 'Code is too long'),
});

/** Its answer: only `access_token` is read. */
export const oauthTokenResponseSchema = z.object({ access_token: z.string().min(1) });

/** `POST /api/auth` answers `{ token }`. */
export const loginResponseSchema = z.object({ token: z.string().min(1) });
