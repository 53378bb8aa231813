/**
 * `npm run bench`: numbers to watch, not tests. Builds, then prints per prerendered route the
 * initial JavaScript (gzip) its HTML pulls in and the total bytes of its first load.
 * Pass --no-build to measure an existing dist/.
 */
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kB, routeWeight } from './routeWeight';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const { static: paths } = JSON.parse(readFileSync(path.join(dist, '_routes.json'), 'utf8')) as { static: string[] };
const rows = paths.map((p) => routeWeight(dist, p));
console.log('\nFirst load per route (gzip JS = the boot list + its static imports; HTML includes the critical CSS)\n');
console.log(`${'route'.padEnd(48)} ${'JS gzip'.padStart(10)} ${'HTML gzip'.padStart(10)} ${'total raw'.padStart(11)}`);
for (const r of rows) console.log(`${r.path.padEnd(48)} ${kB(r.jsGzip).padStart(10)} ${kB(r.htmlGzip).padStart(10)} ${kB(r.totalBytes).padStart(11)}`);
const max = rows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a), rows[0]!);
console.log(`\nLargest initial JS: ${max.path} at ${kB(max.jsGzip)} gzip.`);

await (await import('./bench-tools')).benchTools();

// Smooth play: long tasks and layout shifts while answering in each game, in a real browser.
console.log('\nSmooth play (tests/e2e/smooth-play.test.ts)');
spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'e2e', 'tests/e2e/smooth-play.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SOPHIST_SMOOTH: '1' },
});

// Lighthouse (mobile, medians of 3 runs) and each route's LCP against its plain-HTML copy.
console.log('\nLighthouse');
await (await import('./bench-lighthouse')).runLighthouseBench({ dist });
