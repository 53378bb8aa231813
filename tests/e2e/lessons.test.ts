import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { concepts } from '@/content/concepts';
import { fallacyLessons } from '@/content/fallacies';
import { techniques } from '@/content/techniques';
import { expectNoAxeViolations, openPage, url, waitForApp } from './harness';

const h1 = (page: Page) => page.locator('h1').innerText();
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

describe('lessons: categories, fallacies, techniques, the guide and the pillars', () => {
  it('goes categories → logical fallacies → a lesson → back, with no axe violation on the way', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/categories'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    expect(await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      expect.arrayContaining(['/beginners-guide', '/category/logical-fallacies', '/category/rhetorical-techniques', '/darkarts', '/ct', '/tactical-hemorrhoid-corner']),
    );
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('link', { name: /^Logical Fallacies/ }).click();
    await page.waitForURL(url('/category/logical-fallacies'));
    for (const name of ['Appeals', 'Distractions', 'Other Fallacies']) await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await page.getByRole('link', { name: 'Test Your Knowledge' }).getAttribute('href')).toBe('/logical-fallacy-game');
    await expectNoAxeViolations(page);

    await page.getByRole('region', { name: 'Distractions' }).getByRole('link', { name: /^Straw Man/ }).click();
    await page.waitForURL(url('/fallacies/StrawMan'));
    await page.getByRole('heading', { level: 1, name: 'Straw Man' }).waitFor();
    for (const name of ['What is it?', 'How it works', 'A classic example', 'Three common cases', 'How to answer it'])
      await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await page.getByRole('link', { name: 'Practise this fallacy' }).getAttribute('href')).toBe('/games/fallacy-identification?fallacy=straw-man');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Logical Fallacies' }).first().click();
    await page.waitForURL(url('/category/logical-fallacies'));
    await page.getByRole('heading', { level: 1, name: 'Logical Fallacies' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('opened directly, "Back to Logical Fallacies" falls back to the category; next/previous walk the series', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/fallacies/ad-hominem'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 2, name: 'Example Videos' }).waitFor();
    expect(await page.getByText('Video content is coming soon', { exact: false }).count()).toBe(1);
    await page.getByRole('link', { name: /Next fallacy Appeal to Authority/ }).click();
    await page.waitForURL(url('/fallacies/AppealToAuthority'));
    await page.getByRole('heading', { level: 1, name: 'Appeal to Authority' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Example Videos' }).count()).toBe(0);
    await page.getByRole('link', { name: /Previous fallacy Ad Hominem/ }).click();
    await page.waitForURL(url('/fallacies/AdHominem'));

    const fresh = await openPage();
    await fresh.page.goto(url('/fallacies/TuQuoque'));
    await waitForApp(fresh.page);
    await fresh.page.getByRole('link', { name: 'Back to Logical Fallacies' }).first().click();
    await fresh.page.waitForURL(url('/category/logical-fallacies'));
    expect([...problems, ...fresh.problems]).toEqual([]);
  });

  it('answers every lesson at both path forms (and /fallacy/strawman) with its own title and one canonical URL', async () => {
    const { page, problems } = await openPage();
    for (const lesson of fallacyLessons) {
      const forms = [`/fallacies/${lesson.pascalName}`, `/fallacies/${lesson.id}`, ...(lesson.id === 'straw-man' ? ['/fallacy/strawman'] : [])];
      for (const form of forms) {
        const response = await page.goto(url(form));
        expect(response?.status(), form).toBe(200);
        await waitForApp(page);
        expect(await h1(page), form).toBe(lesson.name);
        expect(await page.title(), form).toContain(lesson.meta.title.replace(/ \| Sophist$/, ''));
        expect(await canonical(page), form).toMatch(new RegExp(`/fallacies/${lesson.pascalName}$`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every technique at /techniques/{id} and /technique/{id}, with FAQs as JSON-LD and on the page', async () => {
    const { page, problems } = await openPage();
    for (const technique of techniques) {
      for (const prefix of ['/techniques', '/technique']) {
        const path = `${prefix}/${technique.id}`;
        expect((await page.goto(url(path)))?.status(), path).toBe(200);
        await waitForApp(page);
        expect(await h1(page), path).toBe(technique.name);
        expect(await canonical(page), path).toMatch(new RegExp(`/techniques/${technique.id}$`));
        const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
        const faq = graphs.find((g) => g['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
        expect(faq?.mainEntity, path).toHaveLength(technique.faqs.length);
        const article = graphs.find((g) => g['@type'] === 'Article');
        expect(article, path).toMatchObject({ datePublished: technique.datePublished, dateModified: technique.dateModified });
        expect(await page.getByRole('heading', { name: technique.faqs[0]!.question }).count(), path).toBe(1);
      }
    }
    // FAQ expands in the real page too (a native disclosure), and the page stays clean with an answer open.
    const lastFaq = techniques.at(-1)!.faqs[0]!;
    const answer = page.getByText(lastFaq.answer, { exact: true });
    expect(await answer.isVisible()).toBe(false);
    await page.locator('summary', { hasText: lastFaq.question }).click();
    await answer.waitFor({ state: 'visible' });
    // And by keyboard: Enter on the focused question closes it again.
    await page.locator('summary', { hasText: lastFaq.question }).focus();
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'hidden' });
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'visible' });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('shows its messages for unknown ids', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/techniques/mind-control-rays'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Technique not found: mind-control-rays' }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(url('/technique/nope'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Technique not found: nope' }).waitFor();

    await page.goto(url('/fallacies/MoonLogic'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Fallacy Not Found' }).waitFor();

    await page.goto(url('/concept/kairos'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Concept Not Found' }).waitFor();

    await page.goto(url('/category/dark-arts'));
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Category Not Found' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await page.waitForURL(url('/categories'));
    expect(problems).toEqual([]);
  });

  it('walks the three pillars, and on logos "Learn More" warns you, closing four ways', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/beginners-guide'));
    await waitForApp(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^Ethos/ }).click();
    await page.waitForURL(url('/concept/ethos'));
    await page.getByRole('heading', { level: 1, name: 'Ethos' }).waitFor();
    await expectNoAxeViolations(page);
    for (const next of concepts.slice(1)) {
      await page.getByRole('link', { name: new RegExp(`Next pillar ${next.title}`) }).click();
      await page.waitForURL(url(`/concept/${next.id}`));
      await page.getByRole('heading', { level: 1, name: next.title }).waitFor();
    }
    // Each pillar link was a page load: "Learn More" is an island, live once the page has started.
    await waitForApp(page);
    const learnMore = page.getByRole('button', { name: 'Learn More' });
    const dialog = page.getByRole('dialog', { name: 'I Warned You!' });
    const closeWith = async (how: () => Promise<void>) => {
      await learnMore.click();
      await dialog.waitFor();
      await how();
      await dialog.waitFor({ state: 'detached' });
    };
    await learnMore.click();
    await dialog.waitFor();
    // An open modal hides the page (and its h1) from assistive technology, as it should: check the dialog itself.
    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .disableRules(['page-has-heading-one'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Okay, I get it!' }).click();
    await dialog.waitFor({ state: 'detached' });
    await closeWith(() => dialog.getByRole('button', { name: 'Close' }).click());
    await closeWith(() => page.keyboard.press('Escape'));
    await closeWith(() => page.mouse.click(10, 10)); // the backdrop
    expect(await page.getByRole('link', { name: 'Explore the Categories' }).getAttribute('href')).toBe('/categories');
    await page.getByRole('link', { name: /Previous pillar Pathos/ }).click();
    await page.waitForURL(url('/concept/pathos'));
    await page.getByRole('link', { name: "Back to the Beginner's Guide" }).first().click();
    await page.waitForURL(url('/beginners-guide'));
    expect(problems).toEqual([]);
  });

  it("scores an argument on the guide by keyboard, with the reasons", async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/beginners-guide'));
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Build an argument' });
    await form.getByRole('group', { name: /Premise/ }).getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown'); // the ethos premise (second option)
    await form.getByRole('group', { name: /Evidence/ }).getByRole('radio').first().focus();
    await page.keyboard.press('Space'); // logos evidence
    await form.getByRole('group', { name: /Conclusion/ }).getByRole('radio').nth(1).focus();
    await page.keyboard.press('Space'); // logos conclusion
    await form.getByRole('button', { name: 'Score my argument' }).press('Enter');
    const result = page.getByRole('heading', { name: 'Your score: 80 out of 80' });
    await result.waitFor();
    expect(await result.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('list', { name: 'Points by part' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Premise[\s\S]*Ethos[\s\S]*\+30 of 30 points[\s\S]*credibility/),
      expect.stringMatching(/Evidence[\s\S]*Logos[\s\S]*\+30 of 30 points/),
      expect.stringMatching(/Conclusion[\s\S]*Logos[\s\S]*\+20 of 20 points/),
    ]);
    await expectNoAxeViolations(page);
    await page.goto(url('/about'));
    await waitForApp(page);
    expect(await page.getByRole('link', { name: "Read the Beginner's Guide" }).getAttribute('href')).toBe('/beginners-guide');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});
