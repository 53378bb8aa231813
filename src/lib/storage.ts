
/**
 * Browser storage that never crashes the page. Reads are validated with a zod schema:
 * missing data gives the fallback quietly; corrupt or foreign data gives the fallback with a
 * console warning. Writes report success so callers can tell the user (storage full or blocked).
 */
export type StorageKind = 'local' | 'session';

/** Any zod schema (classic or zod/mini): only safeParse is needed. */
export interface Validator<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

function area(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // Access can throw when storage is blocked (privacy modes, sandboxed frames).
  }
}

export function readStored<T>(key: string, schema: Validator<T>, fallback: T, kind: StorageKind = 'local'): T {
  const store = area(kind);
  if (!store) return fallback;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn(`[storage] Ignoring invalid data under "${key}"; using defaults.`);
  } catch {
    console.warn(`[storage] Ignoring unreadable data under "${key}"; using defaults.`);
  }
  return fallback;
}

/** Returns false when the write failed (quota exceeded, storage blocked, no window). */
export function writeStored(key: string, value: unknown, kind: StorageKind = 'local'): boolean {
  const store = area(kind);
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, kind: StorageKind = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* Nothing to remove when storage is blocked. */
  }
}
