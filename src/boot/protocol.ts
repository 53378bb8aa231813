/**
 * How a prerendered page hands over to its scripts: every name the page's HTML shares with the
 * code that starts it. The one agreement between the prerender (scripts/prerender.ts and
 * src/entry-server.tsx, which write it), the start scripts (./loader.ts for app pages,
 * src/app/start/ for reading pages and the app's entry src/main.tsx), the islands runtime, the
 * route-weight script (scripts/routeWeight.ts), the preview server (scripts/previewPlugin.ts), the
 * service worker's page lookup (src/sw.ts) and the journeys (tests/e2e/harness.ts). Plain
 * TypeScript without imports or DOM types, so Node, the page and the worker share it.
 *
 * A prerendered page carries:
 *  - `<div id="root" data-path="/about">`: the path the HTML was rendered for; the entry hydrates
 *    only when it is the path being opened (compared after `normalisePath`), else renders afresh;
 *  - `<script type="application/json" id="sophist-boot">`: a `BootManifest`, the entry script(s)
 *    and the chunks of the page's screen (or its islands), which the start script adds later;
 *  - `<style data-s="" data-emotion="css …">`: the critical CSS, marked as already in place;
 *  - on a reading page, islands: `<div data-island="nav-bar" data-island-props="{…}">`, the only
 *    parts hydrated (src/components/islands/Island.tsx renders them);
 *  - once started, `<html data-script-ready>` and later `<html data-app-ready>` (see `Readiness`).
 */

/** The id of the element the app renders into. */
export const ROOT_ELEMENT_ID = 'root';

/** The id of the JSON script that holds a page's `BootManifest`. */
export const BOOT_ELEMENT_ID = 'sophist-boot';

/** The root element's attribute naming the path its HTML was prerendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-path';

/** What a prerendered page's boot loader starts. */
export interface BootManifest {
  /** Module scripts to run: the app's entry (the shell). */
  modules: string[];
  /** The page's screen chunks and their static imports, preloaded (the screen's own chunk first). */
  preload: string[];
}

/** The file the prerender writes beside the pages: which paths are pages, which get the app shell. */
export const ROUTES_FILE = '_routes.json';
export interface RoutesManifest {
  /** Prerendered paths, each served from `htmlFileFor(path)`. */
  static: string[];
  /** Route patterns (react-router) served by the empty app shell: private and client-only pages. */
  clientOnly: string[];
}

/** One form per path: no trailing slash (except the root itself). '/about/' and '/about' are one page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The prerendered file of a path, relative to the build folder: '/' → 'index.html', '/ct/x' → 'ct/x.html'. */
export function htmlFileFor(pathname: string): string {
  const path = normalisePath(pathname);
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The key of a source module in Vite's build manifest ('src/pages/HomePage.tsx') from its
 * `import.meta.glob` key ('/src/pages/HomePage.tsx').
 */
export function manifestKeyOf(globKey: string): string {
  return globKey.replace(/^\/+/, '');
}

/** The manifest as a script element (`<` escaped, so no path can close the element early). */
export function bootManifestHtml(manifest: BootManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
}

const EMPTY: BootManifest = { modules: [], preload: [] };

/** Reads a manifest's JSON text; a page without one (the app shell, 404) starts nothing extra. */
export function parseBootManifest(json: string | null | undefined): BootManifest {
  if (!json) return EMPTY;
  const parsed = JSON.parse(json) as Partial<BootManifest>;
  return { modules: parsed.modules ?? [], preload: parsed.preload ?? [] };
}

/** The manifest of a page, from its HTML (the route-weight script reads built files). */
export function bootManifestInHtml(html: string): BootManifest {
  const open = `<script type="application/json" id="${BOOT_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  if (start < 0) return EMPTY;
  const end = html.indexOf('</script>', start);
  return parseBootManifest(html.slice(start + open.length, end));
}

/** The manifest of the page being opened (the app's entry and the boot loader). */
export function bootManifestIn(doc: { getElementById(id: string): { textContent: string | null } | null }): BootManifest {
  return parseBootManifest(doc.getElementById(BOOT_ELEMENT_ID)?.textContent);
}

/** True when the root's HTML was prerendered for the path being opened, so it may be hydrated. */
export function isPrerenderedFor(root: { firstElementChild: unknown; getAttribute(name: string): string | null }, pathname: string): boolean {
  const renderedFor = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  return root.firstElementChild !== null && renderedFor !== null && normalisePath(renderedFor) === normalisePath(pathname);
}

/**
 * The Emotion attribute on a style tag that says it is already where it belongs: without it, the
 * browser's Emotion cache moves every prerendered style tag to the end of <head> when the page
 * starts, and the browser re-parses them and restyles the whole page (a long task on a phone).
 */
export const STYLE_MARKER_ATTRIBUTE = 'data-s';

/** Marks Emotion's critical style tags (from `constructStyleTagsFromChunks`) as in place. */
export function markStylesInPlace(styleTags: string): string {
  return styleTags.replace(/<style data-emotion=/g, `<style ${STYLE_MARKER_ATTRIBUTE}="" data-emotion=`);
}

// Islands: the parts of a reading page that need JavaScript (src/components/islands/Island.tsx).

/** The attribute that marks an island's element, holding its name in the island registry. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute that holds an island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on an island's marker once it is hydrated, when ISLAND_LIVE_EVENT is fired on it. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
/** Fired on an island's marker (bubbling) once it is hydrated and handles its own events. */
export const ISLAND_LIVE_EVENT = 'sophist:island-live';
/** Marks an island the visitor reached for before the app was there: it is hydrated first. */
export const ISLAND_WANTED_ATTRIBUTE = 'data-island-wanted';
/** Fired on the document once every island of the page is live (with Readiness 'app'). */
export const ISLANDS_READY_EVENT = 'sophist:islands-ready';

/** Marks the cookie banner (which works without the app), and its buttons with the choice each makes. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent';

/**
 * How far a page has started, as attributes on <html> (the journeys wait on them):
 *  - 'script': the page's start script has done its work. A reading page's start script has set
 *    up the input blocking, the cookie banner and the held clicks (its islands start only when
 *    needed); on an app page, the app has hydrated (or rendered) and committed.
 *  - 'app': the app owns everything interactive: the whole page hydrated, or every island live.
 */
export type Readiness = 'script' | 'app';
export const READY_ATTRIBUTES: Record<Readiness, string> = { script: 'data-script-ready', app: 'data-app-ready' };

/**
 * Set on <html> by a game or tool page's start script when the visitor's first intent (a press, a
 * key, focus, the pointer) started the app, so the app's code waiting for intent does not wait
 * for a second one (src/lib/whenIntent.ts).
 */
export const INTENT_SEEN_ATTRIBUTE = 'data-intent-seen';

/** Fired on the document when a page hydrated whole is the app's (with Readiness 'app'). */
export const APP_READY_EVENT = 'sophist:app-ready';

/** Says a page has reached a readiness. */
export function markReady(doc: { documentElement: { setAttribute(name: string, value: string): void } }, readiness: Readiness): void {
  doc.documentElement.setAttribute(READY_ATTRIBUTES[readiness], '');
}
