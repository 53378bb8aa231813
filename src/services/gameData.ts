import { useEffect, useMemo, useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import type { FallacyType, Statement } from '@/contract/fallacies';
import { whenIntent } from '@/lib/whenIntent';
import type * as SourceModule from './gameDataSource';

/**
 * The data of both fallacy games: fallacy types and statements from the backend, with the
 * built-in ones bundled into the site so a failed request never leaves a game unplayable.
 * None of it is on screen at start (the intro is the page): the source (RTK Query, the
 * contract's schemas, the seed) is not part of the page's first load; it loads at the visitor's
 * first sign of intent, and Start waits for `ready`, under its 0.8 s overlay (issue 36).
 */

export interface GameData {
  /** False until the source has loaded: every list below is empty until then. */
  ready: boolean;
  /** Fetched fallacy types, or the built-in ones when the request failed or came back empty. */
  types: FallacyType[];
  /** True when the built-in types stand in for the backend's. */
  typesFallback: boolean;
  /** Built-in statements plus the backend's (an admin's additions), one per id. */
  statements: Statement[];
  /** Statements fetched so far (empty until the request answers). */
  fetchedStatements: Statement[];
  /** The 13 built-in fallacy types (the games' grid falls back on them). */
  builtinTypes: FallacyType[];
}

type Source = typeof SourceModule;
let source: Source | undefined;
let loading: Promise<Source> | undefined;
/** The mounted games, told when the source arrives (whoever asked for it). */
const listeners = new Set<(loaded: Source) => void>();

/** Loads the source once (again after a failure); resolves when the lists can be read. */
export function loadGameData(): Promise<Source> {
  return (loading ??= import('./gameDataSource').then(
    (loaded) => {
      source = loaded;
      listeners.forEach((listener) => listener(loaded));
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

const NOT_YET: GameData = { ready: false, types: [], typesFallback: false, statements: [], fetchedStatements: [], builtinTypes: [] };
const nothing = () => null;

/**
 * Both games' data, live: a statement an admin adds shows up after the next fetch. The readers
 * hand over the query results unchanged while nothing changed, so a request starting re-renders
 * nothing; only an answer does. `now`: the page shows some of it before any play (a practice
 * link names its fallacy), so it loads at once.
 */
export function useGameData({ now = false }: { now?: boolean } = {}): GameData {
  const store = useStore();
  const [src, setSrc] = useState<Source | undefined>(source);
  useEffect(() => {
    if (src) return;
    const take = (loaded: Source) => setSrc(() => loaded);
    listeners.add(take);
    // Not at once after hydration: evaluating the source (the seed, RTK Query, the schemas) and the
    // render it brings were two tasks of 60-90 ms on a phone, paid before anyone reached for the game.
    const load = () => void loadGameData().catch(() => {});
    if (now) load();
    const cancel = now ? undefined : whenIntent(load);
    return () => {
      listeners.delete(take);
      cancel?.();
    };
  }, [src, now]);
  useEffect(() => src?.subscribe(store.dispatch), [src, store]);
  const fallacies = useSelector(src ? src.selectFallacies : nothing);
  const statements = useSelector(src ? src.selectStatements : nothing);
  return useMemo(() => (src && fallacies && statements ? { ready: true, ...src.combine(fallacies, statements) } : NOT_YET), [src, fallacies, statements]);
}
