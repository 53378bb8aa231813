import { useMemo } from 'react';
import type { z } from 'zod';
// The backend's own seed, bundled as is (no alias reaches mock-api/).
// eslint-disable-next-line no-restricted-imports
import fallacySeed from '../../../mock-api/seed/fallacies.json';
// eslint-disable-next-line no-restricted-imports
import statementSeed from '../../../mock-api/seed/statements.json';
import { api } from '@/services/api';
import { fallacyTypeSchema, statementSchema, type FallacyType, type Statement } from '@/services/schemas';
import { mergeById } from './pool';

/**
 * The data of both fallacy games: fallacy types and statements from the backend, with the
 * built-in ones bundled into the site so a failed request never leaves a game unplayable.
 */

/** Keeps the items that match the schema; a bad item is dropped, not the whole list. */
export function keepValid<T>(raw: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The 13 built-in fallacy types and 78 statements, the same seed the backend starts from. */
export const BUILTIN_FALLACIES: FallacyType[] = keepValid(fallacySeed, fallacyTypeSchema);
export const BUILTIN_STATEMENTS: Statement[] = keepValid(statementSeed, statementSchema);

/** 'Internal Server Error', or what went wrong when no answer came at all. */
function statusTextOf(error: { status: unknown; error?: string }, response: Response | undefined): string {
  if (response?.statusText) return response.statusText;
  if (typeof error.error === 'string') return error.error;
  return String(error.status);
}

export const gameApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGameFallacies: build.query<FallacyType[], void>({
      query: () => 'fallacies',
      providesTags: ['Fallacy'],
      transformResponse: (raw: unknown) => keepValid(raw, fallacyTypeSchema),
      // Games-spec §8: the failure is logged, and the games fall back to the built-in types.
      transformErrorResponse: (error, meta) => {
        console.error(`Failed to fetch fallacy types: ${statusTextOf(error, meta?.response)}`);
        return error;
      },
    }),
    getGameStatements: build.query<Statement[], void>({
      query: () => 'statements',
      providesTags: ['Statement'],
      transformResponse: (raw: unknown) => keepValid(raw, statementSchema),
      transformErrorResponse: (error, meta) => {
        console.warn(`Failed to fetch statements: ${statusTextOf(error, meta?.response)}`);
        return error;
      },
    }),
  }),
});

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
  const fallacies = gameApi.useGetGameFallaciesQuery(undefined, {
    selectFromResult: ({ data, isError, isSuccess }) => ({ data, isError, isSuccess }),
  });
  const statements = gameApi.useGetGameStatementsQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
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
