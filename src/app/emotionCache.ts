import createCache from '@emotion/cache';

/**
 * Same key on server and client, so the browser adopts the prerendered style tags. No stylis
 * plugins: Emotion's default one adds -webkit-/-ms- copies of declarations that every browser we
 * build for (es2022) reads unprefixed; they were ~0.4 kB gzip of every page's HTML. Where Safari
 * still needs a prefix (user-select) the component writes it itself (ProtectedContent).
 */
export function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [] });
}
