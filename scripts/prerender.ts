/**
 * Writes static HTML for every public route of the route table, rendered by the same React
 * tree the browser hydrates, with Emotion's critical CSS inlined and the page's metadata in
 * <head>. Also writes 404.html, app-shell.html (for client-only routes), sitemap.xml,
 * robots.txt and _routes.json (read by the preview server).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify } from 'vite';
import { controlsOutsideIslands } from './islandGuard';
import { writeHeadersFile } from './securityHeaders';
import { bootManifestHtml, htmlFileFor, PRERENDERED_PATH_ATTRIBUTE, ROOT_ELEMENT_ID, ROUTES_FILE, type BootManifest, type RoutesManifest } from '../src/boot/protocol';

// React, MUI and Emotion load from node_modules here, not from the bundle: without this they run in
// development mode, where MUI labels every class (css-1abc-MuiButton-root), so the browser's
// class names differ from the HTML's and every style is compiled and inserted again on hydration.
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrEntry = path.join(root, 'dist-ssr', 'entry-server.js');

interface Rendered {
  html: string;
  styles: string;
  schemeScript: string;
  htmlClass: string;
  meta: { title: string; description: string; path: string } | null;
}
interface ServerEntry {
  render: (url: string) => Promise<Rendered>;
  listStaticPaths: () => Promise<string[]>;
  headHtml: (meta: NonNullable<Rendered['meta']>) => string;
  clientOnlyPatterns: () => string[];
  startModulesFor: (url: string, html: string) => { islands: boolean; atOnce: boolean; modules: string[] };
  SITE_URL: string;
}

const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-->')) {
  console.error('dist/index.html is already prerendered: run the whole `npm run build` (client build first).');
  process.exit(1);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Chunk files reachable by static imports from a manifest key. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  chunk.imports?.forEach((k) => closure(k, into));
  return into;
}
/** Vite's module scripts (the entry: the shell and its runtime) and stylesheet links in the template's head. */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const entryScripts = [...template.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);

/**
 * The shell's parts, which the entry imports one per task (src/main.tsx, vite.config.ts): every page
 * preloads them with its own chunks, so they arrive together instead of one after another.
 */
const shellParts = [
  ...new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry && entryScripts.includes(`/${chunk.file}`))
      .flatMap((chunk) => chunk.dynamicImports ?? [])
      .flatMap((key) => [...closure(key)]),
  ),
].filter((f) => !entryScripts.includes(f));

/** The chunks of what a page runs besides the shell (its screen, or its islands) and what they import statically, minus the entry's. */
function startChunks({ islands, modules }: ReturnType<ServerEntry['startModulesFor']>): string[] {
  const chunks = new Set<string>();
  for (const source of modules) {
    // An island whose module has no chunk of its own is part of the shell (the nav bar's Layout):
    // it is loaded already. A screen always has its own chunk.
    if (!manifest[source] && islands) continue;
    if (!manifest[source]) throw new Error(`No chunk for ${source} in the Vite manifest`);
    closure(source, chunks);
  }
  return [...chunks].filter((f) => !entryScripts.includes(f));
}
/** The entry's stylesheet (the chalk font's face, ~0.2 kB), inlined: one render-blocking request less. */
const inlineCss = [...template.matchAll(STYLESHEET)].map((m) => readFileSync(path.join(dist, m[1]!), 'utf8')).join('');
/** Its fonts, preloaded: they start with the HTML instead of after the first style pass. */
const fontPreloads = [...inlineCss.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)]
  .map((m) => `<link rel="preload" href="${m[1]}" as="font" type="font/woff2" crossorigin>`)
  .join('\n    ');

/**
 * An inline script, built from a linted and tested source file into one minified script: the start
 * of every app page (src/app/start/appPage.ts: the cookie banner, then the app at the visitor's
 * first intent, or after the first paint on a page that starts at once), and the
 * start of every reading page (src/app/start/readingPage.ts), which starts the app only when the page
 * needs it. `tests/e2e/budgets.test.ts` reads the manifest they start, so what they load stays
 * inside the byte budget.
 */
async function buildInlineScript(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: path.join(root, entry), formats: ['iife'], name: 'sophistBoot' },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && 'output' in output ? output.output.find((o) => o.type === 'chunk') : undefined;
  if (!chunk) throw new Error(`${entry} did not build`);
  const code = chunk.code.trim();
  if (code.includes('</script')) throw new Error(`The built ${entry} contains </script`);
  if (/\bimport\(|\brequire\(/.test(code)) throw new Error(`The built ${entry} loads modules: an inline script must stand alone`);
  return code;
}
/**
 * MUI's colour-scheme script (the same on every page) minified: it ships indented and commented,
 * which was ~85 B gzip more in every page's HTML.
 */
async function minifyScriptTag(tag: string): Promise<string> {
  const match = /^<script([^>]*)>([\s\S]*)<\/script>$/.exec(tag.trim());
  if (!match) throw new Error(`Not one inline script: ${tag.slice(0, 80)}`);
  const { code } = await minify('inline.js', match[2] ?? '', { compress: true, mangle: true });
  return `<script${match[1]}>${code.trim()}</script>`;
}
const APP_START = await buildInlineScript('src/app/start/appInline.ts');
const APP_START_AT_ONCE = await buildInlineScript('src/app/start/appAtOnceInline.ts');
const READING_START = await buildInlineScript('src/app/start/readingInline.ts');

function bootScripts(forPath: string | null, html: string): string {
  const start = forPath ? server.startModulesFor(forPath, html) : null;
  // The screen's own chunk stays first (src/boot/protocol.ts), the shell's parts next.
  const chunks = start ? startChunks(start) : [];
  const preload = [...new Set([...chunks.slice(0, 1), ...shellParts, ...chunks.slice(1)])];
  const boot: BootManifest = { modules: entryScripts, preload };
  const script = start?.islands ? READING_START : start && !start.atOnce ? APP_START : APP_START_AT_ONCE;
  return `${bootManifestHtml(boot)}\n    <script>${script}</script>`;
}

/** A prerendered page: its HTML, head tags, critical CSS and the deferred loader. */
function page(r: Rendered, forPath: string | null): string {
  const head = r.meta ? server.headHtml(r.meta) : '<title>Sophist</title>';
  return template
    .replace('<html lang="en">', r.htmlClass ? `<html lang="en" class="${r.htmlClass}">` : '<html lang="en">')
    .replace(MODULE_SCRIPT, '')
    .replace(STYLESHEET, '')
    .replace('<!--scheme-script-->', r.schemeScript)
    .replace('<!--head-->', head)
    .replace('<!--styles-->', `${fontPreloads}\n    <style>${inlineCss}</style>\n    ${r.styles}`)
    .replace(`<div id="${ROOT_ELEMENT_ID}"><!--app--></div>`, `<div id="${ROOT_ELEMENT_ID}"${forPath ? ` ${PRERENDERED_PATH_ATTRIBUTE}="${forPath}"` : ''}>${r.html}</div>\n    ${bootScripts(forPath, r.html)}`);
}

const fileFor = (urlPath: string) => path.join(dist, htmlFileFor(urlPath));

const staticPaths = await server.listStaticPaths();
const problems: string[] = [];
/** Pages whose canonical URL is their own path: the sitemap lists these, not alternate forms. */
const canonicalPaths: string[] = [];
for (const urlPath of staticPaths) {
  const rendered = await server.render(urlPath);
  rendered.schemeScript = await minifyScriptTag(rendered.schemeScript);
  if (!rendered.meta) problems.push(`${urlPath}: the page declares no <Seo> metadata`);
  else if (rendered.meta.path === urlPath) canonicalPaths.push(urlPath);
  // Only a reading page's islands are hydrated: a control outside them would be dead (./islandGuard.ts).
  if (server.startModulesFor(urlPath, rendered.html).islands) {
    for (const control of controlsOutsideIslands(rendered.html)) {
      problems.push(`${urlPath}: ${control} sits outside every island, so it never works on the built page (wrap it in <Island>: README, "Adding things", an interactive part of a reading page)`);
    }
  }
  const file = fileFor(urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page(rendered, urlPath));
}

// Unknown URLs get the not-found page (status 404 from the preview server).
const notFound = await server.render('/__sophist_not_found__');
notFound.schemeScript = await minifyScriptTag(notFound.schemeScript);
writeFileSync(path.join(dist, '404.html'), page(notFound, null));

// Client-only routes (private data, callbacks) get an empty shell the browser renders.
const shell = template
  .replace('<!--scheme-script-->', notFound.schemeScript)
  .replace('<!--head-->', '<title>Sophist</title>\n    <meta name="robots" content="noindex">')
  .replace('<!--styles-->', '');
writeFileSync(path.join(dist, 'app-shell.html'), shell.replace('<!--app-->', ''));

writeFileSync(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${canonicalPaths
    .map((p) => `  <url><loc>${server.SITE_URL}${p}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /\n\nSitemap: ${server.SITE_URL}/sitemap.xml\n`);
const routesManifest: RoutesManifest = { static: staticPaths, clientOnly: server.clientOnlyPatterns() };
writeFileSync(path.join(dist, ROUTES_FILE), JSON.stringify(routesManifest, null, 2));
writeHeadersFile(dist); // the security headers, with every page's inline scripts hashed

// The service worker precaches what was just written, so its manifest is built last.
// Workbox's precache takes [{ url, revision }]: hashed assets need no revision, other files get a content hash.
const PRECACHE = /\.(html|js|css|svg|png|woff2|webmanifest)$/;
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const precache = listFiles(dist)
  .map((file) => path.relative(dist, file).split(path.sep).join('/'))
  .filter((rel) => PRECACHE.test(rel) && !['sw.js', '404.html'].includes(rel) && !rel.startsWith('.vite/'))
  .sort()
  .map((rel) => ({
    url: `/${rel}`,
    revision: rel.startsWith('assets/') ? null : createHash('md5').update(readFileSync(path.join(dist, rel))).digest('hex').slice(0, 12),
  }));
const swSource = readFileSync(path.join(root, 'dist-sw', 'sw.js'), 'utf8');
if (!swSource.includes('self.__WB_MANIFEST')) throw new Error('dist-sw/sw.js has no self.__WB_MANIFEST injection point');
writeFileSync(path.join(dist, 'sw.js'), swSource.replace('self.__WB_MANIFEST', JSON.stringify(precache)));
const sw = { count: precache.length, size: precache.reduce((n, e) => n + statSync(path.join(dist, e.url.slice(1))).size, 0) };

rmSync(path.join(root, 'dist-ssr'), { recursive: true, force: true });
rmSync(path.join(root, 'dist-sw'), { recursive: true, force: true });
if (problems.length) {
  console.error(`Prerender problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Prerendered ${staticPaths.length} pages (+ 404.html, app-shell.html, sitemap.xml, robots.txt); the service worker precaches ${sw.count} files (${(sw.size / 1024 / 1024).toFixed(1)} MB).`);
