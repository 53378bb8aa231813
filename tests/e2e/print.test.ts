import { describe, expect, it } from 'vitest';
import { SITE_URL } from '@/config/site';
import { openPage, url, waitForApp } from './harness';
import { pdfPages } from './pdfText';

/**
 * Printing for a classroom (issue 39): a fallacy lesson, a technique, an article and the guide,
 * printed to PDF on A4 in Chromium, and the PDF read back: no navigation, buttons or footer on
 * paper, the title and address on page 1, and no last page holding only leftovers.
 */
/** Whitespace and ligatures aside (the PDF's text runs are spaced by position, not by words). */
const plain = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/** Words on screen that must never reach paper: the header, buttons, the footer, "next" cards, back links. */
const SCREEN_ONLY = ['Skip to content', 'Practise this fallacy', 'Spot it in the wild', 'Next fallacy', 'Previous fallacy', 'Next technique', 'Back to', 'Copy a quote', 'Privacy Policy', 'Terms of Use', 'On this page', 'Explore the Categories'];

const PAGES = [
  { path: '/fallacies/AdHominem', title: 'Ad Hominem', maxPages: 6 },
  { path: '/techniques/framing-effects', title: 'Framing Effects', maxPages: 7 },
  { path: '/ct/critical-thinking', title: 'Critical Thinking: What It Is, and What It Is Not', maxPages: 11 },
  { path: '/beginners-guide', title: "Beginner's Guide to Persuasion", maxPages: 6 },
];

describe('printing a reading page on A4', () => {
  for (const { path, title, maxPages } of PAGES) {
    it(`prints ${path} without the screen's furniture, with its title and address on page 1`, async () => {
      const { page, problems } = await openPage();
      await page.goto(url(path));
      await waitForApp(page);
      const pages = pdfPages(await page.pdf({ format: 'A4' }));
      const all = plain(pages.join(' '));

      expect(pages.length).toBeGreaterThan(0);
      expect(pages.length).toBeLessThanOrEqual(maxPages);
      expect(plain(pages[0]!)).toContain(plain(title));
      expect(plain(pages[0]!)).toContain(plain(`${SITE_URL}${path}`));
      for (const words of SCREEN_ONLY) expect(all, `"${words}" printed`).not.toContain(plain(words));
      // The last page carries the lesson's own words, not a footer or a lone link: at least a few lines.
      expect(plain(pages.at(-1)!).length).toBeGreaterThan(250);
      expect(problems).toEqual([]);
    });
  }

  it('prints the dark boxes and the hero black on white: no chalk colours and no board background in print', async () => {
    const { page } = await openPage({ colorScheme: 'dark' });
    await page.goto(url('/fallacies/AdHominem'));
    await waitForApp(page);
    await page.emulateMedia({ media: 'print' });
    const boxes = await page.locator('[data-print="board"]').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return { color: style.color, background: style.backgroundColor, ruled: style.borderTopStyle === 'solid' || style.borderBottomStyle === 'solid' };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(3); // the hero, the scene, the pro tip (and the cases' numbers)
    for (const box of boxes) expect(box).toMatchObject({ color: 'rgb(0, 0, 0)', background: 'rgba(0, 0, 0, 0)', ruled: true });
  });
});
