import type { Article, Block } from '../schema';
import type { Biography } from './ct-bonhoeffer-theory';
import { loadOnce } from '../loadOnce';
import { normalisePath } from '@/boot/protocol';

/**
 * The article registry. Paths are known up front (the route table and the prerender need them
 * synchronously); the text is loaded on demand, one chunk per article, so a reader of one essay
 * never downloads the other ten.
 */
export interface LoadedArticle {
  article: Article;
  /** The short biography behind the Bonhoeffer essay's name button. */
  biography?: Biography;
}

interface Entry {
  path: string;
  load: () => Promise<LoadedArticle>;
}

const entries: Entry[] = [
  { path: '/darkarts/machiavellian-method', load: () => import('./darkarts-machiavellian-method').then((m) => ({ article: m.default })) },
  { path: '/darkarts/nlp-tactics', load: () => import('./darkarts-nlp-tactics').then((m) => ({ article: m.default })) },
  { path: '/darkarts/propaganda-framework', load: () => import('./darkarts-propaganda-framework').then((m) => ({ article: m.default })) },
  { path: '/ct/critical-thinking', load: () => import('./ct-critical-thinking').then((m) => ({ article: m.default })) },
  {
    path: '/ct/bonhoeffer-theory',
    load: () => import('./ct-bonhoeffer-theory').then((m) => ({ article: m.default, biography: m.bonhoefferBio })),
  },
  { path: '/ct/suspension-of-disbelief', load: () => import('./ct-suspension-of-disbelief').then((m) => ({ article: m.default })) },
  { path: '/tactical-hemorrhoid-corner/first-shot', load: () => import('./corner-first-shot').then((m) => ({ article: m.default })) },
  { path: '/cut-the-crap', load: () => import('./cut-the-crap').then((m) => ({ article: m.default })) },
  { path: '/cut-the-crap-2', load: () => import('./cut-the-crap-2').then((m) => ({ article: m.default })) },
  { path: '/privacy-policy', load: () => import('./legal-privacy-policy').then((m) => ({ article: m.default })) },
  { path: '/terms', load: () => import('./legal-terms').then((m) => ({ article: m.default })) },
];

const byPath = new Map(entries.map((e) => [e.path, e]));

/** Trailing slashes do not make a different article. */
export function normalizeArticlePath(path: string): string {
  return normalisePath(path);
}

/** Every article path, in registry order. */
export function articlePaths(): string[] {
  return entries.map((e) => e.path);
}

/** Article paths starting with `prefix` (e.g. '/darkarts/'): the route table's staticPaths. */
export function articlePathsUnder(prefix: string): string[] {
  return entries.filter((e) => e.path.startsWith(prefix)).map((e) => e.path);
}

export function hasArticle(path: string): boolean {
  return byPath.has(normalizeArticlePath(path));
}

const loadEntry = loadOnce((key) => byPath.get(key)?.load() ?? Promise.resolve(undefined));

/** An article's text and extras, loaded once per page life (`use()`-friendly; see loadOnce). */
export function loadArticle(path: string): Promise<LoadedArticle | undefined> {
  return loadEntry(normalizeArticlePath(path));
}

/** The article at `path`, or undefined when there is none. */
export async function getArticleByPath(path: string): Promise<Article | undefined> {
  return (await loadArticle(path))?.article;
}

/** Every article, in registry order (loads them all: for tests and tools, not for pages). */
export async function listArticles(): Promise<Article[]> {
  const loaded = await Promise.all(entries.map((e) => e.load()));
  return loaded.map((l) => l.article);
}

/** The plain text of a block, for word counts and reading time. */
export function blockText(block: Block): string {
  switch (block.type) {
    case 'h2':
    case 'h3':
    case 'p':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'quote':
      return [block.text, block.attribution ?? ''].join(' ');
    case 'callout':
      return `${block.title} ${block.text}`;
    case 'defense':
      return `${block.spot} ${block.resist}`;
    case 'checklist':
      return [block.title, ...block.items].join(' ');
    case 'worked':
      return [block.claim, ...block.steps.map((s) => `${s.label} ${s.text}`), block.verdict].join(' ');
  }
}

/** Words in an article's body (hero excluded). */
export function wordCount(blocks: Block[]): number {
  return blocks.reduce((n, b) => n + (blockText(b).match(/[\p{L}\p{N}'’-]+/gu)?.length ?? 0), 0);
}

/** Minutes at an unhurried 220 words a minute, never less than one. */
export function readingMinutes(blocks: Block[]): number {
  return Math.max(1, Math.round(wordCount(blocks) / 220));
}
