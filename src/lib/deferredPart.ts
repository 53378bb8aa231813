import { createElement, memo, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

/**
 * A part of a screen that is not shown at start (a dialog, a cheatsheet): its code stays out of
 * the page's first load (issue 36). It is fetched at the first idle moment after the part is first
 * rendered, or at once while `needed(props)` says it must show; until then it renders `fallback`
 * (nothing by default), as the prerendered page did (so hydration matches). Once fetched it renders directly, memoised
 * like the part itself, so an answer's task is no longer than before. `preload()` fetches it ahead;
 * `isLoaded()` says whether its code is there already.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  needed: (props: P) => boolean = () => false,
  fallback: ReactNode = null,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = undefined; // A failed fetch (offline, no cache) is tried again next time.
        throw error;
      },
    ));

  function Deferred(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    const now = needed(props);
    useEffect(() => {
      if (Part) return;
      let live = true;
      const get = () =>
        void fetchPart().then(
          (part) => live && setPart(() => part),
          () => {},
        );
      if (now) get();
      else whenIdle(get);
      return () => {
        live = false;
      };
    }, [Part, now]);
    return Part ? createElement(Part, props) : fallback;
  }
  return Object.assign(memo(Deferred), { preload: fetchPart, isLoaded: () => loaded !== undefined });
}
