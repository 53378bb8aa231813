import { gameDataLoaded, waitTicking } from './fallacyGamesJourney';
import { describe, expect, it } from 'vitest';
import { FRAME_MS, PHONE, expectInView, gameData, gotoPaused, openGame, realProblems, statementOnBoard, tick } from './phoneJourney';

describe('Fallacy identification on a phone', () => {
  it('shows the statement with the whole grid, then the statement with the verdict and Next, and ends on the end panel', async () => {
    const data = await gameData();
    const { page, problems } = await openGame(PHONE);
    await gotoPaused(page, '/games/fallacy-identification');
    await gameDataLoaded(page);
    await page.getByRole('button', { name: 'Start Game' }).tap();
    await tick(page, 800);
    const grid = page.getByRole('group', { name: 'Fallacy types' });
    await waitTicking(page, grid, 2_000);
    const board = page.getByRole('region', { name: 'The statement' });
    const counter = page.getByTestId('round-counter');
    await tick(page, FRAME_MS);
    await expectInView(page, { counter, statement: board, grid });

    for (let round = 1; round <= 10; round += 1) {
      await counter.filter({ hasText: `Round ${round} of 10` }).waitFor();
      // The scroll into view comes in the frame that paints the statement (the clock is paused).
      await tick(page, FRAME_MS);
      await expectInView(page, { counter, statement: board, grid });
      const statement = await statementOnBoard(page, data.statements);
      const name = data.fallacies.find((f) => f.id === statement.fallacy_type_id)?.name ?? '';
      await grid.getByRole('button', { name, exact: true }).tap();
      await page.getByText('Correct!', { exact: true }).waitFor();
      await tick(page, FRAME_MS);
      const next = page.getByRole('button', { name: round < 10 ? 'Next' : 'See the result' });
      // The statement with its verdict and the Next button, whole, below the sticky bar.
      await expectInView(page, { statement: board, verdict: page.locator('[data-result]'), next });
      await next.tap();
    }
    const title = page.getByRole('heading', { level: 2, name: 'Complete!' });
    await title.waitFor();
    await expectInView(page, { title, score: page.getByTestId('final-score'), action: page.getByRole('button', { name: 'Next' }) });
    expect(realProblems(problems)).toEqual([]);
  });

  it('"Practice this fallacy" deals only that fallacy, with every type still on offer', async () => {
    const data = await gameData();
    const count = data.statements.filter((s) => s.fallacy_type_id === 'straw-man').length;
    const { page, problems } = await openGame(PHONE);
    await gotoPaused(page, '/games/fallacy-identification?fallacy=straw-man');
    await page.getByText('Practising one fallacy: Straw Man').waitFor();
    await page.getByRole('button', { name: 'Start Game' }).tap();
    await tick(page, 800);
    await page.getByTestId('round-counter').filter({ hasText: `Round 1 of ${count}` }).waitFor();
    await expect(page.getByRole('group', { name: 'Fallacy types' }).getByRole('button').count()).resolves.toBe(data.fallacies.length);
    await expect(statementOnBoard(page, data.statements)).resolves.toMatchObject({ fallacy_type_id: 'straw-man' });
    expect(realProblems(problems)).toEqual([]);
  });
});
