import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SITE_URL } from '@/config/site';
import { LESSON_PLANS } from '@/content/lessonPlans';
import type { PlanLink } from '@/content/lessonPlans/types';
import { fallacyPath, getFallacy } from '@/content/lessons';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';
import { pdfPages } from './pdfText';

/**
 * The lesson plans for teachers (issue 38): the index and each plan as reading pages, axe clean in both
 * schemes; each plan printed to PDF on A4 in Chromium (the print rules of issue 39) and the PDF read
 * back: the title and address on page 1, every step's heading in order with its link's address, the
 * teacher's answers starting a sheet of their own, nothing of the screen's furniture, a sensible
 * number of sheets and no last sheet of leftovers. About and the footer lead to the plans.
 */
/** Whitespace and ligatures aside (the PDF's text runs are spaced by position, not by words). */
const plain = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/** Words on screen that must never reach paper. */
const SCREEN_ONLY = ['Skip to content', 'All lesson plans', 'Print this plan', 'Privacy Policy', 'Run a class', 'Say Hello', 'Decline'];

const linkPath = (link: PlanLink) => ('page' in link ? paths[link.page] : fallacyPath(getFallacy(link.fallacy)!));

describe('lesson plans', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`lists the plans and reads each one, axe clean in the ${colorScheme} scheme`, async () => {
      const { page, problems } = await openPage({ colorScheme });
      await page.goto(url(paths.teachLessons));
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Lesson plans' }).isVisible()).resolves.toBe(true);
      await expect(page.locator('main').getByRole('link', { name: '/teach', exact: true }).getAttribute('href')).resolves.toBe(paths.teach);
      await expectNoAxeViolations(page);

      for (const plan of LESSON_PLANS) {
        await page.goto(url(paths.teachLessons));
        await waitForApp(page);
        await page.getByRole('link', { name: plan.title }).click();
        await page.waitForURL(url(paths.teachLesson(plan.id)));
        await expect(page.getByRole('heading', { level: 1, name: plan.title }).isVisible()).resolves.toBe(true);
        await expect(page.getByRole('region', { name: 'The teacher’s answers' }).getByRole('heading', { level: 3 }).count()).resolves.toBe(plan.answers.length);
        await expectNoAxeViolations(page);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const plan of LESSON_PLANS) {
    it(`prints "${plan.title}" on A4: title and address first, every step, the answers on their own sheet`, async () => {
      const { page, problems } = await openPage();
      const path = paths.teachLesson(plan.id);
      await page.goto(url(path));
      await waitForApp(page);
      const pages = pdfPages(await page.pdf({ format: 'A4' })).map(plain);
      const all = pages.join('');

      // A 55-minute plan and its crib: more than a leaflet, less than a booklet.
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.length).toBeLessThanOrEqual(7);
      expect(pages[0]).toContain(plain(plan.title));
      expect(pages[0]).toContain(plain(`${SITE_URL}${path}`));
      // Every step's heading, in teaching order.
      let at = 0;
      for (const step of plan.steps) {
        const found = all.indexOf(plain(step.title), at);
        expect(found, `step "${step.title}"`).toBeGreaterThanOrEqual(0);
        at = found;
      }
      // Paper cannot be clicked: each step's link prints its address.
      for (const step of plan.steps) if (step.link) expect(all, `${step.title}: its address`).toContain(plain(`(${SITE_URL}${linkPath(step.link)})`));
      for (const words of SCREEN_ONLY) expect(all, `"${words}" printed`).not.toContain(plain(words));
      // The teacher's answers start a sheet, which says which plan it belongs to.
      const crib = pages.findIndex((p) => p.startsWith(plain('The teacher’s answers')));
      expect(crib).toBeGreaterThan(0);
      expect(pages[crib]).toContain(plain(`“${plan.title}”`));
      expect(pages.slice(0, crib).join('')).not.toContain(plain(plan.answers[0]!.why));
      // No sheet of leftovers at the end.
      expect(pages.at(-1)!.length).toBeGreaterThan(250);
      expect(problems).toEqual([]);
    });
  }

  it('opens the print dialog from "Print this plan", by keyboard too (the button is an island)', async () => {
    const { page, problems } = await openPage();
    // The real dialog would block the page: count the calls instead.
    await page.addInitScript(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void (w.printed += 1);
    });
    await page.goto(url(paths.teachLesson(LESSON_PLANS[0]!.id)));
    await waitForApp(page);
    const button = page.getByRole('button', { name: 'Print this plan' });
    await button.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
    expect(problems).toEqual([]);
  });

  it('is reached from the About page and from the footer', async () => {
    const { page } = await openPage();
    await page.goto(url(paths.about));
    await waitForApp(page);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'See the lesson plans' }).getAttribute('href')).resolves.toBe(paths.teachLessons);
    await expect(main.getByRole('link', { name: 'Run a class' }).getAttribute('href')).resolves.toBe(paths.teach);
    const teachers = page.locator('footer').getByRole('navigation', { name: 'Teachers' });
    await expect(teachers.getByRole('link', { name: 'Lesson plans' }).getAttribute('href')).resolves.toBe(paths.teachLessons);
    await teachers.getByRole('link', { name: 'Lesson plans' }).click();
    await page.waitForURL(url(paths.teachLessons));
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson plans' }).isVisible()).resolves.toBe(true);
  });
});
