/**
 * Long tasks while a page starts, at 4× CPU (issue 36): one or two running builds, interleaved,
 * medians of N. For each route and build: the longest task, the blocking time (the part of every
 * task beyond 50 ms, as TBT counts it), the number of tasks over 50 ms and the time to
 * `html[data-app-ready]`, from a `longtask` PerformanceObserver registered before the first byte
 * until 2.5 s after the app is ready. Prints the machine's load beside each route: on a loaded
 * machine only the two builds' figures of the same minute compare.
 *
 *   node scripts/bench-start.mjs --urls http://localhost:4173[,http://localhost:4174] --routes /check,/review [--runs 3]
 *
 * Serve each build with `npm run serve` (or `vite preview --port N` in its folder) first.
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const urls = arg('--urls', 'http://localhost:4173').split(',');
const routes = arg('--routes', '/check').split(',');
const runs = Number(arg('--runs', '3'));
const CPU_SLOWDOWN = 4;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
async function measure(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
  const ready = Date.now() - started;
  await page.waitForTimeout(2500);
  const tasks = await page.evaluate(() => globalThis.__longTasks);
  await context.close();
  return { longest: Math.max(0, ...tasks), blocking: tasks.reduce((n, t) => n + Math.max(0, t - 50), 0), count: tasks.length, ready };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => os.loadavg()[0].toFixed(2);

console.log(`Long tasks while a page starts, ${CPU_SLOWDOWN}× CPU, medians of ${runs}, builds interleaved`);
for (const route of routes) {
  const results = urls.map(() => []);
  const loadBefore = load();
  for (let i = 0; i < runs; i++) for (const [j, base] of urls.entries()) results[j].push(await measure(base + route));
  const text = (rs) =>
    `longest ${median(rs.map((r) => r.longest))} ms, blocking ${median(rs.map((r) => r.blocking))} ms, ${median(rs.map((r) => r.count))} over 50 ms, ready ${median(rs.map((r) => r.ready))} ms`;
  console.log(`${route}  ${urls.map((u, j) => `${u}: ${text(results[j])}`).join(' | ')}  (load ${loadBefore}–${load()})`);
}
await browser.close();
