/**
 * A typed action creator with `.type` and `.match()`, like Redux Toolkit's createAction, for the
 * two reducers on every page (store.ts says why they do without Redux Toolkit).
 */
export function defineAction<P = void, Args extends unknown[] = P extends void ? [] : [payload: P]>(
  type: string,
  prepare: (...args: Args) => P = (...args) => args[0] as P,
) {
  type Action = { type: string; payload: P };
  const create = (...args: Args): Action => ({ type, payload: prepare(...args) });
  return Object.assign(create, { type, match: (action: unknown): action is Action => (action as { type?: unknown } | null)?.type === type });
}
