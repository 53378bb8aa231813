import { useMemo } from 'react';
import { BUILTIN_FALLACIES, BUILTIN_STATEMENTS } from '@/contract/seed';
import type { FallacyType, Statement } from '@/contract/fallacies';
import { mergeById } from '@/lib/game/pool';
import { api } from '@/services/api';

/**
 * The data of both fallacy games: fallacy types and statements from the backend, with the
 * built-in ones bundled into the site so a failed request never leaves a game unplayable.
 */

export interface GameData {
  /** Fetched fallacy types, or the built-in ones when the request failed or came back empty. */
  types: FallacyType[];
  /** True when the built-in types stand in for the backend's. */
  typesFallback: boolean;
  /** Built-in statements plus the backend's (an admin's additions), one per id. */
  statements: Statement[];
  /** Statements fetched so far (empty until the request answers). */
  fetchedStatements: Statement[];
}

/**
 * Both games' data, live: a statement an admin adds shows up after the next fetch. Each query
 * hands over only what the games read, so a request starting (and its bookkeeping) re-renders
 * nothing; only an answer does.
 */
export function useGameData(): GameData {
  const fallacies = api.useGetFallaciesQuery(undefined, {
    selectFromResult: ({ data, isError, isSuccess }) => ({ data, isError, isSuccess }),
  });
  const statements = api.useGetStatementsQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  const fetchedTypes = fallacies.data;
  const fetchedStatements = statements.data;
  const types = useMemo(
    () => (fetchedTypes && fetchedTypes.length > 0 ? fetchedTypes : BUILTIN_FALLACIES),
    [fetchedTypes],
  );
  const merged = useMemo(() => mergeById(BUILTIN_STATEMENTS, fetchedStatements ?? []), [fetchedStatements]);
  const typesFallback = fallacies.isError || (fallacies.isSuccess && (fetchedTypes?.length ?? 0) === 0);
  return {
    types,
    typesFallback,
    statements: merged,
    fetchedStatements: fetchedStatements ?? [],
  };
}
