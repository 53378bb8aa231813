import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's map ("Where things live") names every folder under src two levels deep (src/app/,
 * src/app/start/), and names only folders that exist: a newcomer reads a true map.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const DEPTH = 2;

function mapFolders(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Where things live'));
  const block = section.slice(section.indexOf('```') + 3, section.indexOf('```', section.indexOf('```') + 3));
  return block.split('\n').flatMap((line) => /^(src\/[\w./-]*\/)\s/.exec(line)?.[1] ?? []);
}

function treeFolders(dir = 'src', depth = 1): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${dir}/${entry.name}`;
      return [`${folder}/`, ...(depth < DEPTH ? treeFolders(folder, depth + 1) : [])];
    });
}

describe("the README's map of src", () => {
  it('names every folder two levels deep under src', () => {
    const named = new Set(mapFolders());
    expect(treeFolders().filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names only folders that exist', () => {
    const folders = mapFolders();
    expect(folders.length).toBeGreaterThan(40);
    const tree = new Set(treeFolders());
    expect(folders.filter((folder) => !tree.has(folder))).toEqual([]);
  });
});
