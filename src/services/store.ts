import { combineSlices, createDynamicMiddleware, type Slice } from '@reduxjs/toolkit';

/**
 * The root of the games' and tools' Redux store, below the features that fill it. A slice is
 * injected where it is made (`export const xSlice = createSlice({...}).injectInto(sliceRoot)`),
 * so it joins the store when its game's code first loads and not before; the RTK Query api
 * (./api.ts) injects its reducer the same way and its middleware with `dynamicMiddleware`. Their
 * state is declared in `LazyLoadedSlices` in one place, the shell's store (src/app/store.ts),
 * which makes the store and may see every feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that arrives with a lazy module (the RTK Query api's), added to every store. */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The root reducer as a slice sees it: typed only as far as `injectInto` needs, because the root's
 * own type is made from the slices' (LazyLoadedSlices) and a slice typed from it would refer to itself.
 */
export const sliceRoot: Parameters<Slice['injectInto']>[0] = rootReducer;

/**
 * Selectors for the fields a screen reads as they are, to spread into a slice's `selectors`
 * beside the ones that work something out: `fieldSelectors<S>()('status', 'score')` is
 * `{ selectStatus: (state: S) => state.status, selectScore: (state: S) => state.score }`.
 * (Two calls: the state type is given, the field names are inferred.)
 */
export function fieldSelectors<State>() {
  return <const Field extends keyof State & string>(...fields: Field[]) =>
    Object.fromEntries(fields.map((field) => [`select${field.charAt(0).toUpperCase()}${field.slice(1)}`, (state: State) => state[field]])) as {
      [F in Field as `select${Capitalize<F>}`]: (state: State) => State[F];
    };
}
