import { describe, expect, it } from 'vitest';
import { url } from './harness';
import { checkA11y, gameProblems, gotoPaused, openGamePage, waitTicking } from './fallacyGamesJourney';

describe('the games hub and the chalkboard', () => {
  it('reaches every game from the hub; a card opens with Enter', async () => {
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/games');
    await checkA11y(page);
    for (const href of ['/logical-fallacy-game', '/rhetoricgame', '/games/fallacy-identification', '/argument', '/games/rhetoric-analysis']) {
      await expect(page.locator(`main a[href="${href}"]`).count()).resolves.toBe(1);
    }
    // Keyboard only: Tab until the Detective's card has focus, then Enter.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      if (href === '/logical-fallacy-game') break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/logical-fallacy-game'));
    await waitTicking(page, page.getByRole('button', { name: 'Start Game' }));
    expect(gameProblems(problems)).toEqual([]);
  });

  it('draws on the chalkboard with a mouse and clears it', async () => {
    const { page, problems } = await openGamePage();
    await gotoPaused(page, '/chalkboard');
    await checkA11y(page);
    const board = page.getByRole('img', { name: 'Your chalkboard: empty' });
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + 50);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 120, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('img', { name: 'Your chalkboard: 1 chalk stroke' }).waitFor();
    const inked = await page.locator('canvas').evaluate((c: HTMLCanvasElement) => {
      const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) n += 1;
      return n;
    });
    expect(inked).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Clear the board' }).press('Enter');
    await page.getByRole('img', { name: 'Your chalkboard: empty' }).waitFor();
    expect(gameProblems(problems)).toEqual([]);
  });
});
