import { useEffect, useRef } from 'react';
import { z } from '@/contract/zod';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/** Session-storage keys of the Add forms' drafts (versioned: a changed shape is simply not read). */
export const DRAFT_KEYS = {
  statement: 'sophist:admin:draft:statement:v1',
  fallacy: 'sophist:admin:draft:fallacy:v1',
} as const;

/** Longer than any field may be; a draft past it is someone else's data, not ours. */
const MAX_DRAFT_FIELD = 20_000;

/** True when any field differs from the empty form's. */
export function isDraft<V extends { [K in keyof V]: string }>(values: V, empty: V): boolean {
  return (Object.keys(empty) as (keyof V)[]).some((k) => values[k] !== empty[k]);
}

/** Reads a draft of exactly the empty form's fields, or null (missing, corrupt or foreign data). */
export function readDraft<V extends { [K in keyof V]: string }>(key: string, empty: V): V | null {
  const shape = Object.fromEntries(Object.keys(empty).map((k) => [k, z.string().max(MAX_DRAFT_FIELD)]));
  return readStored(key, z.object(shape).strict(), null, 'session') as V | null;
}

/**
 * Keeps a half-filled Add form in session storage, so it survives navigating away and back:
 * restored on mount, written on every change, removed when the form is empty again (after a
 * successful submit the form empties itself) or on `discard`. `key` null (an edit form) keeps nothing.
 */
export function useFormDraft<V extends { [K in keyof V]: string }>(
  key: string | null,
  form: { values: V; set: (field: keyof V & string) => (value: string) => void },
  empty: V,
) {
  const restored = useRef(false);

  useEffect(() => {
    if (!key) return;
    const draft = readDraft(key, empty);
    if (draft) for (const field of Object.keys(empty) as (keyof V & string)[]) form.set(field)(draft[field]);
    restored.current = true;
    // Restored once, on mount (set writes through state updaters, so the first render's is enough).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const { values } = form;
  useEffect(() => {
    if (!key || !restored.current) return;
    if (isDraft(values, empty)) writeStored(key, values, 'session');
    else removeStored(key, 'session');
  }, [key, values, empty]);

  /** Empties the form and forgets its draft. */
  const discard = () => {
    for (const field of Object.keys(empty) as (keyof V & string)[]) form.set(field)(empty[field]);
    if (key) removeStored(key, 'session');
  };

  return { hasDraft: key !== null && isDraft(values, empty), discard };
}
