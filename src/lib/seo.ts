import type { PageMeta } from '@/content/schema';
import { DEFAULT_OG_IMAGE, SITE_NAME, SITE_URL } from '@/config/site';

/**
 * One description of a page's <head>, used twice: the prerender writes it as HTML,
 * the client applies it to the document on navigation. Managed nodes carry data-head.
 */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  content?: string;
}

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE_URL}${pathOrUrl}`;
}

export function fullTitle(meta: Pick<PageMeta, 'title'>): string {
  return meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

/** JSON-LD graphs for the page: Article when typed so, FAQPage when there are FAQs. */
export function jsonLd(meta: PageMeta): object[] {
  const out: object[] = [];
  const url = absoluteUrl(meta.path);
  if (meta.type === 'article') {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: meta.title,
      description: meta.description,
      mainEntityOfPage: url,
      image: absoluteUrl(meta.ogImage ?? meta.image ?? DEFAULT_OG_IMAGE),
      ...(meta.datePublished ? { datePublished: meta.datePublished } : {}),
      ...(meta.dateModified ?? meta.datePublished ? { dateModified: meta.dateModified ?? meta.datePublished } : {}),
      ...(meta.keywords?.length ? { keywords: meta.keywords.join(', ') } : {}),
      author: { '@type': 'Organization', name: SITE_NAME },
      publisher: { '@type': 'Organization', name: SITE_NAME },
    });
  }
  if (meta.faqs?.length) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: meta.faqs.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    });
  }
  return out;
}

export function headTags(meta: PageMeta): HeadTag[] {
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.ogImage ?? meta.image ?? DEFAULT_OG_IMAGE);
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:title', content: fullTitle(meta) } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.keywords?.length) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } });
  if (meta.datePublished) tags.push({ tag: 'meta', attrs: { property: 'article:published_time', content: meta.datePublished } });
  if (meta.dateModified) tags.push({ tag: 'meta', attrs: { property: 'article:modified_time', content: meta.dateModified } });
  for (const graph of jsonLd(meta)) {
    // "<" is escaped so no text in a graph can close the script element.
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, content: JSON.stringify(graph).replace(/</g, '\\u003c') });
  }
  return tags;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The <title> and managed tags as HTML, for the prerender. */
export function headHtml(meta: PageMeta): string {
  const title = `<title>${escapeAttr(fullTitle(meta))}</title>`;
  const rest = headTags(meta).map(({ tag, attrs, content }) => {
    const a = Object.entries({ ...attrs, 'data-head': '' })
      .map(([k, v]) => (v === '' ? k : `${k}="${escapeAttr(v)}"`))
      .join(' ');
    return tag === 'script' ? `<script ${a}>${content ?? ''}</script>` : `<${tag} ${a}>`;
  });
  return [title, ...rest].join('\n    ');
}

/** Replaces the managed head nodes of the live document. */
export function applyHead(meta: PageMeta, doc: Document = document): void {
  doc.title = fullTitle(meta);
  doc.head.querySelectorAll('[data-head]').forEach((node) => node.remove());
  for (const { tag, attrs, content } of headTags(meta)) {
    const el = doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute('data-head', '');
    if (content) el.textContent = content;
    doc.head.appendChild(el);
  }
}
