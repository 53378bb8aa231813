import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clientOnlyPatterns, listStaticPaths } from './routePaths';
import { notFoundRoute, routes } from './routes';
import { page } from './screens';

describe('the route table', () => {
  it('has one lazy component per screen, however many routes show it (one chunk, one cache)', () => {
    const articleRoutes = routes.filter((r) => r.page.source === 'src/pages/articles/ArticlePage.tsx');
    expect(articleRoutes.length).toBeGreaterThan(1);
    for (const r of articleRoutes) expect(r.page).toBe(articleRoutes[0]!.page);
    const screens = new Set(routes.map((r) => r.page.source));
    expect(new Set(routes.map((r) => r.page)).size).toBe(screens.size);
  });

  it('refuses a screen declared both with and without the store', () => {
    expect(() => page('features/detective/DetectivePage')).toThrow(/both with and without the store/);
  });

  it('gives game and tool screens that hold state the store, and content screens none', () => {
    const screenOf = (path: string) => matchRoutes(routes, path)![0]!.route.page;
    expect(screenOf('/logical-fallacy-game').modules).toEqual(['src/features/detective/DetectivePage.tsx', 'src/app/StoreProvider.tsx']);
    expect(screenOf('/about').modules).toEqual(['src/pages/lessons/AboutPage.tsx']);
  });

  it('gives screens that hold state the store, declared once per screen', () => {
    expect(routes.filter((r) => r.page.modules.includes('src/app/StoreProvider.tsx')).every((r) => r.page.source.startsWith('src/features/'))).toBe(true);
  });
});

/** Reading screens (under src/pages/) that do not start with islands, and why: keep this list short. */
const READING_SCREENS_NOT_ISLANDS: Record<string, string> = {
  'src/pages/articles/TestThemePage.tsx': 'its pause switch drives a banner outside it',
};

describe('how each route starts (declared in the table, not inferred)', () => {
  it('starts every reading screen (src/pages/) with its islands unless it says why not', () => {
    const wrong = routes
      .filter((r) => r.page.source.startsWith('src/pages/'))
      .filter((r) => (r.start === 'islands') === r.page.source in READING_SCREENS_NOT_ISLANDS)
      .map((r) => `${r.path}: ${r.start}`);
    expect(wrong).toEqual([]);
    for (const source of Object.keys(READING_SCREENS_NOT_ISLANDS)) expect(routes.some((r) => r.page.source === source), source).toBe(true);
  });

  it('hydrates games and tools whole, or renders them on the client', () => {
    for (const url of ['/logical-fallacy-game', '/argument', '/contact', '/parse', '/check', '/test-theme']) {
      expect(matchRoutes(routes, url)![0]!.route.start, url).toBe('whole');
    }
    expect(routes.filter((r) => r.page.source.startsWith('src/features/') && r.start === 'islands')).toEqual([]);
  });

  it('renders private pages on the client and prerenders none of the client routes', async () => {
    for (const r of routes.filter((route) => route.access && route.access !== 'public')) expect(r.start, r.path).toBe('client');
    const client = routes.filter((r) => r.start === 'client').map((r) => r.path);
    expect(clientOnlyPatterns()).toEqual(client);
    expect(client).toEqual(expect.arrayContaining(['/admin', '/profile', '/argument/resume']));
    const prerendered = await listStaticPaths();
    expect(prerendered.filter((p) => client.includes(p))).toEqual([]);
    expect(prerendered).toEqual(expect.arrayContaining(['/', '/about', '/logical-fallacy-game', '/fallacies/AdHominem']));
    expect(notFoundRoute.start).toBe('client');
  });
});
