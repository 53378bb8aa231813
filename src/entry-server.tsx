import { Writable } from 'node:stream';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { createEmotionCache } from '@/app/emotionCache';
import { clientOnlyPatterns, listStaticPaths } from '@/app/routePaths';
import { notFoundRoute, routes } from '@/app/routes';
import { islandSourcesIn } from '@/app/start/islandRegistry';
import { markStylesInPlace } from '@/boot/protocol';
import { HeadContext, type HeadCollector } from '@/components/layout/Seo';
import type { PageMeta } from '@/content/schema';
import { inputBlockingEnabled, inputBlockingStyleTag, NO_SELECT_CLASS } from '@/lib/inputBlocking';

export { clientOnlyPatterns, listStaticPaths };
export { headHtml } from '@/lib/seo';

export interface Rendered {
  /** The app's HTML for #root. */
  html: string;
  /** Emotion's critical CSS as <style> tags. */
  styles: string;
  /** Sets the colour scheme class before first paint. */
  schemeScript: string;
  /** The class <html> starts with (text selection off, when input blocking is on; its style is in `styles`). */
  htmlClass: string;
  meta: PageMeta | null;
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(out));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}

/** Renders one URL with the same tree the browser hydrates, waiting for lazy screens. */
export async function render(url: string): Promise<Rendered> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  let meta: PageMeta | null = null;
  const collector: HeadCollector = { record: (m) => (meta = m) };
  const tree = (
    <HeadContext.Provider value={collector}>
      <App cache={cache} router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />
    </HeadContext.Provider>
  );
  // An error while rendering is fatal: React would otherwise ship the boundary empty, for the
  // browser to render from scratch, and the page would not be readable without JavaScript.
  const errors: unknown[] = [];
  // No outlining of large Suspense boundaries: every page must be readable without JavaScript.
  const { prelude } = await prerenderToNodeStream(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await streamToString(prelude);
  if (errors.length > 0) throw new Error(`${url} failed to prerender: ${String(errors[0])}`, { cause: errors[0] });
  if (html.includes('<!--$?-->')) throw new Error(`${url} has a Suspense boundary that needs JavaScript to reveal`);
  const styles = markStylesInPlace(constructStyleTagsFromChunks(extractCriticalToChunks(html)));
  const schemeScript = renderToStaticMarkup(<InitColorSchemeScript attribute="class" defaultMode="system" />);
  const blocking = inputBlockingEnabled();
  return { html, styles: blocking ? `${inputBlockingStyleTag()}${styles}` : styles, schemeScript, htmlClass: blocking ? NO_SELECT_CLASS : '', meta };
}

export { SITE_URL } from '@/config/site';

/** The source file of the screen that serves a URL (for preloading its chunk). */
function screenModulesFor(url: string): string[] {
  return (matchRoutes(routes, url)?.[0]?.route ?? notFoundRoute).page.modules;
}

/**
 * What a prerendered page runs besides the shell: a reading page only the modules of the islands
 * its HTML marks (its screen's code never runs in the browser), any other page its screen's.
 */
export function startModulesFor(url: string, html: string): { islands: boolean; atOnce: boolean; modules: string[] } {
  const route = matchRoutes(routes, url)?.[0]?.route;
  const islands = route?.start === 'islands';
  return { islands, atOnce: route?.startsAtOnce === true, modules: islands ? islandSourcesIn(html) : screenModulesFor(url) };
}
