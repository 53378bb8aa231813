import { describe, expect, it } from 'vitest';
import { listStaticPaths } from '@/app/routePaths';
import { routes } from '@/app/routes';
import { articlePaths } from '../articles';
import { cornerHub } from '../hubs/corner';
import { ctHub } from '../hubs/ct';
import { darkArtsHub } from '../hubs/darkArts';
import type { ScreenCopy } from '../schema';
import about from './about';
import { argumentEntryScreen, argumentGameScreen } from './argument';
import { categoriesScreen } from './categories';
import beginnersGuide from './beginnersGuide';
import { chalkboardScreen } from './chalkboard';
import { checkScreen, practiceScreen } from './check';
import { contactScreen } from './contact';
import { detectiveScreen } from './detective';
import { fallacyGameScreen } from './fallacyGame';
import { gamesScreen } from './games';
import { homeScreen } from './home';
import { categoryNotFound } from './lessonNotFound/category';
import { lessonPlanNotFound, lessonPlansScreen } from './lessonPlans';
import { conceptNotFound } from './lessonNotFound/concept';
import { fallacyNotFound } from './lessonNotFound/fallacy';
import { techniqueNotFound } from './lessonNotFound/technique';
import { communityPlaceholder, examplesPlaceholder, shop, testTheme } from './misc';
import { pageNotFound } from './notFound';
import { parserScreen } from './parser';
import { progressScreen } from './progress';
import { reviewScreen } from './review';
import { rhetoricAnalysisScreen } from './rhetoricAnalysis';
import { rhetoricQuizScreen } from './rhetoricQuiz';
import { transcribeScreen } from './transcribe';
import { teachScreen } from './teach';

/** Every screen whose words are data in src/content (lessons and articles carry their own metadata). */
const screens: ScreenCopy<unknown>[] = [
  homeScreen,
  about,
  beginnersGuide,
  categoriesScreen,
  cornerHub,
  ctHub,
  darkArtsHub,
  shop,
  examplesPlaceholder,
  communityPlaceholder,
  testTheme,
  gamesScreen,
  chalkboardScreen,
  checkScreen,
  practiceScreen,
  reviewScreen,
  progressScreen,
  parserScreen,
  detectiveScreen,
  fallacyGameScreen,
  rhetoricQuizScreen,
  rhetoricAnalysisScreen,
  argumentEntryScreen,
  argumentGameScreen,
  transcribeScreen,
  contactScreen,
  teachScreen,
  lessonPlansScreen,
];

describe('screen copy', () => {
  it('gives every fixed public address its metadata from content', async () => {
    const articles = new Set(articlePaths());
    const fixed = (await listStaticPaths()).filter((p) => routes.some((r) => r.path === p) && !articles.has(p));
    const covered = new Set(screens.map((s) => s.meta.path));
    const missing = fixed.filter((p) => !covered.has(p));
    expect(missing).toEqual([]);
  });

  it('puts each copy at an address the route table serves, one copy per address', async () => {
    const served = new Set(await listStaticPaths());
    for (const s of screens) expect(served, s.meta.path).toContain(s.meta.path);
    expect(new Set(screens.map((s) => s.meta.path)).size).toBe(screens.length);
  });

  it('gives every screen its own title, a description worth reading and an h1', () => {
    expect(new Set(screens.map((s) => s.meta.title)).size).toBe(screens.length);
    for (const s of screens) {
      expect(s.meta.title.trim(), s.meta.path).not.toBe('');
      expect(s.meta.description.length, s.meta.path).toBeGreaterThanOrEqual(40);
      expect(s.title.trim(), s.meta.path).not.toBe('');
    }
  });

  it('fills the numbers into the intros that name them', () => {
    expect(practiceScreen.intro?.({ length: 12, sound: 4 })).toMatch(/^12 arguments, and about a third of them \(4, this round\)/);
    expect(reviewScreen.intro?.(20)).toContain('up to 20 fallacies and devices');
  });

  it('names what was asked for on every "not found" screen, with a way out', () => {
    const lessonNotFound = { fallacy: fallacyNotFound, technique: techniqueNotFound, concept: conceptNotFound, category: categoryNotFound, lessonPlan: lessonPlanNotFound };
    for (const [kind, copy] of Object.entries(lessonNotFound)) {
      const said = [copy.meta('zzz').description, copy.title('zzz'), copy.message('zzz')].join(' ');
      if (kind !== 'concept' && kind !== 'category') expect(said, kind).toContain('zzz');
      expect(copy.action.to, kind).toMatch(/^\//);
    }
    expect(pageNotFound.before + '/x' + pageNotFound.after).toMatch(/^You followed a link to \/x and found nothing\./);
  });
});
