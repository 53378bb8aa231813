import type { Locator, Page } from 'playwright-core';
import { CONSENT_KEY } from '../../src/app/consent';
import { quizQuestions } from '../../src/content/games/quiz';
import { expectNoAxeViolations, openPage, url, waitForApp, type TrackedPage } from './harness';

/** The harness blocks service workers; the page's registration attempt warns about it, which is expected. */
export const realProblems = (problems: string[]) =>
  problems.filter((p) => p !== 'console.warning: Service Worker registration blocked by Playwright');

/** Shared by the rhetoric-* journeys: a page with the cookie choice already made. */
export async function openGamePage(path: string): Promise<TrackedPage> {
  const tracked = await openPage();
  await tracked.page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ value: 'declined', at: '2025-06-15T12:00:00.000Z' }));
  }, CONSENT_KEY);
  await tracked.page.goto(url(path));
  await waitForApp(tracked.page);
  return tracked;
}

export const PROMPT = 'Which technique does the highlighted segment use?';

export const options = (page: Page) => page.getByRole('group', { name: PROMPT });

/** The technique that is right (or, with `right` false, one that is wrong) for a segment of the content. */
export function answerFor(round: number, segment: number, right = true): string {
  const option = quizQuestions[round]!.segments[segment]!.options.find((o) => o.correct === right);
  if (!option) throw new Error(`No option for round ${round + 1}, segment ${segment + 1}`);
  return option.text;
}

export const segmentCount = (round: number) => quizQuestions[round]!.segments.length;

/** "Round 2 of 4 · Segment 3 of 11" once that segment is on screen. */
export const positionText = (round: number, segment: number) =>
  `Round ${round + 1} of ${quizQuestions.length} · Segment ${segment + 1} of ${segmentCount(round)}`;

/** Answers one segment with the mouse (right or wrong, from the content) and moves on with Next. */
export async function answerSegment(page: Page, round: number, segment: number, right: boolean) {
  await page.getByText(positionText(round, segment)).waitFor();
  await options(page).getByRole('button', { name: answerFor(round, segment, right), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: right ? 'Correct!' : 'Incorrect' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Plays the rest of a round from segment `from`, right where `right(i)` says, ending on the round panel. */
export async function playRound(page: Page, round: number, right: (segment: number) => boolean, from = 0) {
  for (let i = from; i < segmentCount(round); i += 1) await answerSegment(page, round, i, right(i));
  await page.getByRole('heading', { level: 2, name: `Round ${round + 1} Complete!` }).waitFor();
}

export const quizRounds = quizQuestions.length;
export const quizSegments = quizQuestions.reduce((n, q) => n + q.segments.length, 0);

/** Waits until no finite animation or transition runs (a dialog fading in fails axe's contrast check). */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
}

/** Settles the page, then runs axe. */
export async function checkAxe(page: Page) {
  await settle(page);
  await expectNoAxeViolations(page);
}

/** Whether the element is the focused one. */
export const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
