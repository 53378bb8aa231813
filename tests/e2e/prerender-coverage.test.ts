import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { PRERENDERED_PATH_ATTRIBUTE, ROUTES_FILE } from '@/boot/protocol';

/**
 * Prerender coverage: walks the build output and checks that every public route
 * of the route table was written as HTML with its own head (title, description, canonical URL,
 * Open Graph tags, JSON-LD where the page is an article or has FAQs), and that sitemap.xml lists
 * exactly the canonical pages. Reads dist/ only; no browser.
 */
/** SOPHIST_DIST: check another build output (the tests' own mutation checks use it). */
const dist = path.resolve(process.env.SOPHIST_DIST ?? path.join(import.meta.dirname, '../../dist'));
const SITE_URL = (process.env.VITE_SITE_URL ?? 'https://sophist.example').replace(/\/$/, '');
const built = JSON.parse(readFileSync(path.join(dist, ROUTES_FILE), 'utf8')) as { static: string[]; clientOnly: string[] };
const staticPaths = built.static;
const fileFor = (p: string) => (p === '/' ? path.join(dist, 'index.html') : path.join(dist, `${p.slice(1)}.html`));

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface Head {
  titles: string[];
  description?: string;
  canonicals: string[];
  og: Record<string, string>;
  jsonLd: unknown[];
  jsonLdErrors: string[];
  hasFaqSection: boolean;
  rootPath?: string;
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : undefined;
}

function readHead(html: string): Head {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]);
  const og: Record<string, string> = {};
  for (const t of metas) {
    const property = attr(t, 'property');
    if (property?.startsWith('og:')) og[property] = attr(t, 'content') ?? '';
  }
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  for (const m of head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      jsonLd.push(JSON.parse(m[1]!));
    } catch (err) {
      jsonLdErrors.push(String(err));
    }
  }
  return {
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!).trim()),
    description: metas.filter((t) => attr(t, 'name') === 'description').map((t) => attr(t, 'content'))[0],
    canonicals: [...head.matchAll(/<link\s[^>]*rel="canonical"[^>]*>/g)].map((m) => attr(m[0], 'href') ?? ''),
    og,
    jsonLd,
    jsonLdErrors,
    // The FaqList component renders this heading (with this id) on every page with questions.
    hasFaqSection: /<h[2-4][^>]*id="frequently-asked-questions"/.test(body) || />\s*Frequently asked questions\s*</i.test(body),
    rootPath: new RegExp(`<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1],
  };
}

const pages = new Map<string, Head>();
for (const p of staticPaths) if (existsSync(fileFor(p))) pages.set(p, readHead(readFileSync(fileFor(p), 'utf8')));

/** The path of an absolute URL on the site, or undefined when it is not on SITE_URL. */
function sitePath(url: string): string | undefined {
  if (!url.startsWith(`${SITE_URL}/`)) return undefined;
  return url.slice(SITE_URL.length);
}

const graphsOf = (h: Head) => h.jsonLd.flatMap((g) => (Array.isArray(g) ? g : [g])) as Record<string, unknown>[];
const ofType = (h: Head, type: string) => graphsOf(h).filter((g) => g['@type'] === type);

describe('prerender coverage', () => {
  it('prerendered every public route of the route table (and nothing private)', () => {
    const problems: string[] = [];
    for (const p of staticPaths) if (!existsSync(fileFor(p))) problems.push(`${p}: listed in _routes.json but ${path.relative(dist, fileFor(p))} is missing`);
    const clientOnly = new Set(built.clientOnly);
    for (const route of routes) {
      const isPublic = !route.access || route.access === 'public';
      const served = staticPaths.filter((p) => matchRoutes([route], p)?.length);
      if (isPublic && !clientOnly.has(route.path) && served.length === 0) problems.push(`${route.path}: public route with no prerendered page`);
      if (!isPublic && served.length) problems.push(`${route.path}: private route prerendered at ${served.join(', ')}`);
      if (!isPublic && !clientOnly.has(route.path)) problems.push(`${route.path}: private route not served by the app shell`);
    }
    expect(problems.length, problems.join('\n')).toBe(0);
    expect(staticPaths).toContain('/');
  });

  it.each(staticPaths)('%s has its own title, description, canonical URL, Open Graph tags and JSON-LD', (p) => {
    const h = pages.get(p);
    expect(h, `${p}: no HTML in dist/`).toBeDefined();
    if (!h) return;
    const problems: string[] = [];
    if (h.titles.length !== 1 || !h.titles[0]) problems.push(`${h.titles.length} <title> elements (${h.titles.join(' / ')})`);
    if (!h.description || h.description.length < 50) problems.push(`meta description missing or under 50 characters: "${h.description ?? ''}"`);
    if (h.rootPath !== p) problems.push(`#root ${PRERENDERED_PATH_ATTRIBUTE} is "${h.rootPath}", so the browser would not hydrate this HTML`);

    // Canonical: one absolute URL on SITE_URL, naming a prerendered page whose own canonical is itself.
    if (h.canonicals.length !== 1) problems.push(`${h.canonicals.length} canonical links`);
    const canonical = h.canonicals[0] ?? '';
    const canonicalPath = sitePath(canonical);
    if (!canonicalPath) problems.push(`canonical "${canonical}" is not an absolute URL on ${SITE_URL}`);
    else if (!pages.has(canonicalPath)) problems.push(`canonical "${canonical}" is not a prerendered page`);
    else if (pages.get(canonicalPath)!.canonicals[0] !== canonical) problems.push(`canonical "${canonical}" points at a page whose canonical is ${pages.get(canonicalPath)!.canonicals[0]}`);
    else if (canonicalPath !== p && pages.get(canonicalPath)!.titles[0] !== h.titles[0]) problems.push(`an alias of ${canonicalPath} but titled differently`);

    // Open Graph.
    for (const key of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'og:site_name']) if (!h.og[key]) problems.push(`no ${key}`);
    if (h.og['og:url'] && h.og['og:url'] !== canonical) problems.push(`og:url ${h.og['og:url']} differs from the canonical ${canonical}`);
    if (h.og['og:image'] && !/^https?:\/\//.test(h.og['og:image'])) problems.push(`og:image is not absolute: ${h.og['og:image']}`);
    if (h.og['og:description'] && h.og['og:description'] !== h.description) problems.push('og:description differs from the meta description');

    // JSON-LD: valid, Article on articles, FAQPage where the page shows questions.
    problems.push(...h.jsonLdErrors.map((e) => `unparsable JSON-LD: ${e}`));
    for (const g of graphsOf(h)) if (g['@context'] !== 'https://schema.org' || !g['@type']) problems.push(`JSON-LD without @context/@type: ${JSON.stringify(g).slice(0, 80)}`);
    if (h.og['og:type'] === 'article') {
      const [article] = ofType(h, 'Article');
      if (!article) problems.push('og:type is article but there is no Article JSON-LD');
      else {
        if (article.mainEntityOfPage !== canonical) problems.push(`Article mainEntityOfPage ${String(article.mainEntityOfPage)} differs from the canonical`);
        if (!article.headline || !article.datePublished) problems.push('Article JSON-LD without headline or datePublished');
      }
    }
    if (ofType(h, 'Article').length && h.og['og:type'] !== 'article') problems.push(`Article JSON-LD on a page whose og:type is ${h.og['og:type']}`);
    const faq = ofType(h, 'FAQPage')[0];
    if (h.hasFaqSection && !faq) problems.push('shows "Frequently asked questions" but has no FAQPage JSON-LD');
    if (faq && !(Array.isArray(faq.mainEntity) && faq.mainEntity.length)) problems.push('FAQPage JSON-LD without questions');
    if (faq && !h.hasFaqSection) problems.push('FAQPage JSON-LD but no visible questions');

    expect(problems.length, `${p}:\n  ${problems.join('\n  ')}`).toBe(0);
  });

  it('gives every canonical page a title and a description of its own', () => {
    const canonicalPages = [...pages].filter(([p, h]) => sitePath(h.canonicals[0] ?? '') === p);
    const problems: string[] = [];
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string[]>();
      for (const [p, h] of canonicalPages) {
        const value = field === 'title' ? h.titles[0] : h.description;
        if (value) seen.set(value, [...(seen.get(value) ?? []), p]);
      }
      for (const [value, ps] of seen) if (ps.length > 1) problems.push(`same ${field} "${value}" on ${ps.join(', ')}`);
    }
    expect(problems.length, problems.join('\n')).toBe(0);
  });

  it('lists exactly the canonical pages in sitemap.xml, once each', () => {
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
    const canonical = new Set([...pages.values()].map((h) => h.canonicals[0]!).filter(Boolean));
    const listed = new Set(locs);
    const duplicates = locs.filter((l, i) => locs.indexOf(l) !== i);
    const notCanonical = locs.filter((l) => !canonical.has(l));
    const missing = [...canonical].filter((c) => !listed.has(c));
    const problems = [
      ...duplicates.map((l) => `listed twice: ${l}`),
      ...notCanonical.map((l) => `listed but not canonical (an alias or not prerendered): ${l}`),
      ...missing.map((l) => `canonical page missing from the sitemap: ${l}`),
    ];
    expect(problems.length, `sitemap.xml (${locs.length} URLs, ${canonical.size} canonical pages):\n  ${problems.join('\n  ')}`).toBe(0);
    const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
