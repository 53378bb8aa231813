/**
 * `npm run bench`: numbers to watch, not tests. Builds, then prints per prerendered route the
 * initial JavaScript (gzip) its HTML pulls in and the total bytes of its first load; the tools'
 * throughput; answering in each game at 4× CPU (tests/e2e/answer-latency.test.ts); smooth play;
 * and Lighthouse against each route's scripts-removed twin. Every timing prints the load average.
 *
 *   npm run bench -- [--no-build] [--only weight,tools,games,firsttap,smooth,lighthouse] [--runs 3] [--plays 3]
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES_FILE, type RoutesManifest } from '../src/boot/protocol';
import { LONG_TASK_MS, longestTaskText } from './benchFormat';
import { kB, routeWeight } from './routeWeight';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = arg('--only')?.split(',');
const wanted = (part: string) => !only || only.includes(part);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${load()} (1, 5, 15 min)`);

if (wanted('weight')) {
  const { static: paths } = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as RoutesManifest;
  const rows = paths.map((p) => routeWeight(dist, p));
  console.log('\nFirst load per route (gzip JS = the boot list + its static imports; HTML includes the critical CSS)\n');
  console.log(`${'route'.padEnd(48)} ${'JS gzip'.padStart(10)} ${'HTML gzip'.padStart(10)} ${'total raw'.padStart(11)}`);
  for (const r of rows) console.log(`${r.path.padEnd(48)} ${kB(r.jsGzip).padStart(10)} ${kB(r.htmlGzip).padStart(10)} ${kB(r.totalBytes).padStart(11)}`);
  const max = rows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a), rows[0]!);
  console.log(`\nLargest initial JS: ${max.path} at ${kB(max.jsGzip)} gzip.`);
}

if (wanted('tools')) await (await import('./bench-tools')).benchTools();

const vitest = (file: string, env: Record<string, string>) =>
  spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'e2e', file], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

// Answering at a phone's speed: key press to paint and the longest task, medians of 3 plays.
if (wanted('games')) {
  console.log(`\nAnswering at 4× CPU (tests/e2e/answer-latency.test.ts), load ${load()}`);
  vitest('tests/e2e/answer-latency.test.ts', { SOPHIST_BENCH: '1', SOPHIST_BENCH_PLAYS: arg('--plays') ?? '3' });
  const file = path.join(root, 'bench-results', 'games.json');
  if (existsSync(file)) {
    const { games, loadAverage } = JSON.parse(readFileSync(file, 'utf8')) as {
      loadAverage: number[];
      games: { game: string; worstEventMedian: number; longestTaskMedian: number }[];
    };
    console.log(`\nAnswering at 4× CPU, medians over the plays of each play's worst (targets: ≤ 100 ms to paint, no task > 50 ms); load at the end ${loadAverage.map((n) => n.toFixed(2)).join(' ')}\n`);
    console.log(`${'game'.padEnd(30)} ${'key press to paint'.padStart(19)} ${'longest task'.padStart(17)}`);
    for (const g of games) {
      console.log(`${g.game.padEnd(30)} ${`${g.worstEventMedian} ms${g.worstEventMedian > 100 ? '!' : ' '}`.padStart(19)} ${`${longestTaskText(g.longestTaskMedian)}${g.longestTaskMedian > LONG_TASK_MS ? '!' : ' '}`.padStart(17)}`);
    }
  }
}

// A reading page's first tap on an island (the app runs only then), and a later tap, at 4× CPU.
if (wanted('firsttap')) {
  console.log(`\nA reading page's first tap at 4× CPU (tests/e2e/first-tap.test.ts), load ${load()}`);
  vitest('tests/e2e/first-tap.test.ts', { SOPHIST_BENCH: '1', SOPHIST_BENCH_PLAYS: arg('--plays') ?? '3' });
}

// Smooth play: long tasks and layout shifts while answering in each game, at full speed.
if (wanted('smooth')) {
  console.log(`\nSmooth play (tests/e2e/smooth-play.test.ts), load ${load()}`);
  vitest('tests/e2e/smooth-play.test.ts', { SOPHIST_SMOOTH: '1' });
}

// Lighthouse (mobile, interleaved with each route's scripts-removed twin, medians).
if (wanted('lighthouse')) {
  console.log(`\nLighthouse, load ${load()}`);
  await (await import('./bench-lighthouse')).runLighthouseBench({ dist, runs: Number(arg('--runs') ?? 3) });
}
