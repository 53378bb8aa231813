import createCache from '@emotion/cache';

/** Same key on server and client, so the browser adopts the prerendered style tags. */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
