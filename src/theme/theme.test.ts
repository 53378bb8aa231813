import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEVATIONS_IN_USE, getTheme, UNUSED_PALETTE_COMPONENTS } from './theme';

const SRC = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

describe('the theme', () => {
  it('leaves out the colour variables of components only when no source imports them (their colours would be missing)', () => {
    const imported = new Set<string>();
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mui\/material'/g)) {
        for (const name of names!.split(',')) imported.add(name.trim().split(/\s+as\s+/)[0]!);
      }
      for (const [, name] of text.matchAll(/from\s*'@mui\/material\/(\w+)'/g)) imported.add(name!);
    }
    expect(imported.has('Button')).toBe(true); // the scan finds imports at all
    expect(UNUSED_PALETTE_COMPONENTS.filter((name) => imported.has(name))).toEqual([]);
  });

  it('emits no variable for them, and keeps those of the components in use', () => {
    // The style sheets MUI writes for the theme (its CSS-variables API, not in the Theme type here).
    const theme = getTheme() as unknown as { generateStyleSheets: () => unknown };
    const css = JSON.stringify(theme.generateStyleSheets());
    for (const name of UNUSED_PALETTE_COMPONENTS) expect(css).not.toContain(`--sophist-palette-${name}-`);
    expect(css).toContain('--sophist-palette-Alert-');
  });

  it('keeps the shadow of every elevation our code or MUI\'s components ask for, and only those', () => {
    const MUI = path.resolve(SRC, '..', 'node_modules', '@mui', 'material');
    const asked = new Set<number>();
    const scan = (files: string[], pattern: RegExp) => {
      for (const file of files) for (const [, n] of readFileSync(file, 'utf8').matchAll(pattern)) asked.add(Number(n));
    };
    // Ours: elevation props, sx boxShadow numbers (an index into the shadows), theme.shadows[n].
    scan(sources(SRC).filter((f) => !f.endsWith('.test.ts')), /(?:elevation=\{|boxShadow: |shadows\[)(\d+)/g);
    // MUI's: its components' default elevations and the shadows they index.
    const mui = readdirSync(MUI).flatMap((dir) => {
      const file = path.join(MUI, dir, `${dir}.mjs`);
      return statSync(path.join(MUI, dir)).isDirectory() && existsSync(file) ? [file] : [];
    });
    scan(mui, /(?:elevation(?: = |: |=\{)|shadows\[)(\d+)/g);
    expect(asked.has(24) && asked.has(3)).toBe(true); // the scans find MUI's dialog and our chosen card
    expect([...asked].filter((n) => !ELEVATIONS_IN_USE.includes(n))).toEqual([]);

    const css = JSON.stringify((getTheme() as unknown as { generateStyleSheets: () => unknown }).generateStyleSheets());
    for (const n of ELEVATIONS_IN_USE) expect(css).toContain(`"--sophist-shadows-${n}"`);
    expect(css).not.toContain('"--sophist-shadows-5"');
    expect(css).toContain('"--sophist-overlays-24"');
    expect(css).not.toContain('"--sophist-overlays-23"');
  });
});
