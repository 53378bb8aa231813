import { readStored, removeStored, writeStored, type Validator } from '@/lib/storage';

/**
 * A game's place, kept in the browser across a reload or a discarded tab: one versioned key per
 * game, read through the validated reader (corrupt or foreign data is ignored with a warning, as
 * if nothing were saved). A new shape takes a new key (…:v2), so an old save is never misread.
 */
export interface SavedGameStore<T> {
  /** The saved place, or null (nothing saved, or unreadable). */
  load(): T | null;
  /** Keeps the place; false when storage is full or blocked (the game plays on regardless). */
  save(place: T): boolean;
  /** Forgets it: the game ended, or the player chose Start again. */
  clear(): void;
}

export function savedGameStore<T>(key: string, schema: Validator<T>): SavedGameStore<T> {
  return {
    load: () => readStored<T | null>(key, schema as Validator<T | null>, null),
    save: (place) => writeStored(key, place),
    clear: () => removeStored(key),
  };
}
