import { describe, expect, it } from 'vitest';
import { listArticles } from '../articles';
import { FALLACY_IDS, TECHNIQUE_IDS } from '../schema';
import { ARTICLE_READING, FALLACY_READING, TECHNIQUE_READING, WORKS, articleReading, fallacyReading, techniqueReading, type FurtherReadingItem } from '.';

/**
 * Further reading (issue 39): every fallacy lesson, technique page and article (the legal pages
 * aside) ends with two to five works, and every work records who checked it and against what.
 */
const MIN = 2;
const MAX = 5;

const problemsOf = (page: string, items: FurtherReadingItem[]) => {
  const problems: string[] = [];
  if (items.length < MIN || items.length > MAX) problems.push(`${page}: ${items.length} works (wants ${MIN}–${MAX})`);
  if (new Set(items.map((i) => i.id)).size !== items.length) problems.push(`${page}: a work listed twice`);
  for (const item of items) {
    if (!item.checkedBy.trim() || !item.checkedAgainst.trim()) problems.push(`${page}: ${item.id} has no recorded check`);
    // The issue asks for a checker who did not add the work: the adder's own check does not count.
    if (/also added it|re-check owed/i.test(item.checkedBy)) problems.push(`${page}: ${item.id} was checked only by the one who added it`);
    if (!item.why.trim()) problems.push(`${page}: ${item.id} has no reason to read it`);
  }
  return problems;
};

describe('further reading', () => {
  it('ends every fallacy lesson with 2–5 checked works', () => {
    expect(FALLACY_IDS.flatMap((id) => problemsOf(`fallacy ${id}`, fallacyReading(id)))).toEqual([]);
  });

  it('ends every technique page with 2–5 checked works', () => {
    expect(TECHNIQUE_IDS.flatMap((id) => problemsOf(`technique ${id}`, techniqueReading(id)))).toEqual([]);
  });

  it('ends every article but the legal pages with 2–5 checked works', async () => {
    const articles = (await listArticles()).filter((a) => a.family !== 'legal');
    expect(articles.length).toBeGreaterThan(5);
    expect(articles.flatMap((a) => problemsOf(`article ${a.path}`, articleReading(a.path)))).toEqual([]);
  });

  it('lists reading only for pages that exist', async () => {
    const articles = new Set((await listArticles()).map((a) => a.path));
    const unknown = [
      ...Object.keys(FALLACY_READING).filter((id) => !(FALLACY_IDS as readonly string[]).includes(id)),
      ...Object.keys(TECHNIQUE_READING).filter((id) => !(TECHNIQUE_IDS as readonly string[]).includes(id)),
      ...Object.keys(ARTICLE_READING).filter((p) => !articles.has(p)),
    ];
    expect(unknown).toEqual([]);
  });

  it('gives every work something to look it up by, in a form a library or resolver accepts', () => {
    const problems = Object.entries(WORKS).flatMap(([id, w]: [string, (typeof WORKS)[keyof typeof WORKS]]) => {
      const found: string[] = [];
      const { doi, isbn, url } = w as { doi?: string; isbn?: string; url?: string };
      if (!w.authors || !w.year || !w.title || !w.published) found.push(`${id}: author, year, title and publication are all needed`);
      if (!/^(\d{4}|n\.d\.)$/.test(w.year)) found.push(`${id}: year "${w.year}"`);
      if (doi !== undefined && !/^10\.\d{4,9}\/\S+$/.test(doi)) found.push(`${id}: DOI "${doi}"`);
      if (isbn !== undefined && ![10, 13].includes(isbn.replace(/-/g, '').length)) found.push(`${id}: ISBN "${isbn}"`);
      if (url !== undefined && !url.startsWith('https://')) found.push(`${id}: address "${url}"`);
      if (!w.published.includes('Press') && !w.published.includes('Methuen') && !w.published.includes('Macmillan') && !w.published.includes('Random House') && !w.published.includes('Giroux') && !doi && !isbn && !url)
        found.push(`${id}: nothing to look it up by`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('lists no work that no page uses (a checked work is there to be read)', () => {
    const used = new Set([...Object.values(FALLACY_READING), ...Object.values(TECHNIQUE_READING), ...Object.values(ARTICLE_READING)].flat().map((e) => e.work));
    expect(Object.keys(WORKS).filter((id) => !used.has(id as keyof typeof WORKS))).toEqual([]);
  });
});
