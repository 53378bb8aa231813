/**
 * A promise that React's `use()` can read. Settled, it carries React's `status`/`value` fields,
 * so `use()` returns synchronously on a re-render or on hydration after the prerender.
 */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Wraps a chunk loader so each key is loaded once per page life: every caller gets the same
 * tracked promise. A failed load (offline, a deploy in between) is forgotten, so it can be retried.
 */
export function loadOnce<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, TrackedPromise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      const tracked: TrackedPromise<T> = load(key);
      tracked.status = 'pending';
      tracked.then(
        (value) => Object.assign(tracked, { status: 'fulfilled', value }),
        (reason: unknown) => {
          Object.assign(tracked, { status: 'rejected', reason });
          cache.delete(key);
        },
      );
      promise = tracked;
      cache.set(key, promise);
    }
    return promise;
  };
}
