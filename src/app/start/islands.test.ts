import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ISLANDS, islandSourcesIn } from './islands';
import { routes, startsWithIslands } from '../routes';

const SRC = path.resolve(import.meta.dirname, '../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx$/.test(name) ? [full] : [];
  });

describe('islands', () => {
  const routeOf = (url: string) => matchRoutes(routes, url)?.[0]?.route;

  it('start every reading page (a screen under src/pages/) with its islands, and games and tools whole', () => {
    for (const url of ['/', '/about', '/fallacies/AdHominem', '/techniques/gaslighting', '/concept/logos', '/ct/critical-thinking', '/tactical-hemorrhoid-corner', '/games']) {
      expect(startsWithIslands(routeOf(url)), url).toBe(true);
    }
    for (const url of ['/logical-fallacy-game', '/argument', '/contact', '/parse', '/check', '/test-theme']) {
      expect(startsWithIslands(routeOf(url)), url).toBe(false);
    }
    expect(startsWithIslands(undefined)).toBe(false);
  });

  it('are switched off by VITE_ISLANDS=off', () => {
    for (const setting of ['off', 'false', '0', 'no', ' OFF ']) expect(startsWithIslands(routeOf('/about'), setting), setting).toBe(false);
    expect(startsWithIslands(routeOf('/about'), 'on')).toBe(true);
  });

  it('each have a loader under the name the page marks them with, and every loader is used', async () => {
    const named = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/<Island\b[^>]*?\bname="([^"]+)"/g)) named.add(match[1]!);
    }
    expect([...named].sort()).toEqual(Object.keys(ISLANDS).sort());
    for (const [name, { load, source }] of Object.entries(ISLANDS)) {
      expect(typeof (await load()), name).toBe('function');
      expect(statSync(path.join(SRC, '..', source)).isFile(), `${name}: ${source}`).toBe(true);
    }
  });

  it('tell the prerender which modules a page’s islands need, once each', () => {
    const html = '<div data-island="nav-bar"></div><p>text</p><div data-island="cookie-banner"></div><span data-island="biography"></span><div data-island="nowhere"></div>';
    expect(islandSourcesIn(html)).toEqual(['src/app/Layout.tsx', 'src/pages/articles/BiographyButton.tsx']);
  });
});
