import { describe, expect, it } from 'vitest';
import { listStaticPaths, routes } from '@/app/routes';
import { paths } from '@/config/paths';
import { articlePaths } from '../articles';
import { cornerHub } from '../hubs/corner';
import { ctHub } from '../hubs/ct';
import { darkArtsHub } from '../hubs/darkArts';
import type { ScreenCopy } from '../schema';
import about from './about';
import { categoriesScreen } from './categories';
import beginnersGuide from './beginnersGuide';
import { chalkboardScreen } from './chalkboard';
import { checkScreen, practiceScreen } from './check';
import { gamesScreen } from './games';
import { homeScreen } from './home';
import { categoryNotFound } from './lessonNotFound/category';
import { conceptNotFound } from './lessonNotFound/concept';
import { fallacyNotFound } from './lessonNotFound/fallacy';
import { techniqueNotFound } from './lessonNotFound/technique';
import { communityPlaceholder, examplesPlaceholder, shop, testTheme } from './misc';
import { pageNotFound } from './notFound';
import { parserScreen } from './parser';
import { progressScreen } from './progress';
import { reviewScreen } from './review';

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
];

/**
 * Fixed-address public screens that still declare their metadata in the screen itself (the games,
 * the argument game and the forms). Move one's words to src/content and take it off this list.
 */
const INLINE = new Set<string>([
  paths.fallacyGame,
  paths.detective,
  paths.argument,
  paths.argumentGame,
  paths.rhetoricGame,
  paths.rhetoricAnalysis,
  paths.transcribe,
  paths.contact,
]);

describe('screen copy', () => {
  it('gives every fixed public address its metadata from content, but for the screens still listed as inline', async () => {
    const articles = new Set(articlePaths());
    const fixed = (await listStaticPaths()).filter((p) => routes.some((r) => r.path === p) && !articles.has(p));
    const covered = new Set(screens.map((s) => s.meta.path));
    const missing = fixed.filter((p) => !covered.has(p));
    expect(missing.sort()).toEqual([...INLINE].sort());
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
    const lessonNotFound = { fallacy: fallacyNotFound, technique: techniqueNotFound, concept: conceptNotFound, category: categoryNotFound };
    for (const [kind, copy] of Object.entries(lessonNotFound)) {
      const said = [copy.meta('zzz').description, copy.title('zzz'), copy.message('zzz')].join(' ');
      if (kind !== 'concept' && kind !== 'category') expect(said, kind).toContain('zzz');
      expect(copy.action.to, kind).toMatch(/^\//);
    }
    expect(pageNotFound.before + '/x' + pageNotFound.after).toMatch(/^You followed a link to \/x and found nothing\./);
  });
});
