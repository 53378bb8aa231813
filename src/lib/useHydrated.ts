import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after. For output that depends on the browser
 * (the visitor's colour scheme, motion preference): the prerendered HTML and the first client
 * render stay identical, and only the component that asks renders again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
