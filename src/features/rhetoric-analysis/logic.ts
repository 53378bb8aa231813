/**
 * The Rhetoric Analysis Challenge: an article with its techniques marked by
 * character offsets; the learner opens each, reads why it is a technique and marks it found.
 * Pure: no React, no Redux.
 */
import type { AnalysisArticle, AnalysisSegment } from '@/content/games/types';

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
