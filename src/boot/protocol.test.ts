// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bootManifestHtml, bootManifestIn, bootManifestInHtml, htmlFileFor, isPrerenderedFor, manifestKeyOf, normalisePath, PRERENDERED_PATH_ATTRIBUTE } from './protocol';

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
});
