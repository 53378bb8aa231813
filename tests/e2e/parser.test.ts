import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

const MESSY = [
  '## Meeting **notes** (draft)',
  '',
  'Dr. Smith said the fix costs 3.50 dollars, e.g. nothing. See [the ticket](https://example.com/t/1) &amp; <em>relax</em>.',
  '',
  '```js',
  'const secret = doNotShip();',
  '```',
  '- ship it',
  '- celebrate `responsibly`',
  '<!-- TODO: remove this comment -->',
  'This sentence was',
  'wrapped by an email client',
].join('\n');

describe('the text parser', () => {
  it('parses a messy sample into plain sentences and copies them', async () => {
    const { page, problems } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    // The page's clock is the test's: the 2 s confirmation cannot run out before it is read,
    // however slow the machine.
    const start = new Date('2026-01-01T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.goto(url('/parse'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Text Parser' }).waitFor();
    await page.getByLabel('Text to parse').fill(MESSY);
    await page.getByRole('button', { name: 'Parse Text' }).click();
    const output = page.getByLabel('Parsed text');
    await expect.poll(() => output.inputValue()).not.toBe('');
    expect((await output.inputValue()).split('\n')).toEqual([
      'Meeting notes (draft).',
      'Dr. Smith said the fix costs 3.50 dollars, e.g. nothing.',
      'See the ticket & relax.',
      'ship it.',
      'celebrate responsibly.',
      'This sentence was wrapped by an email client.',
    ]);
    // An hour on is always ahead of the page's clock, so pausing there never races it.
    await page.clock.pauseAt(start + 3_600_000);
    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await page.getByText('Copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await output.inputValue());
    await page.clock.runFor(2100);
    await page.getByText('Copied to clipboard!').waitFor({ state: 'detached' });
    // axe schedules its work with timers: time runs again for it.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear All' }).click();
    expect(await output.inputValue()).toBe('');
    expect(await page.getByLabel('Text to parse').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('parses a multi-megabyte paste in a worker while the page stays responsive', { timeout: 120_000 }, async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/parse'));
    await waitForApp(page);
    const big = await page.evaluate(() => {
      const unit = '# Title\n\nSome **bold** claim, e.g. 3.5 of them. <b>Tags</b> &amp; `code()` too!\n- an item\n\n';
      const text = unit.repeat(Math.ceil((2 * 1024 * 1024) / unit.length));
      const field = document.getElementById('parser-input') as HTMLTextAreaElement;
      // What a paste does: set the value and fire input (typing 3 MB would take all day).
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return text.length;
    });
    expect(big).toBeGreaterThan(2_000_000);
    // Let the browser lay out the pasted text first (its cost, not ours).
    await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => r(true))), undefined, { timeout: 30_000 });
    // Count animation frames while parsing: a frozen main thread would give none.
    await page.evaluate(() => {
      (window as unknown as { frames_: number }).frames_ = 0;
      const tick = () => {
        (window as unknown as { frames_: number }).frames_++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByRole('button', { name: 'Parse Text' }).click();
    await page.getByRole('button', { name: 'Parsing...' }).waitFor();
    await page.getByRole('button', { name: 'Parse Text' }).waitFor({ timeout: 45_000 });
    const frames = await page.evaluate(() => (window as unknown as { frames_: number }).frames_);
    expect(frames).toBeGreaterThan(5);
    const lines = (await page.getByLabel('Parsed text').inputValue()).split('\n');
    expect(lines.slice(0, 4)).toEqual(['Title.', 'Some bold claim, e.g. 3.5 of them.', 'Tags & too.', 'an item.']);
    // The box previews the start; the count covers everything.
    await page.getByText(/^Showing the first [\d,]+ of [\d,]+ sentences/).waitFor();
    const total = Number((await page.getByText(/^[\d,]+ sentences$/).textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(80_000);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
