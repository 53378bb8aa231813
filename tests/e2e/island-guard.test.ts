import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { BOOT_ELEMENT_ID, htmlFileFor, ROOT_ELEMENT_ID, ROUTES_FILE, type RoutesManifest } from '@/boot/protocol';
import { controlsOutsideIslands } from '../../scripts/islandGuard';

/**
 * The island guard over the build: on every prerendered page that starts with its islands, no
 * control sits outside an island (it would look fine and never work). The prerender refuses such
 * a page already; this reads what was shipped. Reads dist/ only; no browser.
 */
const dist = path.resolve(process.env.SOPHIST_DIST ?? path.join(import.meta.dirname, '../../dist'));
const built = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as RoutesManifest;
const islandPages = built.static.filter((p) => matchRoutes(routes, p)?.[0]?.route.start === 'islands');

describe('the island guard over the build', () => {
  it('checks the reading pages (there are many)', () => {
    expect(islandPages).toEqual(expect.arrayContaining(['/', '/about', '/fallacies/AdHominem', '/ct/critical-thinking']));
  });

  it('finds no control outside an island on any reading page', () => {
    const problems = islandPages.flatMap((urlPath) => {
      const html = readFileSync(path.join(dist, htmlFileFor(urlPath)), 'utf8');
      // The root's contents: from the root element to the boot manifest written after it.
      const root = html.slice(html.indexOf(`<div id="${ROOT_ELEMENT_ID}"`), html.indexOf(`id="${BOOT_ELEMENT_ID}"`));
      expect(root.length, urlPath).toBeGreaterThan(100);
      return controlsOutsideIslands(root).map((control) => `${urlPath}: ${control}`);
    });
    expect(problems).toEqual([]);
  });
});
