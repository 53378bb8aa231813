/**
 * How a prerendered page hands over to the app: the one agreement between the prerender
 * (scripts/prerender.ts, which writes it), the page's inline boot loader (./loader.ts), the app's
 * entry (src/main.tsx), the route-weight script (scripts/routeWeight.ts) and the preview server
 * (scripts/previewPlugin.ts), and the service worker's page lookup (src/sw.ts). Plain TypeScript
 * without imports or DOM types, so Node, the page and the worker share it.
 *
 * A prerendered page carries:
 *  - `<div id="root" data-path="/about">`: the path the HTML was rendered for; the entry hydrates
 *    only when it is the path being opened (compared after `normalisePath`), else renders afresh;
 *  - `<script type="application/json" id="sophist-boot">`: a `BootManifest`, the entry script(s)
 *    and the chunks of the page's screen, which the boot loader adds after the first paint.
 */

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
