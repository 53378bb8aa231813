import { combineSlices, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { consentReducer } from '@/app/consentSlice';
import { sessionReducer } from '@/app/sessionSlice';
import { addMiddleware, installRootReducer, type LazyLoadedSlices, type RootState } from './store';

/**
 * The Redux Toolkit root reducer, loaded with the first game, tool or api screen (see store.ts).
 * Importing this module swaps it into every store; game slices inject themselves with
 * `slice.injectInto(rootReducer)`.
 */
export const rootReducer = combineSlices({ consent: consentReducer, session: sessionReducer }).withLazyLoadedSlices<LazyLoadedSlices>();

installRootReducer(rootReducer as Reducer<RootState>);

/** Adds a lazily loaded reducer with its middleware (an RTK Query api) to every store. */
export function injectWithMiddleware(slice: { reducerPath: string; reducer: Reducer; middleware: Middleware }) {
  addMiddleware(slice.middleware);
  rootReducer.inject(slice as never);
  // Run the new reducer once in every store, so its state exists before anything reads it.
  installRootReducer(rootReducer as Reducer<RootState>);
}
