import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page, routes } from './routes';

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

  it('loads the opened lesson or article text before hydrating (declared by the route, not read by the page at import)', async () => {
    for (const path of ['/fallacies/AdHominem', '/fallacy/strawman', '/techniques/gaslighting', '/concept/ethos', '/ct/bonhoeffer-theory', '/privacy-policy']) {
      const [match] = matchRoutes(routes, path)!;
      expect(await match!.route.preloadData?.({ params: match!.params, pathname: match!.pathname }), path).toBeTruthy();
    }
    const [unknown] = matchRoutes(routes, '/fallacies/NoSuchThing')!;
    expect(await unknown!.route.preloadData?.({ params: unknown!.params, pathname: unknown!.pathname })).toBeUndefined();
  });
});
