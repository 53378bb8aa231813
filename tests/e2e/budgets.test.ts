import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type AppRoute } from '@/app/routes';
import { ROUTES_FILE } from '@/boot/protocol';
import { gzipPage } from '../../scripts/previewPlugin';
import { kB, routeWeight, type RouteWeight } from '../../scripts/routeWeight';

/**
 * Byte budgets of the production build. Bytes are deterministic, so these are
 * tests, not benchmarks. They read dist/ only (no browser, no server) and print the first load of
 * every prerendered route. kB = 1024 bytes, as `npm run bench` prints them.
 */
/** A reading page's first load: 145 kB since issue 36 (the largest is ~144 kB: an article with a checklist). */
export const INITIAL_JS_BUDGET = 145 * 1024;
/**
 * Every game, tool and learning page (start 'whole' in the route table, /progress among them) must
 * load like a page too: what it does not show at start loads when needed (issues 32 and 36).
 */
export const APP_JS_BUDGET = 200 * 1024;

/**
 * /progress's HTML as the server sends it (gzip) must arrive in the first round trip: a new
 * connection carries 10 segments (14,600 B) before its first acknowledgement, and the response's
 * headers take ~0.2 kB of them. Over it, the page painted a round trip after its scripts-removed
 * twin (issue 32: Lighthouse's simulated LCP was 1.29× the twin's with 15.1 kB of HTML).
 */
export const FIRST_ROUND_TRIP_HTML = 14_400;

/** SOPHIST_DIST: check another build output (the tests' own mutation checks use it). */
const dist = path.resolve(process.env.SOPHIST_DIST ?? path.join(import.meta.dirname, '../../dist'));
const { static: staticPaths } = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as { static: string[] };

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The route of the table that serves a URL. */
function routeOf(urlPath: string): AppRoute {
  const match = matchRoutes(routes, urlPath)?.[0]?.route;
  if (!match) throw new Error(`${urlPath} is prerendered but no route of the table matches it`);
  return match;
}

/** Game and tool screens live in src/features/; every screen that only shows content lives in src/pages/. */
const isGameOrTool = (source: string) => source.startsWith('src/features/');

/**
 * framer-motion leaves these strings in any bundle that uses it, minified or not: the keys of
 * MotionConfigContext (every motion component and MotionConfig read it) and its data attributes.
 */
const FRAMER_MOTION_SIGNATURES = /\btransformPagePoint\b|framerAppearId|data-framer-(?:appear|portal)-id/;
const framerMotionCache = new Map<string, boolean>();
function hasFramerMotion(file: string): boolean {
  if (!framerMotionCache.has(file)) framerMotionCache.set(file, FRAMER_MOTION_SIGNATURES.test(readFileSync(path.join(dist, file), 'utf8')));
  return framerMotionCache.get(file)!;
}

interface Row extends RouteWeight {
  source: string;
  kind: 'content' | 'game/tool';
  start: AppRoute['start'];
}
let rows: Row[] = [];
let content: Row[] = [];
let screens: Row[] = [];

beforeAll(() => {
  rows = staticPaths.map((p) => {
    const { page, start } = routeOf(p);
    return { ...routeWeight(dist, p), source: page.source, start, kind: isGameOrTool(page.source) ? 'game/tool' : 'content' };
  });
  content = rows.filter((r) => r.kind === 'content');
  screens = rows.filter((r) => r.kind === 'game/tool');

  const line = (cells: string[]) => `${cells[0]!.padEnd(42)} ${cells[1]!.padEnd(9)} ${cells.slice(2).map((c) => c.padStart(10)).join(' ')}`;
  const budgetOf = (r: Row) => (r.start === 'whole' ? APP_JS_BUDGET : INITIAL_JS_BUDGET);
  const out = [
    `First load per prerendered route (JS = the boot list + its static imports, gzip -9; HTML includes the critical CSS; budget ${kB(INITIAL_JS_BUDGET)} on reading pages, ${kB(APP_JS_BUDGET)} on pages hydrated whole)`,
    line(['route', 'kind', 'JS gzip', 'files', 'HTML gzip', 'total raw', 'budget']),
    ...rows.map((r) =>
      line([
        r.path,
        r.kind,
        kB(r.jsGzip),
        String(r.jsFiles.length),
        kB(r.htmlGzip),
        kB(r.totalBytes),
        r.jsGzip <= budgetOf(r) ? 'ok' : `+${kB(r.jsGzip - budgetOf(r))}`,
      ]),
    ),
  ];
  console.log(out.join('\n'));
});

describe('byte budgets of the production build', () => {
  it('classifies routes: there are content routes and game/tool screens', () => {
    expect(content.map((r) => r.path)).toContain('/');
    expect(screens.map((r) => r.path)).toContain('/logical-fallacy-game');
  });

  it('counts what each page really loads: every route starts the shell chunk (vite.config.ts)', () => {
    const missing = rows.filter((r) => !r.jsFiles.some((f) => /^assets\/shell-[\w-]+\.js$/.test(f))).map((r) => r.path);
    expect(missing, `routes whose HTML loads no shell chunk (a loader the budget cannot read?): ${missing.join(', ')}`).toEqual([]);
  });

  it("counts the shell's parts, which the entry imports one per task (src/main.tsx), on every route", () => {
    // The entry imports them dynamically, so only the page's boot list (scripts/prerender.ts) brings
    // them into what the budget counts.
    const entry = Object.values(manifest).find((c) => c.isEntry && /^assets\/shell-[\w-]+\.js$/.test(c.file));
    const parts = (entry?.dynamicImports ?? []).map((key) => manifest[key]!.file);
    expect(parts.length, 'the entry imports no part of the shell: src/main.tsx or vite.config.ts changed?').toBeGreaterThanOrEqual(3);
    const missing = rows.filter((r) => parts.some((f) => !r.jsFiles.includes(f))).map((r) => r.path);
    expect(missing, `routes whose first load leaves out a part of the shell: ${missing.join(', ')}`).toEqual([]);
  });

  it(`keeps the initial JavaScript of every content route at or under ${kB(INITIAL_JS_BUDGET)} gzip`, () => {
    const over = content
      .filter((r) => r.jsGzip > INITIAL_JS_BUDGET)
      .map((r) => `${r.path}: ${kB(r.jsGzip)} gzip in ${r.jsFiles.length} files (budget ${kB(INITIAL_JS_BUDGET)}, over by ${kB(r.jsGzip - INITIAL_JS_BUDGET)})`);
    expect(over.length, `${over.length} of ${content.length} content routes over budget:\n  ${over.join('\n  ')}\n`).toBe(0);
  });

  it('ships every game and tool screen as a lazy chunk that no content route loads up front', () => {
    const problems: string[] = [];
    const homeJs = new Set(rows.find((r) => r.path === '/')!.jsFiles);
    for (const source of new Set(screens.map((r) => r.source))) {
      const chunk = manifest[source];
      if (!chunk) {
        problems.push(`${source}: no chunk of its own in the Vite manifest`);
        continue;
      }
      if (!chunk.isDynamicEntry || chunk.isEntry) problems.push(`${source} (${chunk.file}) is not a lazy chunk`);
      if (homeJs.has(chunk.file)) problems.push(`${source} (${chunk.file}) is in the initial JS of /`);
      for (const r of content) if (r.path !== '/' && r.jsFiles.includes(chunk.file)) problems.push(`${source} (${chunk.file}) is in the initial JS of ${r.path}`);
    }
    // And each screen's route does load its own chunk (preloaded, so the prerendered page hydrates at once).
    for (const r of screens) if (!r.jsFiles.includes(manifest[r.source]?.file ?? '')) problems.push(`${r.path} does not preload its screen chunk ${manifest[r.source]?.file}`);
    expect(problems.length, problems.join('\n')).toBe(0);
  });

  it(`keeps the first load of every game, tool and learning page at or under ${kB(APP_JS_BUDGET)} gzip`, () => {
    // The pages the route table hydrates whole and the prerender writes (games, tools, /check, /review, /progress…).
    const app = rows.filter((r) => r.start === 'whole');
    expect(app.map((r) => r.path), 'the app pages are found in the route table').toEqual(expect.arrayContaining(['/logical-fallacy-game', '/argument-game', '/check', '/review', '/progress', '/contact']));
    const over = app
      .filter((r) => r.jsGzip > APP_JS_BUDGET)
      .map((r) => `${r.path}: ${kB(r.jsGzip)} gzip in ${r.jsFiles.length} files (budget ${kB(APP_JS_BUDGET)}, over by ${kB(r.jsGzip - APP_JS_BUDGET)})`);
    expect(over.length, `${over.length} of ${app.length} app pages over budget:\n  ${over.join('\n  ')}\n`).toBe(0);
  });

  it(`sends the HTML of /progress in the first round trip: at most ${FIRST_ROUND_TRIP_HTML} B gzip`, () => {
    const sent = gzipPage(readFileSync(path.join(dist, 'progress.html'))).length;
    expect(sent, `/progress's HTML is ${sent} B gzip: its inline scripts, the theme's variables and the page's styles are where the bytes are (docs/performance.md)`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_HTML);
  });

  it('loads no framer-motion code in the initial JS of any content route', () => {
    const problems = content.flatMap((r) => {
      const files = r.jsFiles.filter(hasFramerMotion);
      return files.length ? [`${r.path}: framer-motion in ${files.join(', ')} (${kB(r.jsGzip)} initial JS)`] : [];
    });
    expect(problems.length, problems.join('\n')).toBe(0);
  });
});
