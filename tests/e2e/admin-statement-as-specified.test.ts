import { describe, expect, it } from 'vitest';
import type { Statement } from '../../src/contract/fallacies';
import { detectiveCards, gotoPaused, openGamePage, startDetective, tick } from './fallacyGamesJourney';
import { apiUrl, openPage } from './harness';
import { logInAsAdmin } from './adminJourney';

/**
 * The specification's statement: text, fallacy type and difficulty, nothing else. The Add Statement
 * form takes it ("Statement added successfully!"), the list marks it as having no explanation, and
 * the Detective plays it, teaching with the fallacy's description instead.
 */

const statementsApi = async () => (await (await fetch(`${apiUrl()}/api/statements`)).json()) as Statement[];
const STRAW_MAN = "Misrepresenting someone's argument as a weaker or more extreme version of itself, then attacking that version instead.";

describe('a statement as the specification describes it', () => {
  it('is added with text, type and difficulty only, marked as unexplained, and played with the fallacy described', async () => {
    const { page, problems } = await openPage();
    await logInAsAdmin(page);
    const suffix = Date.now().toString(36);
    const text = `So you want a later bedtime (${suffix})? Then you want the children up all night.`;

    const form = page.getByRole('form', { name: 'Add Statement' });
    await form.getByRole('combobox', { name: 'Fallacy type' }).locator('option[value="straw-man"]').waitFor({ state: 'attached' });
    await form.getByRole('textbox', { name: 'Statement' }).fill(text);
    await form.getByRole('combobox', { name: 'Fallacy type' }).selectOption('straw-man');
    await form.getByRole('combobox', { name: 'Difficulty' }).selectOption('1');
    // The explanation is asked for, not required: the field says what players read without it.
    await form.getByText(/Without one they read the fallacy’s description/).waitFor();
    await form.getByRole('button', { name: 'Add Statement' }).click();
    await form.getByText('Statement added successfully!').waitFor();

    const stored = (await statementsApi()).find((s) => s.text === text);
    expect(stored).toMatchObject({ text, fallacy_type_id: 'straw-man', difficulty: 1 });
    expect(stored).not.toHaveProperty('explanation');
    const list = page.getByRole('list', { name: 'Statements, newest first' });
    const row = list.getByRole('listitem').filter({ hasText: text });
    await row.getByText(/No explanation yet: players read the fallacy’s description/).waitFor();

    // Played: the Detective deals what the backend serves, so the new statement is repeated under
    // other ids until it comes up; a wrong answer teaches with the fallacy's description.
    const game = await openGamePage();
    await game.page.route('**/api/statements', async (route) => {
      const response = await route.fetch();
      const served = (await response.json()) as Statement[];
      const mine = served.find((s) => s.id === stored!.id);
      const copies = mine ? Array.from({ length: 200 }, (_, i) => ({ ...mine, id: `stmt-copy${suffix}${i}` })) : [];
      await route.fulfill({ response, json: [...served, ...copies] });
    });
    await gotoPaused(game.page, '/logical-fallacy-game');
    await startDetective(game.page);
    const board = game.page.getByRole('region', { name: 'The statement' });
    let found = false;
    for (let question = 0; question < 7 && !found; question += 1) {
      found = ((await board.textContent()) ?? '').includes(text);
      if (found) break;
      await game.page.keyboard.press('1');
      await game.page.locator('[data-result]').waitFor();
      await tick(game.page, 1500);
      await game.page.locator('[data-result]').waitFor({ state: 'detached' });
      await tick(game.page, 300);
      await detectiveCards(game.page).first().waitFor();
    }
    expect(found, 'the new statement came up in the Detective').toBe(true);
    const labels = await detectiveCards(game.page).allTextContents();
    const wrong = labels.findIndex((label) => !/Straw Man/.test(label));
    await game.page.keyboard.press(String(wrong + 1));
    const result = game.page.locator('[data-result]');
    await result.getByText(STRAW_MAN).waitFor();
    await game.page.context().close();

    // Tidy up: delete it through the list.
    await list.getByRole('button', { name: `Delete statement "${text.slice(0, 57)}..."` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete for good?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    expect((await statementsApi()).some((s) => s.text === text)).toBe(false);
    expect(problems).toEqual([]);
  });
});
