import { describe, expect, it } from 'vitest';
import { headHtml, headTags, jsonLd } from './seo';

describe('page metadata', () => {
  const meta = {
    title: 'Gaslighting',
    description: 'How it works & how to resist it.',
    path: '/techniques/gaslighting',
    type: 'article' as const,
    datePublished: '2024-01-01',
    dateModified: '2024-12-22',
    keywords: ['manipulation'],
    faqs: [{ question: 'Is it always deliberate?', answer: 'No. </script> can appear in text.' }],
  };

  it('writes title, description, canonical and Open Graph tags', () => {
    const html = headHtml(meta);
    expect(html).toContain('<title>Gaslighting | Sophist</title>');
    expect(html).toContain('<meta name="description" content="How it works &amp; how to resist it." data-head>');
    expect(html).toContain('<link rel="canonical" href="https://sophist.example/techniques/gaslighting" data-head>');
    expect(html).toContain('property="og:type" content="article"');
  });

  it('emits Article and FAQPage JSON-LD with the dates', () => {
    const graphs = jsonLd(meta) as Record<string, unknown>[];
    expect(graphs.map((g) => g['@type'])).toEqual(['Article', 'FAQPage']);
    expect(graphs[0]).toMatchObject({ datePublished: '2024-01-01', dateModified: '2024-12-22' });
  });

  it('cannot be broken out of by text that closes a script', () => {
    const scripts = headTags(meta).filter((t) => t.tag === 'script');
    for (const s of scripts) expect(s.content).not.toContain('</script>');
  });

  it('adds no JSON-LD to a plain page', () => {
    expect(jsonLd({ title: 'Home', description: 'd', path: '/' })).toEqual([]);
  });
});
