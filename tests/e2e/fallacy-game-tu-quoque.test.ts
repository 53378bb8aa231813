import { describe, expect, it } from 'vitest';
import { backendData, boardStatement, checkA11y, fallacyGrid, gameProblems, gotoPaused, openGamePage, startFallacyGame } from './fallacyGamesJourney';

/**
 * The tu quoque rule in the Fallacy Game, whose grid lists every fallacy: Ad Hominem on a tu quoque is
 * right (the genus), the chosen button turns green, and the feedback names the species.
 */
describe('fallacy identification: the tu quoque rule', () => {
  it('accepts Ad Hominem on a tu quoque statement and names the species after it', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/games/fallacy-identification?fallacy=tu-quoque');
    await page.getByText('Practising one fallacy: Tu Quoque').waitFor();
    await startFallacyGame(page);
    await expect(boardStatement(page, data.statements)).resolves.toMatchObject({ fallacy_type_id: 'tu-quoque' });

    await fallacyGrid(page).getByRole('button', { name: 'Ad Hominem', exact: true }).press('Enter');
    await page.getByText('Correct!', { exact: true }).waitFor();
    await page.getByText(/^Ad Hominem counts: you named the family\. Tu quoque, the "you do it too" kind of ad hominem\./).waitFor();
    await expect(page.locator('[data-state="wrong"]').count()).resolves.toBe(0);
    // The chosen genus is the one green button (the species is not marked as a second answer).
    await expect(fallacyGrid(page).locator('[data-state="correct"]').allTextContents()).resolves.toEqual([expect.stringContaining('Ad Hominem')]);
    await page.getByText('Score: 1').waitFor();
    await checkA11y(page);
    await page.screenshot({ path: '/tmp/content-tu-quoque.png' });
    expect(gameProblems(problems)).toEqual([]);
  });
});
