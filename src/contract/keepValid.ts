import type { z } from './zod';

/** The items of a list that match the schema: a bad item is dropped, not the whole list; a non-list reads as empty. */
export function keepValid<T>(raw: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
