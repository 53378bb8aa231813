import { describe, expect, it } from 'vitest';
import adHominem from '@/content/fallacies/ad-hominem';
import framing from '@/content/techniques/framing-effects';
import { SITE_URL } from '@/config/site';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

/**
 * "Copy a quote" (issue 39): with clipboard permission, the control under a section's heading puts
 * the section's words and their citation on the clipboard, by mouse and by keyboard, while copying
 * the text itself stays blocked.
 */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());

async function openWithClipboard(path: string) {
  const tracked = await openPage();
  await tracked.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
  await tracked.page.goto(url(path));
  await waitForApp(tracked.page);
  return tracked;
}

describe('copy a quote with its citation', () => {
  it('copies a lesson section and its citation, and the lesson text itself still cannot be copied', async () => {
    const { page, problems } = await openWithClipboard('/fallacies/ad-hominem');
    await page.getByRole('button', { name: 'Copy a quote from “How it works”' }).click();
    const section = page.getByRole('region', { name: 'How it works' });
    await section.getByRole('status').getByText('Copied to clipboard!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const paragraph of adHominem.howItWorks) expect(squash(copied)).toContain(squash(paragraph));
    expect(copied).not.toContain('Copy a quote');
    expect(copied).not.toContain('What is it?');
    // The canonical address, whichever form of it the reader came by.
    expect(copied).toContain(`— Ad Hominem: “How it works”. Sophist. ${SITE_URL}/fallacies/AdHominem#how-it-works (accessed ${today()}).`);

    // The copy rule stands: a copy in the lesson text is still cancelled.
    const cancelled = await page.locator('#how-it-works').evaluate((heading) => {
      const event = new Event('copy', { bubbles: true, cancelable: true });
      heading.nextElementSibling?.nextElementSibling?.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled).toBe(true);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('works by keyboard: Tab reaches the control, Enter copies, and the status says so', async () => {
    const { page, problems } = await openWithClipboard('/techniques/framing-effects');
    // Start from the section's heading (as "On this page" or a screen reader's heading list would) and Tab on.
    await page.locator('#what-it-means').evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy a quote from “What it means”');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'What it means' }).getByRole('status').getByText('Copied to clipboard!').waitFor();
    const copied = squash(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied).toContain(squash(framing.meaning[0]!));
    expect(copied).toContain(`— Framing Effects: “What it means”. Sophist. ${SITE_URL}/techniques/framing-effects#what-it-means`);
    expect(problems).toEqual([]);
  });

  it('quotes an article section up to the next heading', async () => {
    const { page, problems } = await openWithClipboard('/ct/critical-thinking');
    const first = page.getByRole('button', { name: /^Copy a quote from/ }).first();
    const name = (await first.textContent())!;
    const heading = /“(.+)”/.exec(name)![1]!;
    await first.click();
    await page.getByText('Copied to clipboard!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`: “${heading}”. Sophist. ${SITE_URL}/ct/critical-thinking#`);
    const passage = copied.slice(1, copied.indexOf('”\n\n—'));
    expect(passage.length).toBeGreaterThan(200);
    const next = await page.locator('main h2').evaluateAll((hs, h) => hs[hs.findIndex((x) => x.textContent === h) + 1]?.textContent ?? null, heading);
    if (next) expect(passage).not.toContain(next);
    expect(problems).toEqual([]);
  });
});
