import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, url, waitForApp } from './harness';
import { START_TIME, answerFallacyGame, backendData, boardStatement, gameProblems, gotoPaused, nextStatement, openGamePage, startFallacyGame, tick } from './fallacyGamesJourney';
import { DAY_MS, answerReview, storedDeck } from './reviewJourney';

describe('spaced review: play, then review three days later', () => {
  it('adds the fallacies played to the review, offers them three days on, asks a missed one again, and schedules them', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();

    // Play: three statements of fallacy identification.
    await gotoPaused(page, '/games/fallacy-identification');
    await startFallacyGame(page);
    const played = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await page.getByTestId('round-counter').filter({ hasText: `Round ${i + 1} of 10` }).waitFor();
      played.add((await boardStatement(page, data.statements)).fallacy_type_id);
      await answerFallacyGame(page, data, true);
      await nextStatement(page);
    }
    // The review's bookkeeping waits for idle time after each answer (at most a second): the
    // paused clock is moved past that, as a real second would pass. Its code loads then, so the
    // deck is written a fetch later.
    await tick(page, 1000);
    // Each answer is written on its own idle callback: wait for the last fallacy played, not the first.
    const hasCardsOf = async () => {
      const ids = ((await storedDeck(page))?.cards ?? []).map((c) => c.id);
      return [...played].every((f) => ids.some((id) => id.startsWith(`fallacy:${f}:`)));
    };
    await expect.poll(hasCardsOf).toBe(true);
    const deck = await storedDeck(page);
    const cards = deck?.cards ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.length % 2).toBe(0); // both skills of each fallacy
    for (const c of cards) {
      expect(c.fsrs).toBeNull();
      expect(Math.round((c.due - START_TIME.getTime()) / DAY_MS)).toBe(3);
    }

    // The same day, nothing is due yet.
    await page.clock.resume();
    await page.goto(url('/review'));
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Nothing due now' }).waitFor();

    // Three days on, the games hub offers the review.
    await page.clock.setSystemTime(START_TIME.getTime() + 3 * DAY_MS);
    await page.goto(url('/games'));
    await waitForApp(page);
    const offer = page.getByRole('link', { name: `Review: ${cards.length} due now` });
    await offer.waitFor();
    await offer.click();
    await page.waitForURL(url('/review'));
    await page.locator('[data-card]').waitFor();
    await expectNoAxeViolations(page);

    // The first answer wrong, the rest right: the missed card comes back once more before the end.
    let asked = 0;
    let reasked = false;
    for (; asked < cards.length + 3; asked += 1) {
      const done = page.getByRole('heading', { name: 'Review done' });
      if (await done.isVisible()) break;
      await page.locator('[data-card]').waitFor();
      if (await page.getByText(/ · again$/).isVisible()) reasked = true;
      await answerReview(page, asked !== 0);
      if (asked === 0) await page.getByText(/You will see this again before the session ends/).waitFor();
      await page.getByRole('button', { name: /^(Next|Finish)$/ }).click();
      await Promise.race([page.locator('[data-card]').waitFor(), done.waitFor()]);
    }
    await page.getByRole('heading', { name: 'Review done' }).waitFor();
    expect(asked).toBe(cards.length + 1);
    expect(reasked).toBe(true);
    await expect(page.getByText(`${cards.length - 1} of ${cards.length} right first time.`, { exact: false }).count()).resolves.toBe(1);

    // Every card is scheduled again: the missed one about a day out, the others a few days out.
    const after = (await storedDeck(page))!;
    const now = START_TIME.getTime() + 3 * DAY_MS;
    for (const c of after.cards) {
      expect(c.fsrs).not.toBeNull();
      expect(c.due).toBeGreaterThan(now);
    }
    expect(after.log).toHaveLength(cards.length + 1);

    // The progress page shows them, and nothing due.
    await page.getByRole('link', { name: 'See your progress' }).click();
    await page.getByRole('table', { name: 'Fallacies' }).waitFor();
    await expect(page.getByRole('table', { name: 'Fallacies' }).getByRole('row').count()).resolves.toBe(cards.length / 2 + 1);
    await expect(page.getByTestId('due-today').textContent()).resolves.toMatch(/^Nothing due now\. Next review on /);
    await expectNoAxeViolations(page);
    expect(gameProblems(problems)).toEqual([]);
  });
});
