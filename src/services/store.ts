import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * The root of the games' and tools' Redux store, below the features that fill it. Every slice
 * injects itself when its module first loads (`export const injectedX = xSlice.injectInto(rootReducer)`
 * at the end of the slice's file, declared in `LazyLoadedSlices` by module augmentation); the
 * RTK Query api (./api.ts) injects its reducer the same way and its middleware with
 * `dynamicMiddleware`. The store itself is made by the shell (src/app/store.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that arrives with a lazy module (the RTK Query api's), added to every store. */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;
