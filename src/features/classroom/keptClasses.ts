/**
 * The classes a teacher keeps in this browser: each class's id, code, name and teacher key, in
 * localStorage under a versioned key, read through the validated reader (corrupt data gives an
 * empty list, never a crash). The key is the only way into a class, so it is kept here and in
 * the teacher link, nowhere else.
 */
import { SECRET_PATTERN } from '@/contract/classSettings';
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';

export const KEPT_CLASSES_KEY = 'sophist:classes:teacher:v1';

// zod/mini: the same checks without classic zod's chainable API in /teach's first load (issue 36).
const keptClassSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  code: z.string().check(z.maxLength(20)),
  name: z.string().check(z.maxLength(200)),
  key: z.string().check(z.regex(SECRET_PATTERN)),
  createdAt: z.string(),
});
export type KeptClass = z.infer<typeof keptClassSchema>;

const keptSchema = z.object({ version: z.literal(1), classes: z.array(keptClassSchema).check(z.maxLength(200)) });

export function readKeptClasses(): KeptClass[] {
  return readStored(KEPT_CLASSES_KEY, keptSchema, { version: 1 as const, classes: [] }).classes;
}

const write = (classes: KeptClass[]) => writeStored(KEPT_CLASSES_KEY, { version: 1, classes });

/** Keeps a class (replacing one with the same id, so a teacher link opened twice is kept once); false when storage refused. */
export function keepClass(kept: KeptClass): boolean {
  return write([kept, ...readKeptClasses().filter((c) => c.id !== kept.id)]);
}

/** Forgets a class in this browser (the class itself stays on the server until deleted or expired). */
export function forgetClass(id: string): boolean {
  return write(readKeptClasses().filter((c) => c.id !== id));
}

export const keptKeyFor = (id: string): string | undefined => readKeptClasses().find((c) => c.id === id)?.key;

// ---- The teacher link --------------------------------------------------------------------------

export { teacherLink } from './teacherLink';

/** The key a teacher link carries in its fragment, or null. */
export function keyFromFragment(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key && SECRET_PATTERN.test(key) ? key : null;
}
