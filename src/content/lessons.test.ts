import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listStaticPaths } from '@/app/routePaths';
import { allLessonLinks, categoryCards } from './categories';
import { concepts as conceptTexts } from './concepts';
import { warnedYou } from './concepts/logos';
import { fallacyLessons } from './fallacies';
import { buildLessonIndex } from './lessonIndex';
import lessonIndex from './lessonIndex.json';
import { guideExercise } from './guideExercise';
import {
  categoryPaths,
  conceptLinks,
  conceptPaths,
  fallacyGroups,
  fallacyNeighbours,
  fallacyPaths,
  getConcept,
  getFallacy,
  getTechnique,
  listConcepts,
  loadConcept,
  loadFallacy,
  loadTechnique,
  techniquePaths,
} from './lessons';
import about from './pages/about';
import beginnersGuide from './pages/beginnersGuide';
import { FALLACY_IDS, TECHNIQUE_IDS, type Concept, type FallacyLesson, type Technique } from './schema';
import { techniques as techniqueTexts } from './techniques';

const words = (...texts: string[]) => texts.join(' ').split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
const filled = (s: string | undefined) => typeof s === 'string' && s.trim().length > 0;
const allFilled = (xs: string[] | undefined) => Array.isArray(xs) && xs.length > 0 && xs.every(filled);

/** What the reader reads on a fallacy page, headings and metadata aside. */
const fallacyBody = (l: FallacyLesson) =>
  words(
    ...l.whatIsIt,
    ...l.howItWorks,
    l.classicExample.scenario,
    ...l.classicExample.analysis,
    ...l.commonCases.map((c) => c.text),
    ...l.howToAnswer,
    l.proTip,
  );
/** FAQ answers are not counted: the 600 words are the page's own text. */
const techniqueBody = (t: Technique) =>
  words(...t.meaning, ...t.mechanics, ...t.examples.flatMap((e) => [e.text, e.analysis]), ...t.counterTips, t.proTip);
const conceptBody = (c: Concept) => words(...c.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]));

const seedIds = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../contract/seed/fallacies.json'), 'utf8')) as { id: string; name: string }[]);

describe('the lesson index and the lessons loaded on demand', () => {
  it('is up to date with the lessons (run `npm run content:index` after editing a name or a card field)', () => {
    expect(lessonIndex).toEqual(buildLessonIndex(fallacyLessons, techniqueTexts, conceptTexts));
  });

  it('loads each lesson\'s full text by id, the same object every time', async () => {
    for (const l of fallacyLessons) await expect(loadFallacy(l.id)).resolves.toBe(l);
    for (const t of techniqueTexts) await expect(loadTechnique(t.id)).resolves.toBe(t);
    for (const c of conceptTexts) await expect(loadConcept(c.id)).resolves.toBe(c);
    expect(loadFallacy('straw-man')).toBe(loadFallacy('straw-man'));
    await expect(loadFallacy('no-such-fallacy')).rejects.toThrow('No fallacies lesson "no-such-fallacy"');
  });
});

describe('fallacy lessons', () => {
  const lessons = fallacyLessons;

  it('are the 13 built-in ids, unique, equal to the backend seed, with the seed names', () => {
    const ids = lessons.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...FALLACY_IDS].sort());
    expect([...ids].sort()).toEqual(seedIds.map((s) => s.id).sort());
    for (const s of seedIds) expect(getFallacy(s.id)?.name).toBe(s.name);
  });

  it.each(lessons.map((l) => [l.id, l] as const))('%s has every section, 500+ words and a capitalised path name', (_id, l) => {
    expect(filled(l.name) && filled(l.description) && filled(l.example) && filled(l.tagline)).toBe(true);
    expect(filled(l.quote.text) && filled(l.quote.attribution)).toBe(true);
    expect(allFilled(l.whatIsIt)).toBe(true);
    expect(allFilled(l.howItWorks)).toBe(true);
    expect(filled(l.classicExample.scenario) && allFilled(l.classicExample.analysis)).toBe(true);
    expect(l.commonCases).toHaveLength(3);
    for (const c of l.commonCases) expect(filled(c.title) && filled(c.text)).toBe(true);
    expect(allFilled(l.howToAnswer)).toBe(true);
    expect(filled(l.proTip)).toBe(true);
    expect(filled(l.meta.title) && filled(l.meta.description)).toBe(true);
    expect(fallacyBody(l)).toBeGreaterThanOrEqual(500);
    // "In the route table the name has no spaces and each word is capitalised."
    expect(l.pascalName).toMatch(/^(?:[A-Z][a-z]+)+$/);
    expect(l.pascalName.toLowerCase()).toBe(l.name.replace(/\s+/g, '').toLowerCase());
  });

  it('gives only Ad Hominem the Example Videos section', () => {
    expect(lessons.filter((l) => l.exampleVideos).map((l) => l.id)).toEqual(['ad-hominem']);
  });

  it('answers at the capitalised form, the hyphenated form and /fallacy/strawman', () => {
    for (const l of lessons) {
      expect(getFallacy(l.pascalName)?.id).toBe(l.id);
      expect(getFallacy(l.id)?.id).toBe(l.id);
      expect(fallacyPaths()).toEqual(expect.arrayContaining([`/fallacies/${l.pascalName}`, `/fallacies/${l.id}`]));
    }
    expect(fallacyPaths()).toHaveLength(26);
    expect(getFallacy('strawman')?.id).toBe('straw-man');
    expect(getFallacy('no-such-fallacy')).toBeUndefined();
    expect(getFallacy('')).toBeUndefined();
  });

  it('groups the 13 into Appeals, Distractions and Other, each lesson exactly once', () => {
    const [appeals, distractions, other] = fallacyGroups();
    expect(appeals?.title).toBe('Appeals');
    expect(appeals?.cards.map((c) => c.title).every((t) => t.startsWith('Appeal to'))).toBe(true);
    expect(appeals?.cards).toHaveLength(lessons.filter((l) => l.name.startsWith('Appeal to')).length);
    expect(distractions?.cards.map((c) => c.id).sort()).toEqual(['red-herring', 'straw-man']);
    expect(other?.title).toBe('Other Fallacies');
    const all = fallacyGroups().flatMap((g) => g.cards.map((c) => c.id));
    expect([...all].sort()).toEqual([...FALLACY_IDS].sort());
  });

  it('links previous and next through the 13 in order, without wrapping', () => {
    expect(fallacyNeighbours(lessons[0]!.id).previous).toBeUndefined();
    expect(fallacyNeighbours(lessons[0]!.id).next?.label).toBe(lessons[1]!.name);
    expect(fallacyNeighbours(lessons[12]!.id).next).toBeUndefined();
  });
});

describe('technique pages', () => {
  const techniques = techniqueTexts;

  it('are the 8 ids, unique', () => {
    const ids = techniques.map((t) => t.id);
    expect(new Set(ids).size).toBe(8);
    expect([...ids].sort()).toEqual([...TECHNIQUE_IDS].sort());
    expect(techniquePaths('/techniques')).toContain('/techniques/virtue-signaling');
    expect(techniquePaths('/technique')).toContain('/technique/polarization-tactics');
    expect(getTechnique('nope')).toBeUndefined();
  });

  it.each(techniques.map((t) => [t.id, t] as const))('%s has every section, 600+ words, 3 to 4 FAQs and the dates', (id, t) => {
    expect(filled(t.name) && filled(t.description) && filled(t.example) && filled(t.tagline) && filled(t.metaDescription)).toBe(true);
    expect(filled(t.quote.text) && filled(t.quote.attribution)).toBe(true);
    expect(allFilled(t.meaning)).toBe(true);
    expect(allFilled(t.mechanics)).toBe(true);
    expect(t.examples.length).toBeGreaterThanOrEqual(3);
    for (const e of t.examples) expect(filled(e.title) && filled(e.text) && filled(e.analysis)).toBe(true);
    expect(allFilled(t.counterTips)).toBe(true);
    expect(filled(t.proTip)).toBe(true);
    expect(t.keywords.length).toBeGreaterThan(0);
    expect(t.faqs.length).toBeGreaterThanOrEqual(3);
    expect(t.faqs.length).toBeLessThanOrEqual(4);
    for (const f of t.faqs) expect(filled(f.question) && filled(f.answer)).toBe(true);
    expect(techniqueBody(t)).toBeGreaterThanOrEqual(600);
    expect(t.datePublished).toBe('2024-01-01');
    expect(t.dateModified).toBe(id === 'virtue-signaling' || id === 'gaslighting' ? '2024-12-22' : '2024-01-01');
  });
});

describe('concept pages', () => {
  it.each(conceptTexts.map((c) => [c.id, c] as const))('%s has its card fields, sections and 400+ words', (_id, c) => {
    expect(filled(c.title) && filled(c.description) && filled(c.thumbnailEmoji) && filled(c.tagline) && filled(c.metaDescription)).toBe(true);
    expect(c.items).toHaveLength(3);
    expect(c.sections.length).toBeGreaterThan(0);
    for (const s of c.sections) expect(filled(s.heading) && allFilled(s.paragraphs)).toBe(true);
    expect(conceptBody(c)).toBeGreaterThanOrEqual(400);
  });

  it('are ethos, pathos, logos in that order, each back to the guide, on to the next and the last on to the categories, with FAQ data', () => {
    expect(listConcepts().map((c) => c.id)).toEqual(['ethos', 'pathos', 'logos']);
    expect(conceptLinks('ethos')).toMatchObject({ back: { to: '/beginners-guide' }, next: { to: '/concept/pathos' } });
    expect(conceptLinks('ethos').previous).toBeUndefined();
    expect(conceptLinks('pathos')).toMatchObject({ previous: { to: '/concept/ethos' }, next: { to: '/concept/logos' } });
    expect(conceptLinks('logos')).toMatchObject({ previous: { to: '/concept/pathos' }, onward: { to: '/categories' } });
    expect(conceptLinks('logos').next).toBeUndefined();
    expect(conceptTexts.some((c) => (c.faqs?.length ?? 0) > 0)).toBe(true);
    expect(getConcept('LOGOS')?.id).toBe('logos');
    expect(getConcept('kairos')).toBeUndefined();
    expect(warnedYou).toMatchObject({ title: 'I Warned You!', button: 'Okay, I get it!' });
    expect(allFilled(warnedYou.paragraphs)).toBe(true);
  });
});

describe('categories, the guide and about', () => {
  it('has the six category cards, in order, with their destinations', () => {
    expect(categoryCards.map((c) => [c.id, c.to])).toEqual([
      ['beginners-guide', '/beginners-guide'],
      ['logical-fallacies', '/category/logical-fallacies'],
      ['rhetorical-techniques', '/category/rhetorical-techniques'],
      ['dark-arts', '/darkarts'],
      ['critical-thinking-spotlight', '/ct'],
      ['tactical-hemorrhoid-corner', '/tactical-hemorrhoid-corner'],
    ]);
    expect(categoryPaths()).toEqual(['/category/logical-fallacies', '/category/rhetorical-techniques']);
  });

  it('has the guide, its exercise (one option per pillar in each slot) and the about page', () => {
    expect(allFilled(beginnersGuide.intro) && filled(beginnersGuide.exerciseIntro)).toBe(true);
    for (const slot of ['premise', 'evidence', 'conclusion'] as const)
      expect(guideExercise[slot].map((o) => o.pillar).sort()).toEqual(['ethos', 'logos', 'pathos']);
    expect(allFilled(about.mission)).toBe(true);
    expect(about.services.length).toBeGreaterThan(0);
  });
});

describe('links', () => {
  it('every internal link of the lessons resolves to a prerendered route', async () => {
    const known = new Set(await listStaticPaths());
    const links = allLessonLinks();
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((to) => !known.has(to))).toEqual([]);
  });

  it('the route table prerenders every lesson at both forms, every technique at both, the concepts and /fallacy/strawman', async () => {
    const known = new Set(await listStaticPaths());
    const expected = [
      ...fallacyPaths(),
      '/fallacy/strawman',
      ...techniquePaths('/techniques'),
      ...techniquePaths('/technique'),
      ...conceptPaths(),
      ...categoryPaths(),
      '/categories',
      '/beginners-guide',
      '/about',
    ];
    expect(expected.filter((p) => !known.has(p))).toEqual([]);
  });
});
