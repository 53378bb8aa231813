import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addCards } from '../../src/lib/review/logic';
import { emptyReviewData } from '../../src/lib/review/model';
import { scheduleReview } from '../../src/lib/review/scheduler';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';
import { DAY_MS } from './reviewJourney';

/**
 * /progress is prerendered with its headings, its text and a reserved box for every part drawn from
 * the browser's storage; hydration fills the boxes without moving anything (issue 32: CLS 0). Real
 * time, not the fake clock: layout shifts are reported from real frames.
 */

/** A returning learner: a reviewed deck (some due, some fading), games played, two checks. */
function learner(now: number) {
  const ids = ['fallacy:ad-hominem:spot', 'fallacy:ad-hominem:twin', 'fallacy:straw-man:spot', 'fallacy:straw-man:twin', 'fallacy:slippery-slope:spot', 'device:Hyperbole', 'device:Anaphora'];
  let review = addCards(emptyReviewData(), ids, now - 30 * DAY_MS);
  review = { ...review, cards: review.cards.map((c, i) => (i < 5 ? scheduleReview(c, i % 2 ? 'again' : 'good', now - (12 - i * 2) * DAY_MS) : c)) };
  const activity = { version: 1, games: { detective: { sittings: 2, answers: 14, last: now - 20 * DAY_MS } }, lessons: { 'ad-hominem': now - 21 * DAY_MS } };
  const answers = (right: number) =>
    Array.from({ length: 24 }, (_, i) => {
      const fallacious = i % 2 === 0;
      const correct = i < right;
      const rating = fallacious === correct ? 5 : 2;
      return { itemId: `item-${i}`, verdict: fallacious ? 'fallacious' : 'sound', fallacyId: 'ad-hominem', rating };
    });
  const check = {
    version: 1,
    seed: 7,
    checks: [
      { kind: 'baseline', form: 0, completedAt: now - 14 * DAY_MS, answers: answers(14) },
      { kind: 'after-practice', form: 1, completedAt: now - 7 * DAY_MS, answers: answers(20) },
    ],
    practice: [],
  };
  return { review, activity, check };
}

/** Opens /progress in a fresh context (storage seeded before the page's first script) and sums its layout shifts. */
async function layoutShift(viewport: { width: number; height: number }, stored: Record<string, unknown> | null): Promise<{ cls: number; page: Page }> {
  const { page } = await openPage({ viewport });
  await page.addInitScript((data) => {
    if (data) for (const [key, value] of Object.entries(data)) localStorage.setItem(key, JSON.stringify(value));
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, stored);
  await page.goto(url('/progress'));
  await waitForApp(page);
  await page.getByTestId('next-step').waitFor();
  if (stored) await page.locator('#discernment ~ div svg, #discernment ~ * svg').first().waitFor();
  // The web fonts swapped in, and two frames after the last change, so a shift it caused has been reported.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
  return { cls: await page.evaluate(() => (window as unknown as { __shift: number }).__shift), page };
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

describe('progress: the prerendered page does not move when the stored data arrives', () => {
  it('prerenders every heading and the explanatory text, and nothing that claims to know the learner', async () => {
    const html = await (await fetch(url('/progress'))).text();
    for (const heading of ['Practise and progress', 'Your next step', 'Weakest now', 'Strength in a week', 'Telling sound from fallacious', 'Games and lessons', 'Keep or move your progress']) {
      expect(html).toContain(`>${heading}</h`);
    }
    expect(html).toContain('Export progress');
    // The empty state is a claim about this browser's storage: it is written only after reading it.
    for (const claim of ['Nothing in your review yet', 'No games played yet', 'No Discernment Check yet', 'Take the baseline check']) expect(html).not.toContain(claim);
  });

  for (const [name, viewport] of Object.entries({ phone, desktop })) {
    it(`first visit, ${name}: CLS 0`, async () => {
      const { cls, page } = await layoutShift(viewport, null);
      await expect(page.getByTestId('due-today').textContent()).resolves.toMatch(/^Nothing in your review yet/);
      expect(cls).toBeLessThan(0.01);
      await expectNoAxeViolations(page);
    });

    it(`returning learner, ${name}: CLS 0`, async () => {
      const now = Date.now();
      const { review, activity, check } = learner(now);
      const { cls, page } = await layoutShift(viewport, { 'sophist:review:v1': review, 'sophist:activity:v1': activity, 'sophist:check:v1': check });
      await page.getByRole('table', { name: 'Fallacies' }).waitFor();
      await expect(page.getByTestId('weakest').locator('li').count()).resolves.toBe(3);
      expect(cls).toBeLessThan(0.01);
      await expectNoAxeViolations(page);
    });
  }
});
