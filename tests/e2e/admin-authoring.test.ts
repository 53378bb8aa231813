import { describe, expect, it } from 'vitest';
import type { Statement } from '../../src/contract/fallacies';
import { detectiveCards, gotoPaused, openGamePage, startDetective, tick } from './fallacyGamesJourney';
import { apiUrl, expectNoAxeViolations, openPage, url, waitForApp } from './harness';
import { logInAsAdmin } from './adminJourney';

/**
 * An editor's day: add a fallacy and a statement that teaches, edit the statement, see the edit
 * (text and explanation) in the Detective, delete both (the fallacy only once no statement uses
 * it) and see them gone; then read a message sent through the contact form, mark it read, delete it.
 * The e2e backend runs with the local defaults (admin / letmein-admin).
 */

const statementsApi = async () => (await (await fetch(`${apiUrl()}/api/statements`)).json()) as Statement[];
const fallaciesApi = async () => (await (await fetch(`${apiUrl()}/api/fallacies`)).json()) as { id: string; name: string }[];

describe('admin authoring', () => {
  it('adds, edits, sees the edit in the Detective, deletes and sees it gone', async () => {
    const { page, problems } = await openPage();
    await logInAsAdmin(page);
    await expectNoAxeViolations(page);

    const suffix = Date.now().toString(36);
    const name = `Appeal to Moon Phase ${suffix}`;
    const fallacyId = `appeal-to-moon-phase-${suffix}`;

    // A fallacy.
    const fallacyForm = page.getByRole('form', { name: 'Add Fallacy' });
    await fallacyForm.getByRole('textbox', { name: 'Name' }).fill(name);
    await fallacyForm.getByRole('textbox', { name: 'Description' }).fill('Deciding what is true by what the moon is doing tonight.');
    await fallacyForm.getByRole('combobox', { name: 'Difficulty' }).selectOption('2');
    await fallacyForm.getByRole('button', { name: 'Add Fallacy' }).click();
    await fallacyForm.getByText('Fallacy added successfully!').waitFor();
    const fallacyRow = page.getByRole('list', { name: 'Fallacy types, newest first' }).getByRole('listitem').filter({ hasText: name });
    await fallacyRow.getByText(/No statements yet · Added/).waitFor();

    // A statement of it, with an explanation: the board previews it as it is typed.
    const text = `The moon is waxing (${suffix}), so the merger will go well.`;
    const statementForm = page.getByRole('form', { name: 'Add Statement' });
    await statementForm.locator(`option[value="${fallacyId}"]`).waitFor({ state: 'attached' });
    await statementForm.getByRole('textbox', { name: 'Statement' }).fill(text);
    expect(await statementForm.textContent()).toContain(text);
    await statementForm.getByRole('combobox', { name: 'Fallacy type' }).selectOption(fallacyId);
    await statementForm.getByRole('combobox', { name: 'Difficulty' }).selectOption('1');
    await statementForm.getByRole('textbox', { name: /Explanation/ }).fill('The moon has no view on mergers.');
    await statementForm.getByRole('button', { name: 'Add Statement' }).click();
    await statementForm.getByText('Statement added successfully!').waitFor();
    await fallacyRow.getByText(/1 statement · Added/).waitFor();

    // The list filters by fallacy: only the new statement is left.
    await page.getByRole('combobox', { name: 'Filter by fallacy' }).selectOption(fallacyId);
    const statementList = page.getByRole('list', { name: 'Statements, newest first' });
    await expect.poll(() => statementList.getByRole('listitem').count()).toBe(1);
    await page.getByRole('heading', { name: /^Statements \(1 of \d+\)$/ }).waitFor();

    // Edit it in the dialog, by keyboard.
    const edited = `The moon is waxing (${suffix}), so the merger cannot fail.`;
    const explanation = `Lunar phases (${suffix}) predict tides, not mergers.`;
    await statementList.getByRole('button', { name: /^Edit statement/ }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit statement' });
    await dialog.getByRole('textbox', { name: 'Statement' }).fill(edited);
    await dialog.getByRole('textbox', { name: /Explanation/ }).fill(explanation);
    await dialog.getByRole('combobox', { name: /Lesson link/ }).selectOption('post-hoc');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const row = statementList.getByRole('listitem').filter({ hasText: edited });
    await row.getByText(explanation).waitFor();
    await row.getByText(/Lesson: Post Hoc · Added .* · edited /).waitFor();
    const stored = (await statementsApi()).find((s) => s.text === edited);
    expect(stored).toMatchObject({ fallacy_type_id: fallacyId, explanation, lesson_id: 'post-hoc' });

    // The Detective deals what the backend serves. So that the edited statement comes up at
    // once, the journey repeats it (as served, edit included) 200 times under other ids.
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
      found = ((await board.textContent()) ?? '').includes(edited);
      if (found) break;
      // Not this one: answer (any card) and wait for the next.
      await game.page.keyboard.press('1');
      await game.page.locator('[data-result]').waitFor();
      await tick(game.page, 1500);
      await game.page.locator('[data-result]').waitFor({ state: 'detached' });
      await tick(game.page, 300);
      await detectiveCards(game.page).first().waitFor();
    }
    expect(found, 'the edited statement came up in the Detective').toBe(true);
    // Answer it wrongly on purpose: the feedback teaches with the edited explanation and the chosen lesson.
    const labels = await detectiveCards(game.page).allTextContents();
    const wrong = labels.findIndex((label) => !label.includes(name));
    await game.page.keyboard.press(String(wrong + 1));
    const result = game.page.locator('[data-result]');
    await result.getByText(explanation).waitFor();
    expect(await result.getByRole('link', { name: 'Read the Post Hoc lesson' }).getAttribute('href')).toBe('/fallacies/post-hoc');
    await game.page.context().close();

    // Deleting the fallacy first is refused, naming how many statements use it.
    await page.getByRole('combobox', { name: 'Filter by fallacy' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Filter by text' }).fill(suffix);
    await page.getByRole('list', { name: 'Fallacy types, newest first' }).getByRole('button', { name: `Delete fallacy "${name}"` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete for good?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('alert').filter({ hasText: 'One statement still uses this fallacy.' }).waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });

    // Delete the statement, then the fallacy: both gone from the lists and the API.
    await statementList.getByRole('button', { name: /^Delete statement/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Fallacy types, newest first' }).getByRole('button', { name: `Delete fallacy "${name}"` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await fallacyRow.waitFor({ state: 'detached' });
    expect((await statementsApi()).some((s) => s.text === edited)).toBe(false);
    expect((await fallaciesApi()).some((f) => f.id === fallacyId)).toBe(false);

    // Built-in items are read-only: no Edit or Delete on them.
    await page.getByRole('searchbox', { name: 'Filter by text' }).fill('');
    const adHominem = page.getByRole('list', { name: 'Fallacy types, newest first' }).getByRole('listitem').filter({ hasText: /^Ad Hominem/ });
    await adHominem.getByText(/Built-in · read-only/).waitFor();
    expect(await adHominem.getByRole('button').count()).toBe(0);
    // The one refusal provoked on purpose (the fallacy in use) is the only problem.
    expect(problems.filter((p) => !/409 .*\/api\/fallacies\/appeal-to-moon-phase|status of 409/.test(p))).toEqual([]);
  });

  it('reads a message sent through the contact form, marks it read and deletes it', async () => {
    const visitor = await openPage();
    const words = `Your moon-phase lesson is missing (${Date.now().toString(36)}).`;
    await visitor.page.goto(url('/contact'));
    await waitForApp(visitor.page);
    await visitor.page.getByLabel('Name').fill('Grace Hopper');
    await visitor.page.getByLabel('Email').fill('grace@example.com');
    await visitor.page.getByLabel('Message').fill(words);
    await visitor.page.getByText("I'm not a robot").click();
    await visitor.page.getByText('Verified').waitFor({ timeout: 30_000 });
    await visitor.page.getByRole('button', { name: 'Send' }).click();
    await visitor.page.getByRole('heading', { name: 'Thank You' }).waitFor();
    await visitor.page.context().close();

    const { page, problems } = await openPage();
    await logInAsAdmin(page);
    const inbox = page.getByRole('list', { name: 'Messages, newest first' });
    const message = inbox.getByRole('listitem').filter({ hasText: words });
    await message.getByText(/^Unread · /).waitFor();
    // Newest first: it heads the inbox.
    expect(await inbox.getByRole('listitem').first().textContent()).toContain(words);
    await expectNoAxeViolations(page);
    await message.getByRole('button', { name: 'Mark as read: the message from Grace Hopper (grace@example.com)' }).press('Enter');
    await message.getByText(/^Read · /).waitFor();
    await message.getByRole('button', { name: /^Delete the message from Grace Hopper/ }).click();
    await page.getByRole('dialog', { name: 'Delete for good?' }).getByRole('button', { name: 'Delete' }).click();
    await message.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
