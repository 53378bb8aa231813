import { useSyncExternalStore } from 'react';

/**
 * One value shared by the whole page, outside React, read with React's own
 * `useSyncExternalStore`. For the little the shell remembers on every page (the cookie choice,
 * the session): no Redux on a content page's first load. A game's or tool's state lives in the
 * Redux Toolkit store instead (src/app/store.ts).
 */
export interface ValueStore<T> {
  /** The current value. */
  get(): T;
  /** Replaces the value and tells every subscriber (a value equal by reference changes nothing). */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** The value before anything happened: what the server renders and hydration starts from. */
  readonly initial: T;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The part of a store's value a component shows; it re-renders when that part changes. The server
 * and the first (hydrating) render read the initial value, so the prerendered HTML always matches.
 * `select` must return a stored reference or a primitive, not a new object per call.
 */
export function useValueStore<T, S>(store: ValueStore<T>, select: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.initial),
  );
}
