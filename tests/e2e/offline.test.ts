import { describe, expect, it } from 'vitest';
import { openPage, url, waitForApp } from './harness';

describe('offline, after one visit', () => {
  it('reads a lesson and plays the Detective with the network gone', async () => {
    const { page } = await openPage({ serviceWorkers: 'allow' });
    await page.goto(url('/'));
    await waitForApp(page);
    // The service worker precaches the whole site while installing; `ready` means it is active.
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(['activating', 'activated']).toContain(state);

    await page.context().setOffline(true);
    await page.goto(url('/fallacies/AdHominem'));
    await page.getByRole('heading', { level: 1, name: /Ad Hominem/ }).waitFor();
    await waitForApp(page);

    // A page never visited before, reached by the in-app navigation and by a cold load.
    await page.goto(url('/techniques/framing-effects'));
    await page.getByRole('heading', { level: 1, name: /Framing Effects/ }).waitFor();

    // And plays: the backend is out of reach, so the Detective deals from its bundled cases.
    await page.goto(url('/logical-fallacy-game'));
    await waitForApp(page);
    await page.getByRole('button', { name: 'Start Game' }).press('Enter');
    await page.locator('[aria-keyshortcuts="1"]:not([aria-disabled])').waitFor();
    await page.keyboard.press('1');
    await page.getByText(/^(Correct!|Incorrect)$/).filter({ visible: true }).waitFor();
    await page.context().setOffline(false);
    await page.context().close();
  });
});
