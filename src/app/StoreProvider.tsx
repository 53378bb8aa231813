import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from './store';

/** The browser's one games-and-tools store, made when the first screen that needs it mounts. */
let browserStore: AppStore | undefined;

/**
 * Gives a game or tool screen the Redux store. In the browser every such screen shares one store,
 * so a game keeps its state across its own routes (the argument game's entry and play pages); on
 * the server each prerendered page gets a fresh one.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => (typeof window === 'undefined' ? makeStore() : (browserStore ??= makeStore())));
  return <Provider store={store}>{children}</Provider>;
}
