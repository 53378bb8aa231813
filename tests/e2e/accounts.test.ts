import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

/**
 * Sign-in journeys: the user guard, the callback's silent failures, and a full sign-in
 * through the emulated identity provider to the profile, the dashboard, the upload page and back out.
 */

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('sophist.user.v1'));

describe('accounts', () => {
  it.each(['/upload', '/dashboard'])('sends an anonymous visitor from %s to /', async (path) => {
    const { page, problems } = await openPage();
    await page.goto(url(path));
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Ethos, Pathos, Logos' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('goes home silently from the callback without a code, logging "Missing code" only', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/auth/google/callback'));
    await page.waitForURL(url('/'));
    await waitForApp(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await storedUser(page)).toBeNull();
    expect(problems).toEqual(['console.error: Missing code']);
  });

  it('refuses a callback whose state this tab did not send', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/auth/google/callback?code=stolen-code&state=forged'));
    await page.waitForURL(url('/'));
    await waitForApp(page);
    expect(await storedUser(page)).toBeNull();
    expect(problems).toEqual(['console.error: Invalid state']);
  });

  it('signs in through the emulated provider, shows the profile and dashboard, and signs out', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/profile'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 2, name: 'You are not signed in' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();

    // The provider's account picker (served by the emulated backend, on this origin).
    await page.waitForURL((u) => u.pathname === '/oauth/authorize');
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('redirect_uri')).toBe(url('/auth/google/callback'));
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    await page.getByRole('heading', { level: 1, name: 'Choose an account' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Ada Lovelace/ }).click();

    // Back through the callback to the home page, signed in.
    await page.waitForURL(url('/'));
    await waitForApp(page);
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ada, your profile' });
    await menu.waitFor();
    const stored = JSON.parse((await storedUser(page)) ?? 'null') as Record<string, unknown>;
    expect(stored).toMatchObject({ id: 'demo-100000000000000000001', email: 'ada.lovelace@example.com', username: 'Ada Lovelace', provider: 'google' });
    expect(String(stored.avatarUrl)).toMatch(/^data:image\/svg\+xml/);
    expect(Date.now() - Date.parse(String(stored.createdAt))).toBeLessThan(60_000);

    // The profile.
    await menu.click();
    await page.waitForURL(url('/profile'));
    await page.getByRole('heading', { level: 2, name: 'Ada Lovelace' }).waitFor();
    await page.getByText('ada.lovelace@example.com').waitFor();
    await page.getByText('Google', { exact: true }).waitFor();
    await page.getByText('Member since').waitFor();
    await expectNoAxeViolations(page);

    // It survives a reload.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 2, name: 'Ada Lovelace' }).waitFor();

    // The dashboard (sample data, labelled) and the upload page.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(url('/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Welcome back, Ada.').waitFor();
    await page.getByText(`Member since ${new Date().getUTCFullYear()}`).waitFor();
    await page.getByText('Sample data', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Upload New Video' }).click();
    await page.waitForURL(url('/upload'));
    await page.getByText('MP4, MOV, AVI or WebM, up to 2GB').waitFor();
    await page.getByLabel(/Drag and drop your video here/).setInputFiles({ name: 'debate.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really a video') });
    await page.getByText('Picked: debate.mp4 (18 B)').waitFor();
    await expectNoAxeViolations(page);

    // Sign out.
    await page.goto(url('/profile'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 2, name: 'You are not signed in' }).waitFor();
    expect(await storedUser(page)).toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    await page.goto(url('/dashboard'));
    await page.waitForURL(url('/'));
    expect(problems).toEqual([]);
  });
});
