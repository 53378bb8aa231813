import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, url } from './harness';
import { logInAsAdmin } from './adminJourney';

describe('admin: an edit dialog with changes asks before closing (issue 35)', () => {
  it('Escape with changes asks; Keep editing keeps them; Discard closes; no changes closes at once', async () => {
    const { page, problems } = await openPage();
    await logInAsAdmin(page);
    const suffix = Date.now().toString(36);
    const name = `Appeal to Tea Leaves ${suffix}`;
    const form = page.getByRole('form', { name: 'Add Fallacy' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Description' }).fill('Reading the future in the bottom of a mug, then arguing from it.');
    await form.getByRole('combobox', { name: 'Difficulty' }).selectOption('2');
    await form.getByRole('button', { name: 'Add Fallacy' }).click();
    await form.getByText('Fallacy added successfully!').waitFor();
    const row = page.getByRole('list', { name: 'Fallacy types, newest first' }).getByRole('listitem').filter({ hasText: name });

    // No changes: Escape closes at once.
    await row.getByRole('button', { name: /^Edit/ }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit fallacy' });
    await dialog.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A change: Escape asks.
    await row.getByRole('button', { name: /^Edit/ }).press('Enter');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${name} (draft)`);
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await ask.waitFor();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Keep editing' }).press('Enter');
    await ask.waitFor({ state: 'detached' });
    await expect(dialog.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe(`${name} (draft)`);

    // A click outside asks too; Discard closes and keeps the old name. The click goes to the edit
    // dialog's own surround once it takes pointer events again (Playwright waits for that; a bare
    // mouse click at a point could land while the question's backdrop was still fading out).
    await page.locator('.MuiDialog-root').filter({ has: dialog }).locator('.MuiDialog-container').click({ position: { x: 5, y: 5 } });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(name, { exact: false }).first().waitFor();
    await expect(row.textContent()).resolves.not.toContain('(draft)');
    expect(problems).toEqual([]);
  });
});

describe('admin: a half-filled Add form survives navigation (issue 35)', () => {
  it('fills part of Add Statement, leaves for the Text Parser, comes back to the draft; Discard draft empties it', async () => {
    const { page, problems } = await openPage();
    await logInAsAdmin(page);
    const form = page.getByRole('form', { name: 'Add Statement' });
    const text = `Everyone at the pub agrees, so it must be true ${Date.now().toString(36)}.`;
    await form.getByRole('textbox', { name: /Statement/ }).fill(text);
    await form.getByRole('combobox', { name: /Difficulty/ }).selectOption('3');

    // Away inside the app (the footer's Text Parser link), then back with the browser's Back.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Text Parser' }).click();
    await page.waitForURL(url('/parse'));
    await page.goBack();
    await page.waitForURL(url('/admin'));
    await page.getByRole('list', { name: 'Statements, newest first' }).waitFor();
    const back = page.getByRole('form', { name: 'Add Statement' });
    await expect.poll(() => back.getByRole('textbox', { name: /Statement/ }).inputValue()).toBe(text);
    expect(await back.getByRole('combobox', { name: /Difficulty/ }).inputValue()).toBe('3');
    await expectNoAxeViolations(page);

    await back.getByRole('button', { name: 'Discard draft' }).click();
    expect(await back.getByRole('textbox', { name: /Statement/ }).inputValue()).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('sophist:admin:draft:statement:v1'))).toBeNull();
    expect(problems).toEqual([]);
  });
});
