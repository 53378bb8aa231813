/**
 * Lighthouse as a benchmark, part of `npm run bench`; not a test, because timings are noisy.
 * Serves the production build in dist/ (run `npm run build` first) with the backend, exactly as
 * the journeys do, and a copy of dist/ with every <script> and modulepreload removed (the
 * scripts-removed twin of the same pages). Runs Lighthouse with its default mobile preset
 * (simulated 4× CPU) on the system Chromium, at least 3 times per route for both, interleaved,
 * and reports medians: the four category scores, LCP, total blocking time and script boot-up of
 * the page and of its twin, and the machine's load average beside them (the machine is shared:
 * figures taken under load are only comparable with the twin's of the same run). Writes
 * bench-results/lighthouse.json, with the top findings of each route.
 *
 *   tsx scripts/bench-lighthouse.ts [--runs 3] [--routes /,/about] [--dist a-copy-of-dist] [--out file.json]
 *
 * dist/ is shared while several people work: run it under the lock (flock /tmp/sophist-dist.lock …).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { preview } from 'vite';
import { apiProxy } from './apiProxy.mjs';
import { freePort, waitForHttp } from './ports.mjs';
import { sophistPreview } from './previewPlugin';
import { bootManifestInHtml, htmlFileFor, ROUTES_FILE, type RoutesManifest } from '../src/boot/protocol';

const root = path.resolve(import.meta.dirname, '..');

/** The reading pages sampled: home, a fallacy lesson and a technique (every other one is built alike). */
export const CONTENT_ROUTES = new Set(['/', '/fallacies/AdHominem', '/techniques/gaslighting']);
/**
 * The targets: Lighthouse scores at least these, LCP within 1.2 × the same page without scripts;
 * TBT within 2 × the twin's on a reading page, and at most 50 ms above the twin's on an app page
 * (a game, tool or learning page, hydrated whole: issue 36).
 */
export const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpRatio: 1.2, tbtRatio: 2, appTbtOverTwin: 50 };

/**
 * The app pages of a build: every prerendered page whose screen is a game, tool or learning screen
 * (src/features/), read from the build itself (its route list, each page's boot list and the Vite
 * manifest), so a new game is benched without anyone adding it here.
 */
export function appRoutesOf(dist: string): string[] {
  const { static: paths } = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as RoutesManifest;
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const sourceOf = new Map(Object.entries(manifest).map(([source, chunk]) => [`/${chunk.file}`, source]));
  return paths.filter((p) => {
    // A page's boot list names its screen's own chunk first (src/boot/protocol.ts).
    const screen = bootManifestInHtml(readFileSync(path.join(dist, htmlFileFor(p)), 'utf8')).preload[0];
    return screen !== undefined && (sourceOf.get(screen) ?? '').startsWith('src/features/');
  });
}

/** What `npm run bench` measures: the sampled reading pages, then every app page of the build. */
export const benchRoutes = (dist: string): string[] => [...CONTENT_ROUTES, ...appRoutesOf(dist)];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Run {
  scores: Record<Category, number>;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's script boot-up time (bootup-time: script evaluation and parsing, all scripts), ms. */
  bootup: number;
  lhr: Result;
}

export interface RouteResult {
  path: string;
  /** Medians over the runs: scores 0–100, times in ms. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bootup: number;
  plainLcp: number;
  plainFcp: number;
  plainTbt: number;
  plainBootup: number;
  /** lcp / plainLcp (target ≤ 1.2). */
  ratio: number;
  /** tbt / plainTbt (target ≤ 2). */
  tbtRatio: number;
  /** The machine's load average (1, 5, 15 min) before the route's first run and after its last. */
  load: { before: number[]; after: number[] };
  runs: { scores: Record<Category, number>; lcp: number; fcp: number; tbt: number; cls: number; bootup: number }[];
  plainRuns: { lcp: number; fcp: number; tbt: number; bootup: number }[];
  /** What Lighthouse flags, from the run with the median performance score. */
  findings: string[];
}

const loadText = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A copy of dist/ whose pages carry no script at all: what the reader gets from the HTML alone. */
function plainCopy(dist: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sophist-plain-'));
  cpSync(dist, dir, { recursive: true });
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => {
      const f = path.join(d, n);
      return statSync(f).isDirectory() ? walk(f) : f.endsWith('.html') ? [f] : [];
    });
  for (const file of walk(dir)) {
    const html = readFileSync(file, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
    writeFileSync(file, html);
  }
  rmSync(path.join(dir, 'sw.js'), { force: true });
  return dir;
}

interface Servers {
  siteUrl: string;
  plainUrl: string;
  stop: () => Promise<void>;
}

/** The build with the backend (as tests/e2e/globalSetup.ts does), and the plain copy, on free ports. */
async function startServers(dist: string): Promise<Servers> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'sophist-bench-'));
  cpSync(path.join(root, 'src', 'contract', 'seed'), path.join(work, 'seed'), { recursive: true });
  const [port, apiPort, plainPort] = [await freePort(), await freePort(), await freePort()];
  const env = { ...process.env, API_PORT: String(apiPort), DB_FILE: path.join(work, 'db.json'), SEED_DIR: path.join(work, 'seed'), PORT: String(port) };
  const children: ChildProcess[] = [
    spawn(path.join(root, 'node_modules/.bin/tsx'), ['mock-api/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'ignore'] }),
  ];
  // Both served from their own folders by the same kind of server (vite preview: gzip, same
  // routing), so only the scripts differ, and dist/ may be a copy (a rebuild cannot disturb a run).
  const serve = (dir: string, p: number) =>
    preview({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      build: { outDir: dir },
      plugins: [sophistPreview(dir)],
      preview: { port: p, strictPort: true, host: '127.0.0.1', proxy: apiProxy(apiPort) },
    });
  const site = await serve(dist, port);
  const plainDir = plainCopy(dist);
  const plain = await serve(plainDir, plainPort);
  const siteUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);
  await waitForHttp(siteUrl);
  return {
    siteUrl,
    plainUrl: `http://127.0.0.1:${plainPort}`,
    stop: async () => {
      for (const child of children) child.kill('SIGTERM');
      await plain.close();
      await site.close();
      rmSync(plainDir, { recursive: true, force: true });
      rmSync(work, { recursive: true, force: true });
    },
  };
}

async function runLighthouse(url: string, categories: readonly Category[]): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // No config: Lighthouse's default, the mobile preset (Moto G Power, slow 4G, 4× CPU, simulated).
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // SOPHIST_LHR_DIR=folder keeps every run's whole report (its long tasks' start times, the main thread's breakdown).
    const keep = process.env.SOPHIST_LHR_DIR;
    if (keep) writeFileSync(path.join(keep, `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(lhr));
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
      lcp: num('largest-contentful-paint'),
      fcp: num('first-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      bootup: num('bootup-time'),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

type Item = Record<string, unknown> & { node?: { snippet?: string; selector?: string; nodeLabel?: string } };

function describeItem(item: Item): string {
  const where = item.node?.selector ?? item.node?.nodeLabel ?? (typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : undefined) ?? item.label ?? item.source;
  const extra = ['wastedMs', 'duration', 'score', 'totalBytes']
    .filter((k) => typeof item[k] === 'number')
    .map((k) => `${k}=${Math.round((item[k] as number) * (k === 'score' ? 1000 : 1)) / (k === 'score' ? 1000 : 1)}`)
    .join(' ');
  return [typeof where === 'string' ? where : JSON.stringify(where)?.slice(0, 80), extra].filter(Boolean).join(' ');
}

/** The rows of an audit's details: a table's items, or those of the tables inside a list (insights). */
function tableItems(details: unknown): Item[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((i: unknown) => {
    if (!i || typeof i !== 'object') return [];
    const nested = i as { type?: string; items?: unknown };
    return nested.type && Array.isArray(nested.items) ? tableItems(nested) : [i as Item];
  });
}

/** Failing audits of every category, plus long tasks and layout shifts even when only informative. */
export function findings(lhr: Result): string[] {
  const out: string[] = [];
  const refs = new Set(Object.values(lhr.categories).flatMap((c) => c.auditRefs.map((r) => r.id)));
  const always = new Set(['long-tasks', 'layout-shifts', 'render-blocking-resources', 'render-blocking-insight', 'cls-culprits-insight', 'bootup-time', 'mainthread-work-breakdown']);
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (!refs.has(id) && !always.has(id)) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'error') continue;
    const items = tableItems(audit.details);
    const failing = audit.score !== null && audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : 0.9);
    const informative = always.has(id) && items.length > 0 && (id !== 'long-tasks' || items.some((i) => Number(i.duration) > 50));
    if (!failing && !informative) continue;
    if (['largest-contentful-paint', 'first-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'interactive'].includes(id) && !failing) continue;
    const head = `${id}${audit.score !== null ? ` (score ${Math.round(audit.score * 100)})` : ''}${audit.displayValue ? `: ${audit.displayValue}` : ''}`;
    const detail = items.slice(0, 4).map(describeItem).filter(Boolean);
    out.push(detail.length ? `${head} — ${detail.join('; ')}` : head);
  }
  return out;
}

export async function runLighthouseBench(options: { dist?: string; runs?: number; routes?: string[]; out?: string } = {}): Promise<RouteResult[]> {
  const dist = options.dist ?? path.join(root, 'dist');
  const runs = Math.max(1, options.runs ?? 3);
  const routes = options.routes ?? benchRoutes(dist);
  const out = options.out ?? path.join(root, 'bench-results', 'lighthouse.json');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('No production build: run `npm run build` first.');
  const servers = await startServers(dist);
  const results: RouteResult[] = [];
  const started = Date.now();
  try {
    for (const route of routes) {
      const site: Run[] = [];
      const plain: Run[] = [];
      const loadBefore = os.loadavg();
      // Interleaved, so a slow spell of the machine hits both versions alike.
      for (let i = 0; i < runs; i++) {
        site.push(await runLighthouse(`${servers.siteUrl}${route}`, CATEGORIES));
        plain.push(await runLighthouse(`${servers.plainUrl}${route}`, ['performance']));
        process.stdout.write(
          `  ${route} run ${i + 1}/${runs}: TBT ${Math.round(site[i]!.tbt)} ms (twin ${Math.round(plain[i]!.tbt)} ms), boot-up ${Math.round(site[i]!.bootup)} ms (twin ${Math.round(plain[i]!.bootup)} ms), LCP ${Math.round(site[i]!.lcp)} ms (twin ${Math.round(plain[i]!.lcp)} ms), perf ${site[i]!.scores.performance}, load ${loadText()}\n`,
        );
      }
      const med = (f: (r: Run) => number, rs = site) => median(rs.map(f));
      const byPerf = [...site].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(site.length / 2)]!;
      const lcp = med((r) => r.lcp);
      const plainLcp = med((r) => r.lcp, plain);
      const tbt = med((r) => r.tbt);
      const plainTbt = med((r) => r.tbt, plain);
      results.push({
        path: route,
        performance: med((r) => r.scores.performance),
        accessibility: med((r) => r.scores.accessibility),
        bestPractices: med((r) => r.scores['best-practices']),
        seo: med((r) => r.scores.seo),
        lcp,
        fcp: med((r) => r.fcp),
        tbt,
        cls: med((r) => r.cls),
        bootup: med((r) => r.bootup),
        plainLcp,
        plainFcp: med((r) => r.fcp, plain),
        plainTbt,
        plainBootup: med((r) => r.bootup, plain),
        ratio: lcp / plainLcp,
        // A twin's TBT can be 0 on a quiet machine: the ratio is then against 1 ms.
        tbtRatio: tbt / Math.max(1, plainTbt),
        load: { before: loadBefore, after: os.loadavg() },
        runs: site.map(({ scores, lcp: l, fcp, tbt: t, cls, bootup }) => ({ scores, lcp: l, fcp, tbt: t, cls, bootup })),
        plainRuns: plain.map(({ lcp: l, fcp, tbt: t, bootup }) => ({ lcp: l, fcp, tbt: t, bootup })),
        findings: findings(byPerf.lhr),
      });
    }
  } finally {
    await servers.stop();
  }

  printTable(results);
  let chromium = 'unknown';
  try {
    chromium = execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    /* only for the record */
  }
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpu: os.cpus()[0]?.model, cores: os.cpus().length, memoryGB: Math.round(os.totalmem() / 2 ** 30), platform: `${os.type()} ${os.release()}`, node: process.version, chromium },
        lighthouse: (JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version,
        preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
        loadAverage: { end: os.loadavg() },
        runsPerRoute: runs,
        targets: TARGETS,
        durationSeconds: Math.round((Date.now() - started) / 1000),
        routes: results,
      },
      null,
      2,
    ),
  );
  console.log(`\nWrote ${path.relative(root, out)} (${Math.round((Date.now() - started) / 1000)} s).`);
  return results;
}

function printTable(results: RouteResult[]) {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  console.log(`\nLighthouse, mobile preset, medians; "twin" = the same page with its scripts removed (! = misses a target: perf ≥ ${TARGETS.performance}; "TBT ×" on a reading page is the ratio to the twin's, target ≤ ${TARGETS.tbtRatio}; on an app page, "+N" is the TBT above the twin's, target ≤ ${TARGETS.appTbtOverTwin} ms); load now ${loadText()}\n`);
  const head = ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'twin LCP', 'ratio', 'TBT', 'twin TBT', 'TBT ×/+', 'boot-up', 'twin boot', 'CLS', 'load (1 min)'];
  const widths = [26, 6, 6, 9, 6, 9, 10, 7, 8, 9, 7, 9, 10, 7, 14];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
  console.log(line(head));
  for (const r of results) {
    console.log(
      line([
        r.path,
        `${r.performance}${mark(r.performance >= TARGETS.performance)}`,
        `${r.accessibility}${mark(r.accessibility >= TARGETS.accessibility)}`,
        `${r.bestPractices}${mark(r.bestPractices >= TARGETS['best-practices'])}`,
        `${r.seo}${mark(r.seo >= TARGETS.seo)}`,
        ms(r.lcp),
        ms(r.plainLcp),
        `${r.ratio.toFixed(2)}${mark(r.ratio <= TARGETS.lcpRatio)}`,
        ms(r.tbt),
        ms(r.plainTbt),
        CONTENT_ROUTES.has(r.path)
          ? `${r.tbtRatio.toFixed(1)}${mark(r.tbtRatio <= TARGETS.tbtRatio)}`
          : `+${Math.round(r.tbt - r.plainTbt)}${mark(r.tbt - r.plainTbt <= TARGETS.appTbtOverTwin)}`,
        ms(r.bootup),
        ms(r.plainBootup),
        r.cls.toFixed(3),
        `${r.load.before[0]!.toFixed(2)}–${r.load.after[0]!.toFixed(2)}`,
      ]),
    );
  }
  console.log('\nTop findings (from the median run of each route):');
  for (const r of results) {
    console.log(`  ${r.path}`);
    for (const f of r.findings.slice(0, 12)) console.log(`    - ${f}`);
    if (!r.findings.length) console.log('    (none)');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const routes = arg('--routes')?.split(',').filter(Boolean);
  const out = arg('--out');
  const dist = arg('--dist');
  await runLighthouseBench({ ...(dist ? { dist: path.resolve(dist) } : {}), runs: Number(arg('--runs') ?? process.env.LH_RUNS ?? 3), ...(routes ? { routes } : {}), ...(out ? { out: path.resolve(out) } : {}) });
}
