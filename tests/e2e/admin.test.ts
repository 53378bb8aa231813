import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

/**
 * Admin journeys: the guard, a refused and an accepted login, adding a fallacy and a
 * statement and seeing them in the lists and the API, an expired token, logout.
 * The e2e backend runs with the local defaults (admin / letmein-admin).
 */

/** Problems other than the ones a step provokes on purpose (a refused call logs its status). */
const unexpected = (problems: string[], ...allowed: RegExp[]) => problems.filter((p) => !allowed.some((re) => re.test(p)));

async function login(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const adminToken = (page: Page) => page.evaluate(() => localStorage.getItem('adminToken'));

describe('admin', () => {
  it('sends a visitor without a token from /admin to /admin/login', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/admin'));
    await page.waitForURL(url('/admin/login'));
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('refuses wrong credentials and checks both fields first', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/admin/login'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await login(page, 'admin', 'definitely-not-it');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).textContent()).resolves.toContain('Invalid credentials');
    expect(page.url()).toBe(url('/admin/login'));
    expect(await adminToken(page)).toBeNull();
    await expectNoAxeViolations(page);
    expect(unexpected(problems, /401 .*\/api\/auth$/, /status of 401/)).toEqual([]);
  });

  it('logs in, adds a fallacy and a statement, sees them in the lists and the API, and logs out', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/admin/login'));
    await waitForApp(page);
    await login(page, 'admin', 'letmein-admin');
    await page.waitForURL(url('/admin'));
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await adminToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByRole('list', { name: 'Statements, newest first' }).waitFor();
    await expectNoAxeViolations(page);

    // Add a fallacy.
    const suffix = Date.now().toString(36);
    const name = `Argument from Vibes ${suffix}`;
    const id = `argument-from-vibes-${suffix}`;
    const fallacyForm = page.getByRole('form', { name: 'Add Fallacy' });
    await fallacyForm.getByRole('textbox', { name: 'Name' }).fill(name);
    await fallacyForm.getByText(`Id: ${id}`).waitFor();
    await fallacyForm.getByRole('textbox', { name: 'Description' }).fill('Believing a claim because it has a nice energy.');
    await fallacyForm.getByRole('combobox', { name: 'Difficulty' }).selectOption('2');
    await fallacyForm.getByRole('button', { name: 'Add Fallacy' }).click();
    await fallacyForm.getByText('Fallacy added successfully!').waitFor();
    await expect(fallacyForm.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('');
    await page.getByRole('list', { name: 'Fallacy types, newest first' }).getByText(name).waitFor();
    const fallacies = (await (await fetch(url('/api/fallacies'))).json()) as { id: string; name: string; difficulty: number }[];
    expect(fallacies.find((f) => f.id === id)).toMatchObject({ name, difficulty: 2 });

    // Add a statement of that new type (the select refreshed after the add).
    const text = `My horoscope (${suffix}) says this plan is doomed, and it feels right, so it is.`;
    const statementForm = page.getByRole('form', { name: 'Add Statement' });
    await statementForm.locator(`option[value="${id}"]`).waitFor({ state: 'attached' });
    await statementForm.getByRole('textbox', { name: 'Statement' }).fill(text);
    await statementForm.getByRole('combobox', { name: 'Fallacy type' }).selectOption(id);
    await statementForm.getByRole('combobox', { name: 'Difficulty' }).selectOption('4');
    await statementForm.getByRole('textbox', { name: /Explanation/ }).fill('A horoscope is not evidence, however right it feels.');
    await statementForm.getByRole('button', { name: 'Add Statement' }).click();
    await statementForm.getByText('Statement added successfully!').waitFor();
    const statementRow = page.getByRole('list', { name: 'Statements, newest first' }).getByRole('listitem').filter({ hasText: text });
    await statementRow.waitFor();
    expect(await statementRow.textContent()).toContain(name);
    const statements = (await (await fetch(url('/api/statements'))).json()) as { id: string; text: string; fallacy_type_id: string }[];
    const added = statements.find((s) => s.text === text);
    expect(added).toMatchObject({ fallacy_type_id: id, difficulty: 4 });
    expect(added!.id).toMatch(/^stmt-[a-z0-9]+$/);
    await expectNoAxeViolations(page);

    // The token survives a reload.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    // Logout removes the token and goes to /admin/login; /admin is closed again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/admin/login'));
    expect(await adminToken(page)).toBeNull();
    await page.goto(url('/admin'));
    await page.waitForURL(url('/admin/login'));
    expect(problems).toEqual([]);
  });

  it('sends an admin whose token the backend refuses back to the login page with a message', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/admin/login'));
    await page.evaluate(() => localStorage.setItem('adminToken', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYWRtaW4iLCJleHAiOjF9.c2lnbmF0dXJl'));
    // The dashboard reads the inbox with the token as it opens; the refusal sends the admin back at once.
    await page.goto(url('/admin'));
    await page.waitForURL(url('/admin/login'));
    await page.getByText('Your admin session has expired. Log in again to keep editing.').waitFor();
    expect(await adminToken(page)).toBeNull();
    // Writes with a refused token are 401 too (and write nothing): tests/api/admin.test.ts.
    expect(unexpected(problems, /401 .*\/api\/messages$/, /status of 401/)).toEqual([]);
  });
});
