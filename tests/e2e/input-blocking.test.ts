import { describe, expect, it } from 'vitest';
import { openPage, url, waitForApp } from './harness';

const SENTINEL = 'clipboard before the attempt';

describe('site-wide input blocking', () => {
  it('blocks copying page text on a content page, while pasting into /parse works', async () => {
    const { page, problems } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(url('/about'));
    await waitForApp(page);
    await page.evaluate((t) => navigator.clipboard.writeText(t), SENTINEL);

    // Select-all selects nothing; a forced selection cannot be copied; the context menu stays shut.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ControlOrMeta+A');
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('main h1')!);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await page.keyboard.press('ControlOrMeta+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SENTINEL);
    const blocked = await page.evaluate(() => {
      const h1 = document.querySelector('main h1')!;
      const results: Record<string, boolean> = {};
      for (const type of ['copy', 'cut', 'contextmenu', 'selectstart']) {
        const event = new Event(type, { bubbles: true, cancelable: true });
        h1.dispatchEvent(event);
        results[type] = event.defaultPrevented;
      }
      return results;
    });
    expect(blocked).toEqual({ copy: true, cut: true, contextmenu: true, selectstart: true });
    expect(await page.evaluate(() => getComputedStyle(document.body).userSelect)).toBe('none');

    // On /parse, a paste lands in the text field, and typing and Tab still work.
    await page.evaluate(() => navigator.clipboard.writeText('Pasted *Markdown* text'));
    await page.goto(url('/parse'));
    await waitForApp(page);
    const input = page.getByLabel('Text to parse');
    await input.click();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => input.inputValue()).toBe('Pasted *Markdown* text');
    await page.keyboard.type(' and typed.');
    expect(await input.inputValue()).toBe('Pasted *Markdown* text and typed.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Parse Text');

    // On the contact form, typing works but a paste does not land.
    await page.goto(url('/contact'));
    await waitForApp(page);
    const name = page.getByLabel('Name');
    await name.click();
    await page.keyboard.type('Ada');
    await page.keyboard.press('ControlOrMeta+V');
    expect(await name.inputValue()).toBe('Ada');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
