import { z } from './zod';
import { slugify } from './slug';

/**
 * Fallacy types and statements, as the games read them and as an admin adds them. The backend
 * validates every write with these same schemas, so a change here changes both sides.
 */
export const difficulty = z.number().int().min(1).max(5);

/** When an authored item was added and last changed (ISO 8601); built-in items have neither. */
const times = {
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
};

export const fallacyTypeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  difficulty,
  ...times,
});
export type FallacyType = z.infer<typeof fallacyTypeSchema>;

export const statementSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  fallacy_type_id: z.string().min(1),
  difficulty,
  /** Why the statement commits its fallacy: the games' feedback after an answer. Older authored statements may lack one. */
  explanation: z.string().optional(),
  /** The built-in fallacy whose lesson the feedback links to, when it is not the statement's own fallacy's. */
  lesson_id: z.string().optional(),
  ...times,
});
export type Statement = z.infer<typeof statementSchema>;

/** The longest text each field takes. */
export const LIMITS = { name: 80, description: 1000, statement: 300, explanation: 1000 } as const;
/** The shortest: a name a player can read on a button, texts long enough to teach something. */
export const MIN_LENGTHS = { name: 3, description: 20, statement: 20, explanation: 20 } as const;

/** A tag, comment or processing instruction opening: the games show text, never markup. */
const MARKUP = /<\s*[a-z!?/]/i;
/** Control characters; long texts may keep line breaks and tabs. Matching them is the point here. */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** What every form and the backend's 400 say, word for word. */
export const AUTHORING_MESSAGES = {
  markup: 'Plain text only: no <tags>. The games would show them as they are.',
  control: 'There is an invisible control character in here (pasted from somewhere, no doubt). Retype that part.',
  duplicateName: (name: string) => `There is already a fallacy called "${name}". One is plenty.`,
  unknownFallacy: 'Choose a fallacy type from the list',
  unknownLesson: 'Choose a lesson from the list',
  builtIn: 'Built-in items are read-only. Add your own instead.',
  noChange: 'Nothing to change: send at least one field.',
  inUse: (count: number) =>
    `${count === 1 ? 'One statement still uses' : `${count} statements still use`} this fallacy. Delete ${count === 1 ? 'it' : 'them'} or give ${count === 1 ? 'it' : 'them'} another fallacy first.`,
} as const;

/** A piece of plain text: trimmed, within its lengths, no markup, no control characters. */
function plainText(label: string, min: number, max: number, oneLine: boolean) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} needs at least ${min} characters`)
    .max(max, `At most ${max} characters`)
    .refine((v) => !MARKUP.test(v), AUTHORING_MESSAGES.markup)
    .refine((v) => !(oneLine ? CONTROL_IN_LINE : CONTROL_IN_TEXT).test(v), AUTHORING_MESSAGES.control);
}

const difficultyField = z.number({ error: 'Difficulty must be a number from 1 to 5' }).int().min(1).max(5);

/** Two fallacy names are the same name when they differ only in case and spaces. */
export function fallacyNameKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

const fallacyFields = {
  name: plainText('Name', MIN_LENGTHS.name, LIMITS.name, true).refine((name) => slugify(name).length > 0, 'Name needs at least one letter or digit'),
  description: plainText('Description', MIN_LENGTHS.description, LIMITS.description, false),
  difficulty: difficultyField,
};

/** What an admin may submit as a new fallacy type (validated in the browser and again on the server). */
export const newFallacySchema = z
  .object({ id: z.string().min(1, 'Required'), ...fallacyFields })
  .strict()
  .refine((f) => f.id === slugify(f.name), { path: ['id'], message: 'id must be the slug of the name' });
export type NewFallacy = z.infer<typeof newFallacySchema>;

/** An edit of an authored fallacy: any of its fields; the id stays, since statements point at it. */
export const fallacyPatchSchema = z
  .object(fallacyFields)
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, AUTHORING_MESSAGES.noChange);
export type FallacyPatch = z.infer<typeof fallacyPatchSchema>;

/** Statement ids are "stmt-" plus a random string. */
export const STATEMENT_ID = /^stmt-[a-z0-9]{6,32}$/;

const statementFields = {
  text: plainText('Text', MIN_LENGTHS.statement, LIMITS.statement, false),
  fallacy_type_id: z.string({ error: 'Choose a fallacy type' }).min(1, 'Choose a fallacy type').max(200, AUTHORING_MESSAGES.unknownFallacy),
  difficulty: difficultyField,
  explanation: plainText('Explanation', MIN_LENGTHS.explanation, LIMITS.explanation, false).optional(),
  lesson_id: z.string().min(1, AUTHORING_MESSAGES.unknownLesson).max(200, AUTHORING_MESSAGES.unknownLesson).optional(),
};

/**
 * A new statement: the specification's four fields (id, text, fallacy_type_id, difficulty) are enough.
 * The explanation is optional and encouraged: without one, players read the fallacy's description.
 */
export const newStatementSchema = z
  .object({ id: z.string().regex(STATEMENT_ID, 'id must be "stmt-" plus a random string'), ...statementFields })
  .strict();
export type NewStatement = z.infer<typeof newStatementSchema>;

/** An edit of an authored statement: any of its fields; `null` removes the lesson link or the explanation. */
export const statementPatchSchema = z
  .object({ ...statementFields, explanation: statementFields.explanation.unwrap().nullable(), lesson_id: statementFields.lesson_id.unwrap().nullable() })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, AUTHORING_MESSAGES.noChange);
export type StatementPatch = z.infer<typeof statementPatchSchema>;

/** A contact message as the admin's inbox reads it. */
export const inboxMessageSchema = z.object({
  id: z.string().min(1),
  receivedAt: z.string(),
  from_name: z.string(),
  from_email: z.string(),
  message: z.string(),
  read: z.boolean().optional(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** Marking a message read or unread. */
export const messagePatchSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) }).strict();
