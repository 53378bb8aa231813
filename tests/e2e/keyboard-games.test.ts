import type { Page } from 'playwright-core';
import { waitTicking } from './fallacyGamesJourney';
import { describe, expect, it } from 'vitest';
import { openPage, url, waitForApp } from './harness';
import {
  FRAME_MS,
  LAPTOP,
  detectiveCardIndex,
  detectiveCards,
  expectVisibleFocus,
  gameData,
  gotoPaused,
  openGame,
  realProblems,
  statementOnBoard,
  tabTo,
  tick,
} from './phoneJourney';

const press = async (page: Page, key: string, where: string) => {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, where);
};

describe.each(['light', 'dark'] as const)('every game by keyboard alone (%s scheme)', (scheme) => {
  it('the ring on a chalkboard surface: the cookie banner’s buttons on the board colour', async () => {
    const { page, problems } = await openPage({ ...LAPTOP, colorScheme: scheme });
    await page.goto(url('/'));
    await waitForApp(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await banner.getByRole('link', { name: 'privacy policy' }).focus();
    for (const name of ['Decline', 'Accept']) {
      await press(page, 'Tab', `on the cookie banner (${name})`);
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain(name);
    }
    expect(realProblems(problems)).toEqual([]);
  });

  it('Logical Fallacy Detective: Tab to Start, answer, hold the verdict, Continue, answer again', async () => {
    const data = await gameData();
    const { page, problems } = await openGame(LAPTOP, scheme);
    await gotoPaused(page, '/logical-fallacy-game');
    await tabTo(page, page.getByRole('button', { name: 'Start Game' }), 'on the way to Start Game');
    await page.keyboard.press('Enter');
    await tick(page, 800);
    await waitTicking(page, detectiveCards(page).first(), 2_000);
    await expectVisibleFocus(page, 'when the first question opens');

    // Tab to the right card and press Enter: focus stays on it (locked, not removed).
    const right = await detectiveCardIndex(page, data, true);
    for (let i = 0; i < right.index; i += 1) await press(page, 'Tab', 'among the cards');
    await press(page, 'Enter', 'after answering');
    await page.getByText('Correct!', { exact: true }).waitFor();
    // Any key holds the verdict; focus goes to Continue.
    await press(page, 'Tab', 'after holding the verdict');
    await tick(page, 3000);
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await press(page, 'Enter', 'after Continue');
    await tick(page, 300);
    await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
    await expectVisibleFocus(page, 'on the second question');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-keyshortcuts'))).resolves.toBe('1');

    // The keys 1–3 answer too, and the game moves on by itself when left alone.
    const wrong = await detectiveCardIndex(page, data, false);
    await press(page, String(wrong.index + 1), 'after answering with a number key');
    await page.getByText('Incorrect', { exact: true }).waitFor();
    await tick(page, 1500);
    await expectVisibleFocus(page, 'between questions');
    await tick(page, 300);
    await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
    await expectVisibleFocus(page, 'on the third question');
    expect(realProblems(problems)).toEqual([]);
  });

  it('Fallacy identification: answer, Next, and focus lands on the next statement’s grid', async () => {
    const data = await gameData();
    const { page, problems } = await openGame(LAPTOP, scheme);
    await gotoPaused(page, '/games/fallacy-identification');
    await tabTo(page, page.getByRole('button', { name: 'Start Game' }), 'on the way to Start Game');
    await page.keyboard.press('Enter');
    await tick(page, 800);
    const grid = page.getByRole('group', { name: 'Fallacy types' });
    await waitTicking(page, grid, 2_000);
    for (let round = 1; round <= 3; round += 1) {
      await page.getByTestId('round-counter').filter({ hasText: `Round ${round} of 10` }).waitFor();
      // Focus moves in the frame that shows the statement (the clock is paused: let one pass).
      await tick(page, FRAME_MS);
      await expectVisibleFocus(page, `when statement ${round} opens`);
      const statement = await statementOnBoard(page, data.statements);
      const name = data.fallacies.find((f) => f.id === statement.fallacy_type_id)?.name ?? '';
      await tabTo(page, grid.getByRole('button', { name, exact: true }), `in the grid of statement ${round}`, 20);
      await page.keyboard.press('Enter');
      await page.getByText('Correct!', { exact: true }).waitFor();
      await tick(page, FRAME_MS);
      await expectVisibleFocus(page, `after answering statement ${round}`);
      await expect(page.getByRole('button', { name: 'Next' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await tick(page, FRAME_MS);
      await expectVisibleFocus(page, `after Next on statement ${round}`);
    }
    expect(realProblems(problems)).toEqual([]);
  });

  it('The Sophist Game: Start, pick, Next, and on to the next segment', async () => {
    const { page, problems } = await openGame(LAPTOP, scheme);
    await page.goto(url('/rhetoricgame'));
    await waitForApp(page);
    await tabTo(page, page.getByRole('button', { name: /^Start/ }), 'on the way to Start');
    await page.keyboard.press('Enter');
    const options = page.getByRole('group', { name: 'Which technique does the highlighted segment use?' });
    for (let segment = 1; segment <= 2; segment += 1) {
      await page.getByText(new RegExp(`Segment ${segment} of`)).waitFor();
      await options.getByRole('button').first().waitFor();
      await expectVisibleFocus(page, `when segment ${segment} opens`);
      await tabTo(page, options.getByRole('button').first(), `on the way to the options of segment ${segment}`, 10);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await tabTo(page, dialog.getByRole('button', { name: 'Next' }), 'in the feedback', 10);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expectVisibleFocus(page, `after Next on segment ${segment}`);
    }
    expect(realProblems(problems)).toEqual([]);
  });

  it('Rhetoric Analysis: Tab to a segment, open it, Mark as Found, and focus comes back to it', async () => {
    const { page, problems } = await openGame(LAPTOP, scheme);
    await page.goto(url('/games/rhetoric-analysis'));
    await waitForApp(page);
    for (let n = 1; n <= 2; n += 1) {
      const target = page.getByRole('button', { name: /\(not found yet\)$/ }).first();
      const name = (await target.textContent())?.replace(/ \(not found yet\)$/, '') ?? '';
      await tabTo(page, target, `on the way to segment ${n}`);
      await press(page, 'Enter', `when segment ${n} opens`);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await tabTo(page, dialog.getByRole('button', { name: 'Mark as Found' }), `in the dialog of segment ${n}`, 10);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const found = page.getByRole('button', { name: `${name} (found)`, exact: true });
      await expect.poll(() => found.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectVisibleFocus(page, `after marking segment ${n} found`);
    }
    expect(realProblems(problems)).toEqual([]);
  });

  it('Argument construction: premise, evidence, conclusion and Submit from the keyboard', async () => {
    const { page, problems } = await openGame(LAPTOP, scheme);
    await page.goto(url('/argument'));
    await waitForApp(page);
    await tabTo(page, page.getByRole('button', { name: 'Start New Game' }), 'on the way to Start New Game');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/argument-game'));
    await page.getByRole('heading', { level: 1, name: 'Construct Your Argument' }).waitFor();
    await tabTo(page, page.getByRole('group', { name: 'Premises' }).getByRole('button').first(), 'on the way to the premises');
    await press(page, 'Enter', 'after choosing a premise');
    // Focus moved on to the evidence, then to the conclusions, then to Submit (once the pool has
    // followed the move: it renders just after the slot, see ArgumentBoard).
    for (const group of ['Evidence', 'Conclusions']) {
      await expect.poll(() => page.getByRole('group', { name: group }).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await press(page, 'Enter', `after choosing from ${group}`);
    }
    const submit = page.getByRole('button', { name: 'Submit Argument' });
    await expect.poll(() => submit.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Argument Analysis' }).waitFor();
    // The heading takes focus just before the analysis is first painted (see beforePaint).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expectVisibleFocus(page, 'on the analysis');
    await tabTo(page, page.getByRole('button', { name: 'Try Again' }), 'through the analysis');
    expect(realProblems(problems)).toEqual([]);
  });
});
