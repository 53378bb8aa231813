import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { READY_ATTRIBUTES } from '../../src/boot/protocol';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/**
 * Shared by every journey: the system Chromium (never a downloaded one), started once per worker
 * and shared by every file it runs; pages that record console problems, each in its own context;
 * and an axe check that fails on any violation.
 */
export const baseUrl = () => inject('baseUrl');
export const apiUrl = () => inject('apiUrl');
export const url = (path: string) => `${baseUrl()}${path}`;

let browser: Promise<Browser> | undefined;
const contexts = new Set<BrowserContext>();

/**
 * Pages whose game data (`/api/statements`) has answered since their last navigation. Any page
 * may fetch it before a journey starts waiting (the harness's own intent starts it), so a wait
 * for the response asks here first instead of waiting for one that has already come.
 */
const statementsAnswered = new WeakSet<Page>();
export const statementsArrived = (page: Page) => statementsAnswered.has(page);

/** The worker's Chromium: starting one costs a second or more on a busy machine, so files share it. */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true }).then((launched) => {
    launched.on('disconnected', () => {
      browser = undefined;
    });
    return launched;
  });
  return browser;
}

/** Closes every context this file opened (the setup file calls it after each file), leaving the browser for the next. */
export async function closeContexts() {
  const open = [...contexts];
  contexts.clear();
  await Promise.all(open.map((context) => context.close().catch(() => {})));
}

export interface TrackedPage {
  page: Page;
  /** Console errors and warnings, failed requests and Content-Security-Policy violations, seen so far. */
  problems: string[];
  /** The page's `securitypolicyviolation` events so far (each is in `problems` too). */
  violations: string[];
}

/** What the page is told of each thing its Content-Security-Policy blocked. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** The binding each page reports its Content-Security-Policy violations through. */
const VIOLATION_BINDING = '__sophistCspViolation';

/** A fresh context and page; `problems` collects console errors/warnings and 4xx/5xx responses. */
export async function openPage(options: BrowserContextOptions = {}): Promise<TrackedPage> {
  // The service worker precaches the whole site; only the offline journey wants that.
  const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...options });
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.url().endsWith('/api/statements')) statementsAnswered.add(page);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) statementsAnswered.delete(page);
  });
  const problems: string[] = [];
  const violations: string[] = [];
  // Every journey runs under the real server's policy: anything it blocks fails the journey.
  await page.exposeFunction(VIOLATION_BINDING, ({ directive, blocked, sample }: Violation) => {
    const violation = `${directive} blocked ${blocked}${sample ? `: ${sample}` : ''}`;
    violations.push(violation);
    problems.push(`csp: ${violation}`);
  });
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (v: Violation) => void>)[binding];
      report?.({ directive: e.effectiveDirective, blocked: e.blockedURI || 'inline', sample: e.sample });
    });
  }, VIOLATION_BINDING);
  page.on('console', (msg) => {
    // A page served with a deliberate 404 status (the not-found page) logs its own load as an error.
    if (msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()) return;
    // Our own choice above (serviceWorkers: 'block'), not a problem of the page.
    if (msg.text().includes('Service Worker registration blocked by Playwright')) return;
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.request().isNavigationRequest()) problems.push(`${res.status()} ${res.url()}`);
  });
  return { page, problems, violations };
}

/**
 * The axe run on a page, with its results (WCAG 2.x A/AA and best practices). It first lets the
 * page's finite CSS transitions and animations end (at most 3 s): axe reads colours as they are
 * painted, and a tooltip caught half faded in fails contrast though it ends at full contrast.
 */
export async function analyzeAxe(page: Page, exclude: string[] = []) {
  const ended = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  ended.catch(() => {});
  // A real-time limit, kept here: the page's own timers may be a paused fake clock's.
  await Promise.race([ended, new Promise((done) => setTimeout(done, 3000))]);
  // Legacy mode runs axe in the page itself: the default opens a blank page in the context for
  // every check to merge frame results, and the site has no frames to merge.
  let builder = new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  for (const selector of exclude) builder = builder.exclude(selector);
  return builder.analyze();
}

/** Fails with the list of axe violations, given the run (by default, a fresh one on the page). */
export async function expectNoAxeViolations(page: Page, exclude: string[] = [], run = analyzeAxe(page, exclude)) {
  const { violations } = await run;
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Waits until the page has started: an app page hydrated (or rendered) and committed; a reading
 * page's start-up script done (its islands go live only when needed: see `waitForIslands`).
 */
export async function waitForApp(page: Page) {
  // A game or tool page starts at the visitor's first intent (src/app/start/appPage.ts); a journey
  // acts as a visitor about to use the page, so it shows one (a focus event on the document, which
  // no island and no screen reacts to) until the page has started.
  await page.waitForFunction((name) => {
    const started = document.documentElement.hasAttribute(name);
    if (!started) document.dispatchEvent(new FocusEvent('focusin'));
    return started;
  }, READY_ATTRIBUTES.script);
}

/** Waits until every island of a reading page is live (hydrated and handling its own events). */
export async function waitForIslands(page: Page) {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), READY_ATTRIBUTES.app);
}

/**
 * Runs `work` while a paused fake clock moves in small steps, so page code waiting on timers
 * (a page starting, axe, a lazy screen's reveal) finishes. Each step is a round trip to the page,
 * so the clock moves only a little further than the work needs.
 */
export async function whileTicking<T>(page: Page, work: Promise<T>, stepMs = 20): Promise<T> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  // Should moving the clock fail first, that error is the one reported.
  finished.catch(() => {});
  while (!done) await page.clock.runFor(stepMs);
  return finished;
}
