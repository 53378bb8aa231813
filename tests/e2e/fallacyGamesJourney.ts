import type { Locator, Page } from 'playwright-core';
import { detectiveName } from '../../src/features/detective/logic';
import type { FallacyType, Statement } from '../../src/contract/fallacies';
import { analyzeAxe, apiUrl, expectNoAxeViolations, openPage, statementsArrived, whileTicking, url, waitForApp, type TrackedPage } from './harness';
import { isRightFallacy } from '../../src/lib/game/fallacyFamily';

/**
 * Shared by the detective-* and fallacy-game-* journeys: a page with a paused fake clock and
 * the cookie choice made, and helpers that find the right answer the way a player who read the
 * lessons would (here: by looking the statement up in the backend's data).
 */
export const START_TIME = new Date('2025-06-15T12:00:00Z');

export async function openGamePage(): Promise<TrackedPage> {
  const tracked = await openPage();
  await tracked.page.clock.install({ time: START_TIME });
  await tracked.page.addInitScript(() => {
    localStorage.setItem('sophist.cookieConsent.v1', JSON.stringify({ value: 'declined', at: '2025-06-15T12:00:00.000Z' }));
  });
  return tracked;
}

/**
 * Each stop of the clock is this far after the previous one (the first after START_TIME). The
 * clock runs while a page loads, so it must stop at a time the page cannot have reached: no
 * load takes ten minutes (a journey times out long before), so the stop is always ahead.
 */
const PAUSE_STEP_MS = 10 * 60_000;
const lastPause = new WeakMap<Page, number>();

/**
 * Opens a path and stops the clock: from here on time moves only when the journey moves it. The
 * clock runs while the page starts (prerendered pages start their scripts after the first paint,
 * on timers), then jumps to the next stop, a time computed from the installed clock, never read
 * from the running page.
 */
export async function gotoPaused(page: Page, path: string) {
  await page.clock.resume();
  await page.goto(url(path));
  await waitForApp(page);
  const stop = (lastPause.get(page) ?? START_TIME.getTime()) + PAUSE_STEP_MS;
  lastPause.set(page, stop);
  await page.clock.pauseAt(stop);
}

/**
 * axe schedules its work with timers, which a paused clock never fires: the journey moves the
 * clock in small steps until axe has finished (call this where a second of game time does not
 * matter). The clock stays paused throughout.
 */
export async function checkA11y(page: Page) {
  const run = analyzeAxe(page);
  await whileTicking(page, run);
  await expectNoAxeViolations(page, [], run);
}

/**
 * Waits for a locator while moving the clock: React reveals a lazy screen that has loaded on a
 * timer, so a paused clock would hold a client-side navigation back forever. Each wait is on the
 * locator itself; the clock moves only between waits, at most `maxMs` in all.
 */
export async function waitTicking(page: Page, locator: Locator, maxMs = 15_000) {
  for (let ran = 0; ; ran += 100) {
    try {
      await locator.waitFor({ timeout: 250 });
      return;
    } catch (error) {
      if (ran >= maxMs) throw error;
    }
    await page.clock.runFor(100);
  }
}

/** Moves the fake clock, firing every timer due on the way. */
export const tick = (page: Page, ms: number) => page.clock.runFor(ms);

const SW_BLOCKED = /^console\.warning: Service Worker registration blocked by Playwright$/;
/** The page's problems minus the harness's own noise. */
export const gameProblems = (problems: string[]) => problems.filter((p) => !SW_BLOCKED.test(p));

/** What a journey knows about the game's data; `seen` collects the statements the board showed. */
export interface JourneyData {
  statements: Statement[];
  fallacies: FallacyType[];
  seen?: string[];
}

export async function backendData(): Promise<JourneyData> {
  const [statements, fallacies] = await Promise.all([
    fetch(`${apiUrl()}/api/statements`).then((r) => r.json() as Promise<Statement[]>),
    fetch(`${apiUrl()}/api/fallacies`).then((r) => r.json() as Promise<FallacyType[]>),
  ]);
  return { statements, fallacies };
}

/** The statement on the board (its full text is always there for screen readers). */
export async function boardStatement(page: Page, statements: Statement[]): Promise<Statement> {
  const text = (await page.getByRole('region', { name: 'The statement' }).textContent()) ?? '';
  const found = statements.filter((s) => text.includes(s.text)).sort((a, b) => b.text.length - a.text.length)[0];
  if (!found) throw new Error(`No known statement on the board: "${text}"`);
  return found;
}

// ---- Detective ---------------------------------------------------------------------------------

export const detectiveCards = (page: Page) => page.getByRole('group', { name: 'Which fallacy is it?' }).getByRole('button');

/** The question number in the header ("3 / 7"). */
export function questionShown(page: Page): Promise<string> {
  return headerValue(page, 'Question');
}

/** A value of the Detective's header ("Score", "Round score", "Question"). */
export function headerValue(page: Page, label: string): Promise<string> {
  return page.evaluate(
    (name) => [...document.querySelectorAll('dt')].find((dt) => dt.textContent === name)?.nextElementSibling?.textContent ?? '',
    label,
  );
}

/** Index (0–2) of the right card, or of a wrong one. */
export async function detectiveCardIndex(page: Page, data: JourneyData, right: boolean) {
  const statement = await boardStatement(page, data.statements);
  data.seen?.push(statement.id);
  const name = detectiveName(statement.fallacy_type_id, data.fallacies);
  // Each card's text starts with its key number (drawn in a badge), then the name.
  const labels = (await detectiveCards(page).allTextContents()).map((text) => text.replace(/^\d/, ''));
  const index = labels.findIndex((label) => label.startsWith(name));
  if (index < 0) throw new Error(`"${name}" is not on the cards: ${labels.join(' | ')}`);
  return right ? index : (index + 1) % labels.length;
}

/** Answers the question on the board with the keys 1–3 and waits for the verdict. */
export async function answerDetective(page: Page, data: JourneyData, right: boolean) {
  const index = await detectiveCardIndex(page, data, right);
  await page.keyboard.press(String(index + 1));
  await page.getByText(right ? 'Correct!' : 'Incorrect', { exact: true }).waitFor();
}

/** The result's 1.5 s, then the 0.3 s pause, then the next question is open. */
export async function nextDetectiveQuestion(page: Page) {
  const before = await questionShown(page);
  await tick(page, 1500);
  await page.locator('[data-result]').waitFor({ state: 'detached' });
  await tick(page, 300);
  await page.waitForFunction(
    (prev) => {
      const dd = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Question')?.nextElementSibling;
      const open = document.querySelector('[aria-keyshortcuts="1"]:not([aria-disabled])');
      return !!open && dd?.textContent !== prev;
    },
    before,
  );
}

/**
 * The fallacy games load their data at the page's first sign of intent (src/lib/whenIntent.ts;
 * the page itself starts at one, so usually at once). Waits for it, focusing Start (an intent) if
 * need be, so the press starts the 0.8 s overlay at once: the clock is paused, and a press before
 * the data would first wait on the network, in real time.
 */
export async function gameDataLoaded(page: Page) {
  // Listening first: a request already in flight is caught either way.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/statements'));
  answered.catch(() => {});
  // Already there (the page's own timing entries are the fake clock's, so the harness keeps count).
  if (statementsArrived(page)) return;
  await page.getByRole('button', { name: 'Start Game' }).focus();
  // Its module starts in steps on timers, which the paused clock moves only when told.
  await whileTicking(page, answered);
}

/** Starts a Detective game from the intro with the keyboard, through the 0.8 s spinner. */
export async function startDetective(page: Page) {
  await gameDataLoaded(page);
  await page.getByRole('button', { name: 'Start Game' }).press('Enter');
  await page.getByText('Shuffling the case files…').waitFor();
  await tick(page, 800);
  // The spinner can be on screen a moment before its 0.8 s timer is set: the clock moves on
  // in small steps until the cards are there.
  await waitTicking(page, detectiveCards(page).first(), 2_000);
}

/**
 * Plays one round: `right` correct answers, then wrong ones, and shows the last result's 1.5 s
 * (so the round overlay or the end follows).
 */
export async function playDetectiveRound(page: Page, data: JourneyData, right: number) {
  for (let i = 0; i < 7; i += 1) {
    await answerDetective(page, data, i < right);
    if (i < 6) await nextDetectiveQuestion(page);
  }
  await tick(page, 1500);
}

// ---- Fallacy identification ---------------------------------------------------------------------

export const fallacyGrid = (page: Page) => page.getByRole('group', { name: 'Fallacy types' });

/** Starts a fallacy-identification game with the keyboard, through the 0.8 s spinner. */
export async function startFallacyGame(page: Page) {
  await gameDataLoaded(page);
  await page.getByRole('button', { name: 'Start Game' }).press('Enter');
  await page.getByText('Dealing the statements…').waitFor();
  await tick(page, 800);
  // As for the Detective: the 0.8 s timer may be set just after the spinner shows.
  await waitTicking(page, fallacyGrid(page), 2_000);
}

/** Answers the statement on the board (keyboard: focus the button, Enter), and moves on with Next. */
export async function answerFallacyGame(page: Page, data: JourneyData, right: boolean) {
  const statement = await boardStatement(page, data.statements);
  const answer = data.fallacies.find((f) => f.id === statement.fallacy_type_id);
  // Not the genus either: Ad Hominem counts on a tu quoque (src/lib/game/fallacyFamily.ts).
  const wrong = data.fallacies.find((f) => !isRightFallacy(statement.fallacy_type_id, f.id));
  const name = (right ? answer : wrong)?.name ?? '';
  const button: Locator = fallacyGrid(page).getByRole('button', { name, exact: true });
  await button.press('Enter');
  await page.getByText(right ? 'Correct!' : 'Incorrect', { exact: true }).waitFor();
}

export async function nextStatement(page: Page) {
  const next = page.getByRole('button', { name: /^(Next|See the result)$/ });
  await next.press('Enter');
}

/** Plays a whole fallacy-identification game with `right` correct answers first. */
export async function playFallacyGame(page: Page, data: JourneyData, right: number) {
  for (let i = 0; i < 10; i += 1) {
    await page.getByTestId('round-counter').filter({ hasText: `Round ${i + 1} of 10` }).waitFor();
    await answerFallacyGame(page, data, i < right);
    await nextStatement(page);
  }
}
