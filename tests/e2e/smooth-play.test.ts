import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  answerDetective,
  answerFallacyGame,
  backendData,
  gotoPaused,
  nextDetectiveQuestion,
  nextStatement,
  openGamePage as openFallacyGamePage,
  startDetective,
  startFallacyGame,
  tick,
} from './fallacyGamesJourney';
import { answerFor, openGamePage as openRhetoricPage, options, positionText, settle } from './rhetoricJourney';
import { card, openArgumentPage, pressEnter, slot, startGame } from './argumentJourney';

/**
 * Smooth play: answering in a game runs no long task (over 50 ms) and nothing
 * moves when a result, an overlay or a toast appears. Measured with the browser's own
 * PerformanceObserver ('longtask', 'layout-shift'; 'long-animation-frame' only to say where a
 * long task comes from) around each interaction.
 *
 * Long tasks depend on the machine: on a shared CI box another process can stretch a 10 ms task
 * past 50 ms. So each scenario is played twice on fresh pages and only what happens at the same
 * interaction in both plays counts. Shifts count even right after the input (where CLS would
 * forgive them): the issue asks that results, overlays and toasts appear without moving what is
 * already on screen.
 */
const LONG_TASK_MS = 50;

interface Sample {
  label: string;
  longTasks: { start: number; duration: number }[];
  /** Long animation frames over 50 ms with their slowest scripts: where the time went. */
  frames: { duration: number; blocking: number; scripts: string[] }[];
  shifts: { value: number; hadRecentInput: boolean; sources: string[] }[];
}

declare global {
  interface Window {
    __smooth?: { stop: () => Omit<Sample, 'label'> };
  }
}

/** Starts recording long tasks and layout shifts from now on (not buffered: only this interaction). */
async function startObserving(page: Page) {
  await page.evaluate(() => {
    window.__smooth?.stop();
    const rec: Omit<Sample, 'label'> = { longTasks: [], frames: [], shifts: [] };
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const testId = node.getAttribute('data-testid');
      const cls = typeof node.className === 'string' ? node.className.split(/\s+/).filter((c) => c && !c.startsWith('css-')).slice(0, 2) : [];
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}${cls.map((c) => `.${c}`).join('')} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const onTasks = (list: PerformanceObserverEntryList) => {
      for (const e of list.getEntries()) rec.longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
    };
    type Loaf = PerformanceEntry & { blockingDuration: number; scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number; forcedStyleAndLayoutDuration: number }[] };
    const onFrames = (list: PerformanceObserverEntryList) => {
      for (const e of list.getEntries() as Loaf[]) {
        if (e.duration <= 50) continue;
        const scripts = [...(e.scripts ?? [])]
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 3)
          .map((s) =>
            `${Math.round(s.duration)} ms${s.forcedStyleAndLayoutDuration >= 1 ? ` (forced layout ${Math.round(s.forcedStyleAndLayoutDuration)} ms)` : ''} ${s.invoker} ${s.sourceFunctionName || ''} ${s.sourceURL.replace(/^https?:\/\/[^/]+/, '')}`.replace(/\s+/g, ' '),
          );
        rec.frames.push({ duration: Math.round(e.duration), blocking: Math.round(e.blockingDuration), scripts });
      }
    };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const onShifts = (list: PerformanceObserverEntryList) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.value > 0) rec.shifts.push({ value: Number(e.value.toFixed(4)), hadRecentInput: e.hadRecentInput, sources: (e.sources ?? []).map((s) => describe(s.node)) });
      }
    };
    const tasks = new PerformanceObserver(onTasks);
    tasks.observe({ type: 'longtask' });
    const frames = new PerformanceObserver(onFrames);
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) frames.observe({ type: 'long-animation-frame' });
    const shifts = new PerformanceObserver(onShifts);
    shifts.observe({ type: 'layout-shift' });
    window.__smooth = {
      stop: () => {
        onTasks({ getEntries: () => tasks.takeRecords() } as PerformanceObserverEntryList);
        onFrames({ getEntries: () => frames.takeRecords() } as PerformanceObserverEntryList);
        onShifts({ getEntries: () => shifts.takeRecords() } as PerformanceObserverEntryList);
        tasks.disconnect();
        frames.disconnect();
        shifts.disconnect();
        delete window.__smooth;
        return rec;
      },
    };
  });
}

/** Lets the page paint what the interaction changed (real time: the game clocks may be paused), then stops recording. */
async function stopObserving(page: Page, label: string): Promise<Sample> {
  await page.waitForTimeout(400);
  return { label, ...(await page.evaluate(() => window.__smooth!.stop())) };
}

async function measure(page: Page, label: string, interaction: () => Promise<void>): Promise<Sample> {
  await startObserving(page);
  await interaction();
  return stopObserving(page, label);
}

const show = (s: Sample) =>
  `${s.label}: long tasks [${s.longTasks.map((t) => `${t.duration} ms`).join(', ')}]` +
  (s.frames.length ? `, long frames [${s.frames.map((f) => `${f.duration} ms (blocking ${f.blocking}): ${f.scripts.join(' | ') || 'rendering/style/layout'}`).join('; ')}]` : '') +
  `, layout shifts [${s.shifts.map((x) => `${x.value}${x.hadRecentInput ? ' (after input)' : ''} from ${x.sources.join(', ')}`).join('; ')}]`;

const SHIFT_TOLERANCE = 0.001;
const longest = (s: Sample) => Math.max(0, ...s.longTasks.map((t) => t.duration));
const shiftScore = (s: Sample) => s.shifts.reduce((n, x) => n + x.value, 0);

/**
 * Plays a game's scenario twice, each time on a fresh page (so first-time costs recur), and fails on
 * an interaction that ran a long task in both plays (a real cost, where a one-off is the machine's
 * noise), or that moved content by more than a rounding error (layout-shift score 0.001) in both.
 */
async function expectSmooth(game: string, scenario: () => Promise<Sample[]>) {
  const plays = [await scenario(), await scenario()];
  const [first, second] = plays as [Sample[], Sample[]];
  console.log(`${game}\n${plays.map((p, i) => `  play ${i + 1}:\n    ${p.map(show).join('\n    ')}`).join('\n')}`);
  expect(second.map((x) => x.label)).toEqual(first.map((x) => x.label));
  const both = (bad: (x: Sample) => boolean) => first.flatMap((x, i) => (bad(x) && bad(second[i]!) ? [`${show(x)}\n      then ${show(second[i]!)}`] : []));
  // Shifts are noted before the long-task check can stop this test, so the shift test below
  // hears about every game's shifts whatever its long tasks did.
  const shifted = both((x) => shiftScore(x) > SHIFT_TOLERANCE);
  if (shifted.length) layoutShifts.push(`${game}: content moved when a result, overlay or toast appeared, in both plays\n    ${shifted.join('\n    ')}`);
  const janky = both((x) => longest(x) > LONG_TASK_MS);
  expect(janky.length, `${game}: long tasks (over ${LONG_TASK_MS} ms) in both plays\n    ${janky.join('\n    ')}\n`).toBe(0);
}

/** Layout shifts seen per game, checked together by the known-failure test at the end. */
const layoutShifts: string[] = [];

// A timing measurement, so it runs in `npm run bench` (SOPHIST_SMOOTH=1), not in `npm test`:
// on a loaded two-core CI box a paused-clock game can stall and long tasks stretch.
describe.runIf(process.env.SOPHIST_SMOOTH === '1')('smooth play: no long task, no layout shift when answering', () => {
  it('Logical Fallacy Detective: answers, results and the round overlay', async () => {
    const data = await backendData();
    await expectSmooth('Detective (/logical-fallacy-game)', async () => {
      const { page } = await openFallacyGamePage();
      await gotoPaused(page, '/logical-fallacy-game');
      await startDetective(page);
      const samples: Sample[] = [];
      // Seven answers make a round: 6 right, so the round overlay follows the last result.
      for (let i = 0; i < 7; i += 1) {
        const right = i !== 2;
        if (i < 4) {
          samples.push(
            await measure(page, `answer ${i + 1} (${right ? 'right' : 'wrong'})`, async () => {
              await answerDetective(page, data, right);
              await tick(page, 300); // the result's entrance
            }),
          );
        } else await answerDetective(page, data, right);
        if (i < 6) await nextDetectiveQuestion(page);
      }
      samples.push(
        await measure(page, 'round overlay', async () => {
          await tick(page, 1500);
          await page.getByTestId('round-overlay').waitFor();
          await tick(page, 300);
        }),
      );
      await page.context().close();
      return samples;
    });
  });

  it('Fallacy identification: answers and their verdicts', async () => {
    const data = await backendData();
    await expectSmooth('Fallacy identification (/games/fallacy-identification)', async () => {
      const { page } = await openFallacyGamePage();
      await gotoPaused(page, '/games/fallacy-identification');
      await startFallacyGame(page);
      const samples: Sample[] = [];
      for (let i = 0; i < 4; i += 1) {
        await page.getByTestId('round-counter').filter({ hasText: `Round ${i + 1} of 10` }).waitFor();
        const right = i !== 1;
        samples.push(
          await measure(page, `answer ${i + 1} (${right ? 'right' : 'wrong'})`, async () => {
            await answerFallacyGame(page, data, right);
            await tick(page, 300);
          }),
        );
        await nextStatement(page);
      }
      await page.context().close();
      return samples;
    });
  });

  it('The Sophist Game: answers and the feedback popup', async () => {
    await expectSmooth('The Sophist Game (/rhetoricgame)', async () => {
      const { page } = await openRhetoricPage('/rhetoricgame');
      await page.getByRole('button', { name: 'Start Game' }).click();
      await page.getByText(positionText(0, 0)).waitFor();
      await page.getByText('Setting up the first round…').waitFor({ state: 'hidden' });
      const samples: Sample[] = [];
      for (let i = 0; i < 4; i += 1) {
        await page.getByText(positionText(0, i)).waitFor();
        await settle(page);
        const right = i !== 1;
        const dialog = page.getByRole('dialog', { name: right ? 'Correct!' : 'Incorrect' });
        samples.push(
          await measure(page, `answer ${i + 1} (${right ? 'right' : 'wrong'})`, async () => {
            await options(page).getByRole('button', { name: answerFor(0, i, right), exact: true }).click();
            await dialog.waitFor();
            await settle(page);
          }),
        );
        await dialog.getByRole('button', { name: 'Next' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.context().close();
      return samples;
    });
  });

  it('Argument construction: placing words and the save toast', async () => {
    await expectSmooth('Argument construction (/argument-game)', async () => {
      const { page } = await openArgumentPage();
      await startGame(page);
      const samples: Sample[] = [];
      const steps = [
        ['premise', 'Premises', 'Ethos', 'Premise'],
        ['evidence', 'Evidence', 'Logos', 'Evidence'],
        ['conclusion', 'Conclusions', 'Pathos', 'Conclusion'],
      ] as const;
      for (const [label, group, appeal, slotName] of steps) {
        samples.push(
          await measure(page, `place the ${label}`, async () => {
            await pressEnter(card(page, group, appeal));
            await expect.poll(() => slot(page, slotName).getAttribute('data-state')).toBe('filled');
          }),
        );
      }
      samples.push(
        await measure(page, 'save toast', async () => {
          await page.getByRole('button', { name: 'Save Progress' }).click();
          await page.getByText('Game progress saved! You can safely return later.').waitFor();
        }),
      );
      await page.context().close();
      return samples;
    });
  });

  // Result banners keep their place from the start of a question (invisible until
  // the answer), the untimed clock is as tall as the running one, verdict icons and status lines have
  // reserved room, argument slots are as tall as their tallest candidate, and in-place tooltips no
  // longer chase scrolls. Any shift that returns (over SHIFT_TOLERANCE in both plays) fails here.
  it('moves no content when results, overlays or toasts appear (runs after the four plays above)', () => {
    expect(layoutShifts, layoutShifts.join('\n')).toEqual([]);
  });
});
