import { beforeAll, describe, expect, it } from 'vitest';
import { CLASS_RETENTION_DAYS } from '@/contract/classes';
import { listStaticPaths } from '@/app/routePaths';
import type { Article, Block } from '../schema';
import { cornerArticleCard, cornerCards } from './corner';
import { ctCards } from './ct';
import { darkArtsCards } from './darkarts';
import { articleFamilies, familyOfMissing } from './families';
import { articlePaths, articlePathsUnder, getArticleByPath, listArticles, loadArticle, wordCount } from './index';

let articles: Article[];
let staticPaths: Set<string>;
beforeAll(async () => {
  articles = await listArticles();
  staticPaths = new Set(await listStaticPaths());
});

const byPath = (path: string) => {
  const found = articles.find((a) => a.path === path);
  if (!found) throw new Error(`no article at ${path}`);
  return found;
};

/** The blocks between one h2 and the next. */
function sections(blocks: Block[]): { heading: string; blocks: Block[] }[] {
  const out: { heading: string; blocks: Block[] }[] = [];
  for (const block of blocks) {
    if (block.type === 'h2') out.push({ heading: block.text, blocks: [] });
    else out.at(-1)?.blocks.push(block);
  }
  return out;
}

describe('the article registry', () => {
  it('lists eleven articles, each at the path it is registered under, with unique ids and paths', () => {
    expect(articles).toHaveLength(11);
    expect(articles.map((a) => a.path)).toEqual(articlePaths());
    expect(new Set(articles.map((a) => a.path)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  });

  it('serves the route table the paths under a prefix, and nothing for an unknown path', async () => {
    expect(articlePathsUnder('/darkarts/')).toEqual([
      '/darkarts/machiavellian-method',
      '/darkarts/nlp-tactics',
      '/darkarts/propaganda-framework',
    ]);
    expect(articlePathsUnder('/ct/')).toEqual(['/ct/critical-thinking', '/ct/bonhoeffer-theory', '/ct/suspension-of-disbelief']);
    expect(await getArticleByPath('/darkarts/no-such-thing')).toBeUndefined();
    expect((await getArticleByPath('/ct/bonhoeffer-theory/'))?.id).toBe('bonhoeffer-theory');
    expect((await loadArticle('/ct/bonhoeffer-theory'))?.biography?.name).toBe('Dietrich Bonhoeffer');
  });

  it('gives every article the fields a page and its metadata need', () => {
    for (const a of articles) {
      expect(a.title.trim(), a.path).not.toBe('');
      expect(a.subtitle.trim(), a.path).not.toBe('');
      expect(a.description.length, `${a.path} description`).toBeGreaterThan(50);
      expect(a.description.length, `${a.path} description`).toBeLessThanOrEqual(170);
      expect(a.blocks.length, a.path).toBeGreaterThan(5);
      for (const d of [a.datePublished, a.dateModified]) if (d) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('word counts', () => {
  it('gives each dark-arts article at least 1,200 words', () => {
    for (const path of articlePathsUnder('/darkarts/')) expect(wordCount(byPath(path).blocks), path).toBeGreaterThanOrEqual(1200);
  });

  it('gives each critical-thinking essay at least 1,000 words', () => {
    for (const path of articlePathsUnder('/ct/')) expect(wordCount(byPath(path).blocks), path).toBeGreaterThanOrEqual(1000);
  });

  it('counts words, not characters', () => {
    expect(wordCount([{ type: 'p', text: "Don't panic: it's 42 words, well — not really." }])).toBe(8);
  });
});

describe('required sections', () => {
  const tactics: Record<string, RegExp[]> = {
    '/darkarts/machiavellian-method': [/divide and conquer/i, /strategic lying/i, /emotional manipulation/i, /fake alliance/i],
    '/darkarts/nlp-tactics': [/pacing and leading/i, /anchoring/i, /embedded commands/i],
    '/darkarts/propaganda-framework': [/simplification/i, /repetition/i, /emotional pressure/i, /identity politics|us versus them|us vs/i],
  };

  it.each(Object.entries(tactics))('%s covers each of its tactics, and each tactic ends with how to spot and resist it', (path, wanted) => {
    const secs = sections(byPath(path).blocks);
    for (const pattern of wanted) {
      const sec = secs.find((s) => pattern.test(s.heading));
      expect(sec, `${path}: no section matching ${pattern}`).toBeDefined();
      const last = sec!.blocks.filter((b) => b.type !== 'h3').at(-1);
      expect(last?.type, `${path} › ${sec!.heading}`).toBe('defense');
    }
  });

  it('says honestly where the claims behind NLP are weak', () => {
    const text = JSON.stringify(byPath('/darkarts/nlp-tactics').blocks);
    expect(text).toMatch(/pseudoscience/i);
    expect(text).toMatch(/evidence/i);
  });

  it('gives the propaganda framework a checklist a reader can run', () => {
    const checklist = byPath('/darkarts/propaganda-framework').blocks.find((b) => b.type === 'checklist');
    expect(checklist?.type).toBe('checklist');
    if (checklist?.type === 'checklist') expect(checklist.items.length).toBeGreaterThanOrEqual(5);
  });

  it('dates two essays 2024-12-12 and 2024-12-21; the rest use the default article date', () => {
    const dates = articlePathsUnder('/ct/').map((p) => byPath(p).datePublished);
    expect(dates).toContain('2024-12-12');
    expect(dates).toContain('2024-12-21');
  });

  it('dates the legal pages December 2024, governs the terms by Delaware law and promises not to sell data', () => {
    for (const path of ['/privacy-policy', '/terms']) {
      const a = byPath(path);
      expect(a.datePublished, path).toMatch(/^2024-12-/);
      expect(JSON.stringify(a)).toMatch(/December 2024/);
    }
    expect(JSON.stringify(byPath('/terms').blocks)).toMatch(/Delaware/);
    const privacy = JSON.stringify(byPath('/privacy-policy').blocks);
    for (const right of [/access/i, /update|correct/i, /delet/i, /cookie/i]) expect(privacy).toMatch(right);
    expect(privacy).toMatch(/(do not|never) sell/i);
    for (const stored of [/cookie choice/i, /game progress/i, /contact messages/i, /admin token/i]) expect(privacy).toMatch(stored);
  });

  it('gives the privacy policy a section on classes: what is stored, who sees it, no third party, the retention and why, leaving and deleting, no real names', () => {
    const classes = sections(byPath('/privacy-policy').blocks).find((s) => s.heading === 'Classes');
    expect(classes).toBeDefined();
    const text = JSON.stringify(classes!.blocks);
    for (const said of [/What a class stores/, /Who sees it/, /third party/, new RegExp(`${CLASS_RETENTION_DAYS} days after it was last used`), /Thirty days is enough/, /can leave/, /delete the class/, /no real names/])
      expect(text).toMatch(said);
  });

  it('makes both methods usable: every step of Cut the Crap 2.0 has a worked example, and 2.0 has four steps', () => {
    for (const path of ['/cut-the-crap', '/cut-the-crap-2']) {
      const worked = byPath(path).blocks.filter((b) => b.type === 'worked');
      expect(worked.length, path).toBeGreaterThanOrEqual(4);
    }
    const steps = sections(byPath('/cut-the-crap-2').blocks).filter((s) => /^step\b|^\d\./i.test(s.heading));
    expect(steps).toHaveLength(4);
    for (const s of steps) expect(s.blocks.some((b) => b.type === 'worked'), s.heading).toBe(true);
  });
});

describe('links', () => {
  it('every internal path in the articles and hub cards resolves to a prerendered page', () => {
    const internal = [
      ...articles.map((a) => a.back.to),
      ...articles.map((a) => a.path),
      ...darkArtsCards.map((c) => c.to),
      ...ctCards.map((c) => c.to),
      ...cornerCards.map((c) => c.to),
      cornerArticleCard.to,
    ];
    const missing = internal.filter((p) => !staticPaths.has(p));
    expect(missing).toEqual([]);
  });

  it('has the hub cards the spec names, each to its own article', () => {
    expect(darkArtsCards.map((c) => c.to)).toEqual(articlePathsUnder('/darkarts/'));
    expect(ctCards.map((c) => c.to).sort()).toEqual(articlePathsUnder('/ct/').sort());
    expect(cornerCards.map((c) => [c.title, c.to, c.items])).toEqual([
      ['Cut the Crap Method', '/cut-the-crap', ['Easy to digest', 'BS Detection', 'Truth Extraction']],
      ['Cut the Crap 2.0', '/cut-the-crap-2', ['Enhanced Framework', 'Emotional Intelligence', 'Balanced Analysis']],
    ]);
  });

  it('sends the dark arts back to the hub, the essays back to /ct and the Corner pages back to the Corner', () => {
    for (const p of articlePathsUnder('/darkarts/')) expect(byPath(p).back).toEqual({ to: '/darkarts', label: 'Back to Dark Arts' });
    for (const p of articlePathsUnder('/ct/')) expect(byPath(p).back.to).toBe('/ct');
    for (const p of ['/tactical-hemorrhoid-corner/first-shot', '/cut-the-crap', '/cut-the-crap-2'])
      expect(byPath(p).back.to).toBe('/tactical-hemorrhoid-corner');
  });
});

describe('families, closing actions and protection', () => {
  it('puts every article in a family, and every article at a family address in that family', () => {
    for (const a of articles) {
      const family = articleFamilies[a.family];
      expect(family, a.path).toBeDefined();
      if (family.under) expect(a.path.startsWith(family.under), a.path).toBe(true);
      const owner = Object.entries(articleFamilies).find(([, f]) => f.under && a.path.startsWith(f.under));
      if (owner) expect(a.family, a.path).toBe(owner[0]);
    }
    expect(articles.filter((a) => a.family === 'legal').map((a) => a.path)).toEqual(['/privacy-policy', '/terms']);
    expect(articles.filter((a) => a.family === 'corner').map((a) => a.path)).toEqual([
      '/tactical-hemorrhoid-corner/first-shot',
      '/cut-the-crap',
      '/cut-the-crap-2',
    ]);
  });

  it('sends an address with no article back to the hub of the family it would belong to', () => {
    expect(familyOfMissing('/darkarts/no-such-thing').hub).toEqual({ to: '/darkarts', label: 'Back to Dark Arts' });
    expect(familyOfMissing('/ct/no-such-thing').hub).toEqual({ to: '/ct', label: 'Back to Critical Thinking' });
  });

  it('ends the first method with a step on to the second, and the second with the way back to the Corner', () => {
    expect(articles.filter((a) => a.closingAction).map((a) => [a.path, a.closingAction])).toEqual([
      ['/cut-the-crap', { to: '/cut-the-crap-2', label: 'Upgrade to Cut the Crap 2.0', forward: true }],
      ['/cut-the-crap-2', { to: '/tactical-hemorrhoid-corner', label: 'Back to the Tactical Hemorrhoid Corner' }],
    ]);
    for (const a of articles) if (a.closingAction) expect(staticPaths).toContain(a.closingAction.to);
  });

  it('protects the Bonhoeffer essay from copying, and no other article', () => {
    expect(articles.filter((a) => a.protected).map((a) => a.path)).toEqual(['/ct/bonhoeffer-theory']);
  });
});
