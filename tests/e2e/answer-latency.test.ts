import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analysisArticles } from '../../src/content/games/analysisArticles';
import { CONSENT_KEY } from '../../src/app/consent';
import { backendData, boardStatement, detectiveCardIndex, detectiveCards, fallacyGrid, type JourneyData } from './fallacyGamesJourney';
import { openPage, url, waitForApp } from './harness';
import { answerFor, options, positionText } from './rhetoricJourney';
import { card, slot } from './argumentJourney';
import { isRightFallacy } from '../../src/lib/game/fallacyFamily';
import { longestTaskText } from '../../scripts/benchFormat';

/**
 * A bench, not a test (run by `npm run bench` with SOPHIST_BENCH=1; it asserts nothing about
 * time): how an answer feels on a slow phone. Chromium's CPU is slowed 4× (CDP
 * Emulation.setCPUThrottlingRate) once the game is on screen; each answer is a real key press,
 * and the browser's own Event Timing (PerformanceObserver 'event', durationThreshold 16) gives
 * the time from the key press to the next paint, 'longtask' the longest task while answering.
 * The clock is the real one (no fake clock): the games' own timers run as on a phone. Each game
 * is played three times on fresh pages; bench-results/games.json gets every sample and the
 * medians over the plays of each play's worst answer.
 */
const CPU_SLOWDOWN = 4;
const PLAYS = Number(process.env.SOPHIST_BENCH_PLAYS ?? 3);
/** After the verdict is on screen, the real time left for the paint and anything the answer scheduled. */
const SETTLE_MS = 700;

interface Sample {
  label: string;
  /** Worst key-press-to-paint of the interaction (0: every event under the 16 ms threshold). */
  worstEvent: number;
  /** The worst event's parts: input delay, handlers, and from handlers to the paint. */
  parts: { name: string; delay: number; processing: number; presentation: number } | null;
  longestTask: number;
  /** Long animation frames over 50 ms and their slowest scripts: where the time went. */
  frames: string[];
  /** CSS rules inserted while answering (Emotion generating styles): each restyles the whole page. */
  rulesInserted: number;
}

declare global {
  interface Window {
    __latency?: { stop: () => Omit<Sample, 'label'> };
    __rulesInserted?: number;
  }
}

async function startObserving(page: Page) {
  await page.evaluate(() => {
    window.__latency?.stop();
    const rulesAtStart = window.__rulesInserted ?? 0;
    type EventEntry = PerformanceEntry & { interactionId: number; processingStart: number; processingEnd: number };
    type Loaf = PerformanceEntry & { blockingDuration: number; scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number; forcedStyleAndLayoutDuration: number }[] };
    const events: EventEntry[] = [];
    const tasks: number[] = [];
    const frames: string[] = [];
    const onEvents = (list: PerformanceObserverEntryList) => events.push(...(list.getEntries() as EventEntry[]));
    const onTasks = (list: PerformanceObserverEntryList) => tasks.push(...list.getEntries().map((e) => Math.round(e.duration)));
    const onFrames = (list: PerformanceObserverEntryList) => {
      for (const e of list.getEntries() as Loaf[]) {
        if (e.duration <= 50) continue;
        const scripts = [...(e.scripts ?? [])]
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 3)
          .map((s) =>
            `${Math.round(s.duration)} ms${s.forcedStyleAndLayoutDuration >= 1 ? ` (layout ${Math.round(s.forcedStyleAndLayoutDuration)})` : ''} ${s.invoker} ${s.sourceFunctionName || ''} ${s.sourceURL.replace(/^https?:\/\/[^/]+/, '')}`.replace(/\s+/g, ' '),
          );
        frames.push(`${Math.round(e.duration)} ms: ${scripts.join(' | ') || 'style/layout/paint'}`);
      }
    };
    const eo = new PerformanceObserver(onEvents);
    eo.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const to = new PerformanceObserver(onTasks);
    to.observe({ type: 'longtask' });
    const fo = new PerformanceObserver(onFrames);
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) fo.observe({ type: 'long-animation-frame' });
    window.__latency = {
      stop: () => {
        onEvents({ getEntries: () => eo.takeRecords() } as PerformanceObserverEntryList);
        onTasks({ getEntries: () => to.takeRecords() } as PerformanceObserverEntryList);
        onFrames({ getEntries: () => fo.takeRecords() } as PerformanceObserverEntryList);
        eo.disconnect();
        to.disconnect();
        fo.disconnect();
        delete window.__latency;
        const worst = events.filter((e) => e.interactionId > 0).sort((a, b) => b.duration - a.duration)[0];
        return {
          worstEvent: worst ? Math.round(worst.duration) : 0,
          parts: worst
            ? {
                name: worst.name,
                delay: Math.round(worst.processingStart - worst.startTime),
                processing: Math.round(worst.processingEnd - worst.processingStart),
                presentation: Math.round(worst.startTime + worst.duration - worst.processingEnd),
              }
            : null,
          longestTask: Math.max(0, ...tasks),
          frames,
          rulesInserted: (window.__rulesInserted ?? 0) - rulesAtStart,
        };
      },
    };
  });
}

/**
 * Presses, lets the page paint in real time with nothing else running in it, then checks that the
 * answer landed. Playwright's own waiting (a locator polling the page) would run on the page's
 * main thread while it answers, and count as the page's time.
 */
async function measure(page: Page, label: string, press: () => Promise<void>, landed: () => Promise<unknown>): Promise<Sample> {
  await startObserving(page);
  await press();
  await page.waitForTimeout(SETTLE_MS);
  const sample = { label, ...(await page.evaluate(() => window.__latency!.stop())) };
  await landed();
  return sample;
}

/** A fresh page with the cookie choice made, the game's address open and React in charge. */
async function openGame(path: string): Promise<Page> {
  const { page } = await openPage();
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ value: 'declined', at: '2025-06-15T12:00:00.000Z' }));
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      window.__rulesInserted = (window.__rulesInserted ?? 0) + 1;
      return insertRule.call(this, rule, index);
    };
  }, CONSENT_KEY);
  await page.goto(url(path));
  await waitForApp(page);
  return page;
}

/** From here on the page runs at a phone's speed. */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

interface GameResult {
  game: string;
  path: string;
  plays: Sample[][];
  /** Median over the plays of each play's worst key-press-to-paint and longest task. */
  worstEventMedian: number;
  longestTaskMedian: number;
}

const results: GameResult[] = [];
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function bench(game: string, gamePath: string, play: () => Promise<Sample[]>) {
  const plays: Sample[][] = [];
  for (let i = 0; i < PLAYS; i += 1) plays.push(await play());
  const result: GameResult = {
    game,
    path: gamePath,
    plays,
    worstEventMedian: median(plays.map((p) => Math.max(...p.map((s) => s.worstEvent)))),
    longestTaskMedian: median(plays.map((p) => Math.max(...p.map((s) => s.longestTask)))),
  };
  results.push(result);
  const show = (s: Sample) =>
    `${s.label}: ${s.worstEvent || '<16'} ms${s.parts ? ` (${s.parts.name}: delay ${s.parts.delay}, handlers ${s.parts.processing}, to paint ${s.parts.presentation})` : ''}, longest task ${longestTaskText(s.longestTask)}, ${s.rulesInserted} CSS rules inserted${s.frames.length ? `\n        ${s.frames.join('\n        ')}` : ''}`;
  console.log(
    `${game}: key press to paint ${result.worstEventMedian} ms, longest task ${longestTaskText(result.longestTaskMedian)} (medians of ${PLAYS} plays' worst; load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})\n` +
      plays.map((p, i) => `  play ${i + 1}:\n      ${p.map(show).join('\n      ')}`).join('\n'),
  );
  expect(plays.every((p) => p.length > 0)).toBe(true);
}

describe.runIf(process.env.SOPHIST_BENCH === '1')(`answering at ${CPU_SLOWDOWN}× CPU: key press to paint, longest task`, () => {
  let data: JourneyData;

  it('Logical Fallacy Detective', async () => {
    data = await backendData();
    await bench('Logical Fallacy Detective', '/logical-fallacy-game', async () => {
      const page = await openGame('/logical-fallacy-game');
      await page.getByRole('button', { name: 'Start Game' }).press('Enter');
      await detectiveCards(page).first().waitFor();
      await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
      await slowDown(page);
      const samples: Sample[] = [];
      for (let i = 0; i < 4; i += 1) {
        const right = i !== 2;
        const index = await detectiveCardIndex(page, data, right);
        samples.push(
          await measure(
            page,
            `answer ${i + 1} (${right ? 'right' : 'wrong'})`,
            () => page.keyboard.press(String(index + 1)),
            () => page.getByText(right ? 'Correct!' : 'Incorrect', { exact: true }).waitFor(),
          ),
        );
        // The verdict shows for 1.5 s, then the next question opens by itself.
        await page.locator('[data-result]').waitFor({ state: 'detached', timeout: 20_000 });
        await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor({ timeout: 20_000 });
      }
      await page.context().close();
      return samples;
    });
  });

  it('Fallacy identification', async () => {
    data ??= await backendData();
    await bench('Fallacy identification', '/games/fallacy-identification', async () => {
      const page = await openGame('/games/fallacy-identification');
      await page.getByRole('button', { name: 'Start Game' }).press('Enter');
      await fallacyGrid(page).waitFor();
      await slowDown(page);
      const samples: Sample[] = [];
      for (let i = 0; i < 4; i += 1) {
        await page.getByTestId('round-counter').filter({ hasText: `Round ${i + 1} of 10` }).waitFor();
        const right = i !== 1;
        const statement = await boardStatement(page, data.statements);
        // A wrong pick is not the genus either: Ad Hominem counts on a tu quoque.
        const name = data.fallacies.find((f) => (right ? f.id === statement.fallacy_type_id : !isRightFallacy(statement.fallacy_type_id, f.id)))?.name ?? '';
        const button = fallacyGrid(page).getByRole('button', { name, exact: true });
        await button.focus();
        samples.push(
          await measure(
            page,
            `answer ${i + 1} (${right ? 'right' : 'wrong'})`,
            () => page.keyboard.press('Enter'),
            () => page.getByText(right ? 'Correct!' : 'Incorrect', { exact: true }).waitFor(),
          ),
        );
        await page.getByRole('button', { name: /^(Next|See the result)$/ }).focus();
        samples.push(
          await measure(
            page,
            `next ${i + 1}`,
            () => page.keyboard.press('Enter'),
            () => page.getByTestId('round-counter').filter({ hasText: `Round ${i + 2} of 10` }).waitFor(),
          ),
        );
      }
      await page.context().close();
      return samples;
    });
  });

  it('The Sophist Game', async () => {
    await bench('The Sophist Game', '/rhetoricgame', async () => {
      const page = await openGame('/rhetoricgame');
      await page.getByRole('button', { name: /^Start/ }).press('Enter');
      await page.getByText(positionText(0, 0)).waitFor();
      await page.getByText('Setting up the first round…').waitFor({ state: 'hidden' });
      await slowDown(page);
      const samples: Sample[] = [];
      for (let i = 0; i < 4; i += 1) {
        await page.getByText(positionText(0, i)).waitFor();
        const right = i !== 1;
        await options(page).getByRole('button', { name: answerFor(0, i, right), exact: true }).focus();
        const dialog = page.getByRole('dialog', { name: right ? 'Correct!' : 'Incorrect' });
        samples.push(
          await measure(page, `answer ${i + 1} (${right ? 'right' : 'wrong'})`, () => page.keyboard.press('Enter'), () => dialog.waitFor()),
        );
        const next = dialog.getByRole('button', { name: 'Next' });
        await next.focus();
        samples.push(
          await measure(page, `next ${i + 1}`, () => page.keyboard.press('Enter'), () => dialog.waitFor({ state: 'detached' })),
        );
      }
      await page.context().close();
      return samples;
    });
  });

  it('Rhetoric Analysis Challenge', async () => {
    const article = analysisArticles[0]!;
    await bench('Rhetoric Analysis Challenge', '/games/rhetoric-analysis', async () => {
      const page = await openGame('/games/rhetoric-analysis');
      await page.getByRole('heading', { level: 2, name: article.title }).waitFor();
      // A player reads before opening a segment: the first open comes after the page's first idle
      // moment, when the dialog's warm-up has run (README, issue 25).
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      await slowDown(page);
      const samples: Sample[] = [];
      for (let n = 0; n < Math.min(4, article.segments.length); n += 1) {
        const segment = article.segments[n]!;
        await page.getByRole('button', { name: `${segment.text} (not found yet)`, exact: true }).focus();
        const dialog = page.getByRole('dialog', { name: segment.technique });
        samples.push(
          await measure(page, `open segment ${n + 1}`, () => page.keyboard.press('Enter'), () => dialog.waitFor()),
        );
        const mark = dialog.getByRole('button', { name: 'Mark as Found' });
        await mark.focus();
        expect(await focused(mark)).toBe(true);
        samples.push(
          await measure(page, `mark segment ${n + 1}`, () => page.keyboard.press('Enter'), () => dialog.waitFor({ state: 'detached' })),
        );
      }
      await page.context().close();
      return samples;
    });
  });

  it('Argument construction', async () => {
    await bench('Argument construction', '/argument-game', async () => {
      const page = await openGame('/argument');
      await page.getByRole('button', { name: 'Start New Game' }).press('Enter');
      await page.waitForURL(url('/argument-game'));
      await page.getByRole('heading', { level: 1, name: 'Construct Your Argument' }).waitFor();
      // A player reads the cards before placing one: the first move comes after the board's first
      // idle moments, when its warm-up of a first move's styles has rendered (as in the analysis game).
      for (let i = 0; i < 2; i += 1) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      await slowDown(page);
      const samples: Sample[] = [];
      const steps = [
        ['premise', 'Premises', 'Ethos', 'Premise'],
        ['evidence', 'Evidence', 'Logos', 'Evidence'],
        ['conclusion', 'Conclusions', 'Pathos', 'Conclusion'],
      ] as const;
      for (const [label, group, appeal, slotName] of steps) {
        await card(page, group, appeal).focus();
        samples.push(
          await measure(
            page,
            `place the ${label}`,
            () => page.keyboard.press('Enter'),
            () => expect.poll(() => slot(page, slotName).getAttribute('data-state')).toBe('filled'),
          ),
        );
      }
      const submit = page.getByRole('button', { name: 'Submit Argument' });
      await submit.focus();
      samples.push(
        await measure(
          page,
          'submit',
          () => page.keyboard.press('Enter'),
          () => page.getByRole('heading', { level: 1, name: 'Argument Analysis' }).waitFor(),
        ),
      );
      await page.context().close();
      return samples;
    });
  });

  it('writes bench-results/games.json', () => {
    const out = path.resolve(import.meta.dirname, '../../bench-results/games.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(
      out,
      JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, plays: PLAYS, loadAverage: os.loadavg(), cores: os.cpus().length, games: results }, null, 2),
    );
    expect(results.length).toBeGreaterThan(0);
  });
});
