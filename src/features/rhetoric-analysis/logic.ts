/**
 * The Rhetoric Analysis Challenge: an article with its techniques marked by
 * character offsets; the learner opens each, reads why it is a technique and marks it found.
 * Pure: no React, no Redux.
 */
import type { AnalysisArticle, AnalysisSegment } from '@/content/games/types';
import { ARTICLE_ONLY_TECHNIQUES, QUIZ_DEVICES } from '@/content/games/techniqueNames';
import { seededRng, shuffle, type Rng } from '@/lib/game/random';

/** "Found 3 / 7 techniques". */
export function foundLabel(found: number, total: number): string {
  return `Found ${found} / ${total} techniques`;
}

/** Share of the article's techniques found, 0 to 100 (an article without segments is 0). */
export function foundProgress(found: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(found, total) / total) * 100);
}

/**
 * The found set after marking segment `index`: sorted, no repeats; an index outside the
 * article (0 to total - 1) leaves it unchanged.
 */
export function markFound(found: readonly number[], index: number, total: number): number[] {
  if (!Number.isInteger(index) || index < 0 || index >= total || found.includes(index)) return [...found];
  return [...found, index].sort((a, b) => a - b);
}

export function isAllFound(found: readonly number[], total: number): boolean {
  return total > 0 && found.length >= total;
}

/** A segment whose offsets do not cut its own text out of the article, with what they cut instead. */
export interface OffsetMismatch {
  index: number;
  expected: string;
  actual: string;
}

/** Every segment where `fullText.slice(startIndex, endIndex) !== text`; empty when the article is sound. */
export function offsetMismatches(article: Pick<AnalysisArticle, 'fullText' | 'segments'>): OffsetMismatch[] {
  return article.segments.flatMap((segment, index) => {
    const actual = article.fullText.slice(segment.startIndex, segment.endIndex);
    return actual === segment.text ? [] : [{ index, expected: segment.text, actual }];
  });
}

/** Pairs of segments (by index) whose ranges overlap; the renderer can only highlight one of each. */
export function overlappingSegments(segments: readonly AnalysisSegment[]): Array<[number, number]> {
  const order = segments.map((segment, index) => ({ segment, index })).sort((a, b) => a.segment.startIndex - b.segment.startIndex);
  const pairs: Array<[number, number]> = [];
  for (let i = 1; i < order.length; i += 1) {
    const prev = order[i - 1]!;
    const next = order[i]!;
    if (next.segment.startIndex < prev.segment.endIndex) pairs.push([prev.index, next.index]);
  }
  return pairs;
}

/** A run of the article: plain text, or the text of segment `index` (its index in `segments`). */
export type ArticlePiece = { kind: 'text'; text: string } | { kind: 'segment'; index: number; text: string };

/**
 * The article cut into plain runs and segment runs in reading order. Segments are placed by
 * their offsets; one that is out of range, empty, or overlaps an earlier one is left as plain text.
 */
export function articlePieces(fullText: string, segments: readonly AnalysisSegment[]): ArticlePiece[] {
  const order = segments
    .map((segment, index) => ({ segment, index }))
    .filter(({ segment }) => segment.startIndex >= 0 && segment.endIndex <= fullText.length && segment.startIndex < segment.endIndex)
    .sort((a, b) => a.segment.startIndex - b.segment.startIndex);
  const pieces: ArticlePiece[] = [];
  let at = 0;
  for (const { segment, index } of order) {
    if (segment.startIndex < at) continue;
    if (segment.startIndex > at) pieces.push({ kind: 'text', text: fullText.slice(at, segment.startIndex) });
    pieces.push({ kind: 'segment', index, text: fullText.slice(segment.startIndex, segment.endIndex) });
    at = segment.endIndex;
  }
  if (at < fullText.length) pieces.push({ kind: 'text', text: fullText.slice(at) });
  return pieces;
}

/** Paragraphs of a piece list: the article's blank lines split paragraphs; pieces keep their order. */
export function articleParagraphs(pieces: readonly ArticlePiece[]): ArticlePiece[][] {
  const paragraphs: ArticlePiece[][] = [[]];
  for (const piece of pieces) {
    if (piece.kind === 'segment') {
      paragraphs[paragraphs.length - 1]!.push(piece);
      continue;
    }
    piece.text.split(/\n\s*\n/).forEach((part, i) => {
      if (i > 0) paragraphs.push([]);
      if (part) paragraphs[paragraphs.length - 1]!.push({ kind: 'text', text: part });
    });
  }
  return paragraphs.filter((paragraph) => paragraph.some((piece) => piece.kind === 'segment' || piece.text.trim()));
}

// ---- Guess first: the challenge setting --------------------------------------------------------

/** How many techniques a guess offers: the right one and two wrong ones. */
export const GUESS_OPTION_COUNT = 3;

/**
 * Names close enough that a fair reader could defend either for the same words: never offered
 * together in a guess (the quiz teaches these boundaries; a three-way guess is no place to test them).
 */
export const NEAR_SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ['Simile', 'Analogy'],
  ['Simile', 'Metaphor'],
  ['Metaphor', 'Analogy'],
  ['Metaphor', 'Personification'],
  ['Juxtaposition', 'Antithesis'],
  ['Parallelism', 'Antithesis'],
  ['Anaphora', 'Parallelism'],
  ['Anaphora', 'Repetition'],
  ['Anaphora', 'Rule of Three'],
  ['Irony', 'Juxtaposition'],
  ['Call to Action', 'Imperative Command'],
  ['Loaded Language', 'Euphemism'],
  ['Loaded Language', 'Colloquialism'],
];

export function areNearSynonyms(a: string, b: string): boolean {
  return NEAR_SYNONYMS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** A segment's seed: the same article and segment always give the same three options, in the same order. */
export function guessSeed(articleId: string, index: number): number {
  // FNV-1a over the key: small, stable, and spreads neighbouring keys apart.
  let hash = 0x811c9dc5;
  for (const char of `${articleId}:${index}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The three techniques offered for segment `index`: its own and two wrong ones, shuffled. Wrong
 * ones come from the article's other techniques first (they are on the page, so they are plausible),
 * then from `fallback` (the technique list), and never one that could also be defended: not the
 * segment's `alsoArguable`, and no near synonym of the right answer or of each other.
 */
export function guessOptions(article: Pick<AnalysisArticle, 'segments'>, index: number, rng: Rng, fallback: readonly string[]): string[] {
  const segment = article.segments[index];
  if (!segment) return [];
  const right = segment.technique;
  const ruledOut = new Set([right, ...(segment.alsoArguable ?? [])]);
  const allowed = (name: string) => !ruledOut.has(name) && !areNearSynonyms(name, right);
  const onPage = [...new Set(article.segments.map((s) => s.technique))].filter(allowed);
  const elsewhere = fallback.filter((name) => allowed(name) && !onPage.includes(name));
  const wrong: string[] = [];
  for (const name of [...shuffle(onPage, rng), ...shuffle(elsewhere, rng)]) {
    if (wrong.length === GUESS_OPTION_COUNT - 1) break;
    if (!wrong.some((other) => areNearSynonyms(other, name))) wrong.push(name);
  }
  return shuffle([right, ...wrong], rng);
}

/** Guesses in one article: the technique picked, by segment index. */
export type Guesses = Readonly<Record<number, string>>;

export interface GuessScore {
  right: number;
  wrong: number;
  /** Segments not guessed yet. */
  left: number;
}

/** Right and wrong guesses so far, and how many segments are left (a guess outside the article does not count). */
export function guessScore(guesses: Guesses, segments: readonly Pick<AnalysisSegment, 'technique'>[]): GuessScore {
  let right = 0;
  let wrong = 0;
  segments.forEach((segment, index) => {
    const picked = guesses[index];
    if (picked === undefined) return;
    if (picked === segment.technique) right += 1;
    else wrong += 1;
  });
  return { right, wrong, left: segments.length - right - wrong };
}

/** Indexes of the segments named right, sorted: the challenge's found set. */
export function rightGuesses(guesses: Guesses, segments: readonly Pick<AnalysisSegment, 'technique'>[]): number[] {
  return segments.flatMap((segment, index) => (guesses[index] === segment.technique ? [index] : []));
}

/**
 * Every technique the guide explains, in the guide's order (a unit test holds them equal): where wrong
 * options come from when an article has too few of its own. The names, not the guide itself, so the
 * page's first load does not carry the guide's 7 kB of explanations (issue 36).
 */
export const TECHNIQUE_LIST: readonly string[] = [...QUIZ_DEVICES, 'Loaded Language', ...ARTICLE_ONLY_TECHNIQUES];

/** The options a segment of an article offers in the challenge: seeded by its article and place, so always the same three. */
export function segmentGuessOptions(article: Pick<AnalysisArticle, 'id' | 'segments'>, index: number): string[] {
  return guessOptions(article, index, seededRng(guessSeed(article.id, index)), TECHNIQUE_LIST);
}
