import { describe, expect, it } from 'vitest';
import { fixtureArticles, fixtureOpEd } from './fixtures';
import {
  articleParagraphs,
  articlePieces,
  foundLabel,
  foundProgress,
  isAllFound,
  markFound,
  offsetMismatches,
  overlappingSegments,
} from './logic';

describe('found set', () => {
  it('grows by one per marked segment, sorted', () => {
    let found: number[] = [];
    found = markFound(found, 2, 4);
    found = markFound(found, 0, 4);
    expect(found).toEqual([0, 2]);
  });

  it('never holds a duplicate', () => {
    const found = markFound(markFound([], 1, 4), 1, 4);
    expect(found).toEqual([1]);
  });

  it('ignores indexes outside the article', () => {
    expect(markFound([], 4, 4)).toEqual([]);
    expect(markFound([], -1, 4)).toEqual([]);
    expect(markFound([], 1.5, 4)).toEqual([]);
  });

  it('leaves the old set alone', () => {
    const before = [0];
    markFound(before, 1, 4);
    expect(before).toEqual([0]);
  });

  it('is complete only when every segment is found', () => {
    expect(isAllFound([0, 1, 2], 4)).toBe(false);
    expect(isAllFound([0, 1, 2, 3], 4)).toBe(true);
    expect(isAllFound([], 0)).toBe(false);
  });
});

describe('counter', () => {
  it('reads "Found n / total techniques"', () => {
    expect(foundLabel(0, 7)).toBe('Found 0 / 7 techniques');
    expect(foundLabel(7, 7)).toBe('Found 7 / 7 techniques');
  });
  it('progress is the found share in percent', () => {
    expect(foundProgress(0, 4)).toBe(0);
    expect(foundProgress(1, 4)).toBe(25);
    expect(foundProgress(1, 3)).toBe(33);
    expect(foundProgress(4, 4)).toBe(100);
    expect(foundProgress(0, 0)).toBe(0);
  });
});

describe('offsets', () => {
  it('the fixtures cut their own text', () => {
    for (const article of fixtureArticles) expect(offsetMismatches(article)).toEqual([]);
  });

  it('reports a segment whose offsets are one character off', () => {
    const broken = {
      ...fixtureOpEd,
      segments: fixtureOpEd.segments.map((s, i) => (i === 1 ? { ...s, endIndex: s.endIndex - 1 } : s)),
    };
    const mismatches = offsetMismatches(broken);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]!.index).toBe(1);
  });

  it('finds overlapping segments', () => {
    const [a, b] = fixtureOpEd.segments as [(typeof fixtureOpEd.segments)[number], (typeof fixtureOpEd.segments)[number]];
    expect(overlappingSegments(fixtureOpEd.segments)).toEqual([]);
    expect(overlappingSegments([b, { ...a, endIndex: b.startIndex + 3 }])).toEqual([[1, 0]]);
  });
});

describe('articlePieces', () => {
  it('rebuilds the whole text and marks every segment once, in reading order', () => {
    const pieces = articlePieces(fixtureOpEd.fullText, fixtureOpEd.segments);
    expect(pieces.map((p) => p.text).join('')).toBe(fixtureOpEd.fullText);
    expect(pieces.flatMap((p) => (p.kind === 'segment' ? [p.index] : []))).toEqual([0, 1, 2, 3]);
  });

  it('places segments by offset even when listed out of order, keeping their index', () => {
    const reversed = [...fixtureOpEd.segments].reverse();
    const pieces = articlePieces(fixtureOpEd.fullText, reversed);
    expect(pieces.flatMap((p) => (p.kind === 'segment' ? [p.index] : []))).toEqual([3, 2, 1, 0]);
  });

  it('leaves an out-of-range or overlapping segment as plain text', () => {
    const text = 'abcdefghij';
    const seg = (startIndex: number, endIndex: number) => ({
      text: text.slice(startIndex, endIndex),
      technique: 'T',
      explanation: 'E',
      startIndex,
      endIndex,
    });
    const pieces = articlePieces(text, [seg(0, 3), seg(2, 5), seg(8, 20)]);
    expect(pieces).toEqual([
      { kind: 'segment', index: 0, text: 'abc' },
      { kind: 'text', text: 'defghij' },
    ]);
  });

  it('splits paragraphs at blank lines', () => {
    const paragraphs = articleParagraphs(articlePieces(fixtureOpEd.fullText, fixtureOpEd.segments));
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[2]).toEqual([{ kind: 'segment', index: 3, text: 'Write to the council today.' }]);
  });
});
