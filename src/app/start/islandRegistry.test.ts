import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS, islandSourcesIn } from './islandRegistry';

const SRC = path.resolve(import.meta.dirname, '../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx$/.test(name) ? [full] : [];
  });

describe('islands', () => {
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
