/**
 * What each long task is while a page starts (issue 36): a Chromium trace at 4× CPU from the first
 * byte to `html[data-app-ready]` + 1 s: the tasks over 50 ms after the first paint (as TBT counts them,
 * without Playwright's own), and for every long task its largest parts (script evaluation of which
 * chunk, a timer's or a promise's callback, style, layout, parsing), biggest first. Tracing slows the
 * page (~1.5×): compare builds traced alike, interleaved.
 *
 *   node scripts/bench-trace.mjs --url http://localhost:4173/check [--out trace.json]
 *
 * Serve the build first (`npx vite preview --port 4173`). Times are trace times (under the 4× throttle).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const url = arg('--url', 'http://localhost:4173/check');
const out = arg('--out', '');
const LONG = 50;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await cdp.send('Tracing.start', {
  transferMode: 'ReportEvents',
  traceConfig: {
    includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink.user_timing', 'loading'],
  },
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
await page.waitForTimeout(1000);
await cdp.send('Tracing.end');
await done;
await browser.close();
if (out) writeFileSync(out, JSON.stringify(events));

// The renderer's main thread: the thread that ran the page's ParseHTML.
const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur !== undefined);
const tasks = main.filter((e) => /^(RunTask|ThreadControllerImpl::RunTask)$/.test(e.name) && e.dur >= LONG * 1000)
  // The outer of two nested task events.
  .filter((e, _, all) => !all.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur)).sort((a, b) => a.ts - b.ts);
const t0 = parse.ts;
const label = (e) => {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const where = d.url || d.fileName || d.stackTrace?.[0]?.url || '';
  const fn = d.functionName ? ` ${d.functionName}` : '';
  return `${e.name}${fn}${where ? ` ${where.replace(/^https?:\/\/[^/]+/, '')}` : ''}`;
};
// The harness's own work (Playwright evaluating its scripts through the DevTools session) is not the page's.
const harness = (task) => main.some((e) => e.ts >= task.ts && e.ts <= task.ts + task.dur && e.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.DevToolsSession' && e.dur > task.dur / 2);
const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint');
const after = tasks.filter((t) => !harness(t) && (!firstPaint || t.ts >= firstPaint.ts));
const blocking = after.reduce((n, t) => n + t.dur / 1000 - LONG, 0);
console.log(
  `${url}: after the first paint, ${after.length} tasks over ${LONG} ms, longest ${Math.round(Math.max(0, ...after.map((t) => t.dur / 1000)))} ms, blocking ${Math.round(blocking)} ms (the harness's own tasks left out); every task over ${LONG} ms (trace ms from ParseHTML):`,
);
for (const task of tasks) {
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  // Direct children: events not inside another event of the task.
  const direct = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur));
  const parts = direct.filter((e) => e.dur >= 3000).sort((a, b) => b.dur - a.dur).slice(0, 6);
  console.log(`  at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms${harness(task) ? ' (the harness)' : ''}`);
  for (const p of parts) {
    const sub = inside
      .filter((e) => e !== p && e.ts >= p.ts && e.ts + e.dur <= p.ts + p.dur && e.dur >= 3000)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((e) => `${label(e)} ${(e.dur / 1000).toFixed(0)}`)
      .join('; ');
    console.log(`    ${(p.dur / 1000).toFixed(0)} ms ${label(p)}${sub ? `  [${sub}]` : ''}`);
  }
}
