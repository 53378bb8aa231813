import { describe, expect, it } from 'vitest';
import {
  gameDataLoaded,
  answerDetective,
  backendData,
  checkA11y,
  detectiveCards,
  gameProblems,
  gotoPaused,
  headerValue,
  nextDetectiveQuestion,
  openGamePage,
  questionShown,
  startDetective,
  tick,
  waitTicking,
} from './fallacyGamesJourney';

describe('Logical Fallacy Detective: resume after a reload (issue 35)', () => {
  it('offers Resume on return, and picks up at the next question with the score kept', async () => {
    const data = await backendData();
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/logical-fallacy-game');
    await startDetective(page);
    await answerDetective(page, data, true);
    await nextDetectiveQuestion(page);
    await answerDetective(page, data, false);
    await nextDetectiveQuestion(page);
    await answerDetective(page, data, true);
    // Reloaded during the verdict of question 3: it resumes at question 4 with 2 right.
    await gotoPaused(page, '/logical-fallacy-game');
    const offer = page.getByRole('region', { name: 'You have a game in progress' });
    await offer.waitFor();
    await expect(offer.textContent()).resolves.toContain('Round 1 of 5, question 4 of 7. Score so far: 2.');
    await checkA11y(page);
    await gameDataLoaded(page);
    await offer.getByRole('button', { name: 'Resume' }).press('Enter');
    await tick(page, 800);
    await waitTicking(page, detectiveCards(page).first(), 2_000);
    await expect(questionShown(page)).resolves.toBe('4 / 7');
    await expect(headerValue(page, 'Score')).resolves.toBe('2');
    expect(gameProblems(problems)).toEqual([]);
  });
});
