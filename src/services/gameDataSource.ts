import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { BUILTIN_FALLACIES, BUILTIN_STATEMENTS } from '@/contract/seed';
import type { FallacyType, Statement } from '@/contract/fallacies';
import { mergeById } from '@/lib/game/pool';
import { api } from '@/services/api';

/**
 * The fallacy games' data source, loaded after the page has started (./gameData.ts): RTK Query,
 * the contract's schemas and the built-in seed are not part of the games' first load.
 */

export { BUILTIN_FALLACIES };

/** Asks for both resources (cached by RTK Query as a query hook would); returns the unsubscribe. */
export function subscribe(dispatch: Dispatch<UnknownAction>): () => void {
  // The thunks' subscriptions, typed loosely: only `unsubscribe` is used.
  const run = dispatch as unknown as (thunk: unknown) => { unsubscribe(): void };
  // The api's middleware was added to the store just now (importing ./api does it): the first action
  // through it sets it up, and a query started by that very action is lost. A no-op goes first.
  dispatch(api.util.invalidateTags([]));
  const subscriptions = [run(api.endpoints.getFallacies.initiate()), run(api.endpoints.getStatements.initiate())];
  return () => subscriptions.forEach((s) => s.unsubscribe());
}

type ApiState = Parameters<ReturnType<typeof api.endpoints.getFallacies.select>>[0];
const fallaciesResult = api.endpoints.getFallacies.select();
const statementsResult = api.endpoints.getStatements.select();
/** Each reader hands over the same object while the query's state is unchanged (RTK Query memoises them). */
export const selectFallacies = (state: unknown) => fallaciesResult(state as ApiState);
export const selectStatements = (state: unknown) => statementsResult(state as ApiState);

/** Fetched fallacy types, or the built-in ones when the request failed or came back empty; statements merged. */
export function combine(fallacies: ReturnType<typeof selectFallacies>, statements: ReturnType<typeof selectStatements>) {
  const fetchedTypes: FallacyType[] | undefined = fallacies.data;
  const fetchedStatements: Statement[] = statements.data ?? [];
  return {
    types: fetchedTypes && fetchedTypes.length > 0 ? fetchedTypes : BUILTIN_FALLACIES,
    typesFallback: fallacies.isError || (fallacies.isSuccess && (fetchedTypes?.length ?? 0) === 0),
    statements: mergeById(BUILTIN_STATEMENTS, fetchedStatements),
    fetchedStatements,
    builtinTypes: BUILTIN_FALLACIES,
  };
}
