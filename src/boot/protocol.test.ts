// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as protocol from './protocol';
import {
  bootManifestHtml,
  bootManifestIn,
  bootManifestInHtml,
  htmlFileFor,
  isPrerenderedFor,
  manifestKeyOf,
  markReady,
  markStylesInPlace,
  normalisePath,
  PRERENDERED_PATH_ATTRIBUTE,
  READY_ATTRIBUTES,
} from './protocol';

describe('the boot protocol', () => {
  it('has one form per path: no trailing slash but the root', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('/about//')).toBe('/about');
    expect(normalisePath('/about')).toBe('/about');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
  });

  it('names the prerendered file of a path', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/ct/bonhoeffer-theory/')).toBe('ct/bonhoeffer-theory.html');
  });

  it("turns a glob key into Vite's manifest key", () => {
    expect(manifestKeyOf('/src/pages/HomePage.tsx')).toBe('src/pages/HomePage.tsx');
  });

  it('reads back the manifest it writes, from HTML and from the document, and escapes "<"', () => {
    const manifest = { modules: ['/assets/shell.js'], preload: ['/assets/a</script>.js'] };
    const html = `<div id="root"></div>${bootManifestHtml(manifest)}<script>x()</script>`;
    expect(html).not.toContain('a</script>');
    expect(bootManifestInHtml(html)).toEqual(manifest);
    document.body.innerHTML = html;
    expect(bootManifestIn(document)).toEqual(manifest);
    expect(bootManifestInHtml('<p>no manifest</p>')).toEqual({ modules: [], preload: [] });
  });

  it('hydrates only HTML prerendered for the path being opened', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main>text</main>';
    root.setAttribute(PRERENDERED_PATH_ATTRIBUTE, '/about');
    expect(isPrerenderedFor(root, '/about/')).toBe(true);
    expect(isPrerenderedFor(root, '/contact')).toBe(false);
    root.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
    expect(isPrerenderedFor(root, '/about')).toBe(false);
    const empty = document.createElement('div');
    empty.setAttribute(PRERENDERED_PATH_ATTRIBUTE, '/about');
    expect(isPrerenderedFor(empty, '/about')).toBe(false);
  });

  it('marks prerendered style tags as in place and says how far a page has started', () => {
    expect(markStylesInPlace('<style data-emotion="css a">x</style><style data-emotion="css b">y</style>')).toBe(
      '<style data-s="" data-emotion="css a">x</style><style data-s="" data-emotion="css b">y</style>',
    );
    const doc = document.implementation.createHTMLDocument('page');
    markReady(doc, 'script');
    expect(doc.documentElement.hasAttribute(READY_ATTRIBUTES.script)).toBe(true);
    expect(doc.documentElement.hasAttribute(READY_ATTRIBUTES.app)).toBe(false);
  });

  it('is the only place the shared names are spelt out as strings (tests may write fixtures with them)', () => {
    const names = Object.values(protocol).flatMap((value) =>
      typeof value === 'string' ? [value] : typeof value === 'object' ? Object.values(value as Record<string, string>) : [],
    );
    const here = path.resolve(import.meta.dirname, '../..');
    const files = ['src', 'scripts', 'tests']
      .flatMap((dir) => readdirSync(path.join(here, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
      .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== path.join('src', 'boot', 'protocol.ts'));
    const spelt = files.flatMap((file) => {
      const text = readFileSync(path.join(here, file), 'utf8');
      return names.filter((name) => new RegExp(`['"]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"=]`).test(text)).map((name) => `${file}: ${name}`);
    });
    expect(spelt).toEqual([]);
  });
});
