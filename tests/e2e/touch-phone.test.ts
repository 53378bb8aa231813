import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, url, waitForApp } from './harness';
import { PHONE, detectiveCards, expectInView, gotoPaused, openGame, realProblems, tick } from './phoneJourney';
import { card, openArgumentPage, slot } from './argumentJourney';
import { gameDataLoaded, waitTicking } from './fallacyGamesJourney';

/** The look of each idle card: border and background colours and transform. */
const idleLooks = (page: Page) =>
  detectiveCards(page).evaluateAll((cards) =>
    cards
      .filter((c) => c.getAttribute('data-state') === 'idle' && !c.hasAttribute('aria-disabled'))
      .map((c) => {
        const style = getComputedStyle(c);
        return `${style.borderTopColor} ${style.backgroundColor} ${style.transform}`;
      }),
  );

describe('touch and phone (issue 35)', () => {
  it('a tap leaves no hover styling on the option in the same place on the next question', async () => {
    const { page, problems } = await openGame(PHONE);
    await gotoPaused(page, '/logical-fallacy-game');
    // On arrival, Start Game is in view below the bar (it was at y ≈ 970 of 844).
    await expectInView(page, { start: page.getByRole('button', { name: 'Start Game' }) });
    await gameDataLoaded(page);
    await page.getByRole('button', { name: 'Start Game' }).tap();
    await tick(page, 800);
    await waitTicking(page, detectiveCards(page).first(), 2_000);
    const question = () => page.getByRole('region', { name: 'The statement' }).getAttribute('aria-label');
    expect(await question()).toBeTruthy();
    const caption = () => page.getByText(/^Exhibit \d+$/).first().textContent();
    const before = await caption();
    await detectiveCards(page).first().tap();
    // The verdict shows for 1.5 s, then the next question's cards come in the same places.
    await tick(page, 1500);
    await tick(page, 400);
    await expect.poll(caption).not.toBe(before);
    await page.locator('[data-state="idle"]:not([aria-disabled])').first().waitFor();
    // The card under the finger looks like the other two once the reveal's colour has faded (a
    // CSS transition, on the real clock): no border or lift left over from the tap.
    await expect.poll(async () => (await idleLooks(page)).length).toBe(3);
    await expect.poll(async () => new Set(await idleLooks(page)).size, { timeout: 3000 }).toBe(1);
    expect(realProblems(problems)).toEqual([]);
  });

  it('the argument result does not scroll sideways on a phone', async () => {
    const { page } = await openArgumentPage();
    await page.setViewportSize(PHONE.viewport);
    await page.clock.resume();
    await page.goto(url('/argument'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Start New Game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Construct Your Argument' }).waitFor();
    for (const [group, name] of [['Premises', 'Premise'], ['Evidence', 'Evidence'], ['Conclusions', 'Conclusion']] as const) {
      const choice = card(page, group, 'Logos');
      await expect.poll(() => choice.isEnabled(), { timeout: 10_000 }).toBe(true);
      await choice.click();
      await slot(page, name).locator('[data-state="filled"], :scope').first().waitFor();
    }
    await page.getByRole('button', { name: 'Submit Argument' }).click();
    await page.getByRole('heading', { level: 1, name: 'Argument Analysis' }).waitFor();
    await page.getByRole('heading', { name: 'Tips for next time' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('the prerendered home page in system dark mode offers the light scheme, with a sun', async () => {
    const { page, problems } = await openPage({ ...PHONE, colorScheme: 'dark' });
    await page.goto(url('/'));
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Switch to light mode' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Switch to dark mode' }).count()).resolves.toBe(0);
    // The sun goes with its label (one element shows both).
    await expect(page.locator('header [data-when="dark"] svg').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).tap();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Switch to dark mode' }).isVisible()).resolves.toBe(true);
    expect(realProblems(problems)).toEqual([]);
  });
});
