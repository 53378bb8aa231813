import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysisArticles } from '@/content/games/analysisArticles';
import { techniqueGuide } from '@/content/games/techniqueGuide';
import type { AnalysisSegment } from '@/content/games/types';
import { seededRng } from '@/lib/game/random';
import { fixtureArticles, fixtureOpEd } from './fixtures';
import {
  areNearSynonyms,
  GUESS_OPTION_COUNT,
  guessOptions,
  guessScore,
  guessSeed,
  rightGuesses,
  segmentGuessOptions,
  TECHNIQUE_LIST,
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

describe('guess first: the three options for a segment', () => {
  const seg = (technique: string, alsoArguable?: string[]): AnalysisSegment => ({ text: technique, technique, explanation: '', startIndex: 0, endIndex: 0, alsoArguable });
  const list = ['Hyperbole', 'Metaphor', 'Simile', 'Anaphora', 'Repetition', 'Parallelism', 'Irony', 'Allusion', 'Bandwagon'];
  const seeds = fc.integer({ min: 0, max: 0xffffffff });

  it('offers the right technique and two wrong ones, all different, for any seed', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const options = guessOptions(fixtureOpEd, 1, seededRng(seed), list);
        expect(options).toHaveLength(GUESS_OPTION_COUNT);
        expect(new Set(options).size).toBe(GUESS_OPTION_COUNT);
        expect(options).toContain('Anaphora');
      }),
    );
  });

  it('takes wrong ones from the article first, then from the list', () => {
    const article = { segments: [seg('Anaphora'), seg('Hyperbole'), seg('Bandwagon')] };
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(new Set(guessOptions(article, 0, seededRng(seed), list))).toEqual(new Set(['Anaphora', 'Hyperbole', 'Bandwagon']));
      }),
    );
    const alone = { segments: [seg('Anaphora'), seg('Hyperbole')] };
    fc.assert(
      fc.property(seeds, (seed) => {
        const options = guessOptions(alone, 0, seededRng(seed), list);
        expect(options).toContain('Hyperbole');
        expect(options.filter((o) => !['Anaphora', 'Hyperbole'].includes(o)).every((o) => list.includes(o))).toBe(true);
      }),
    );
  });

  it('never offers a near synonym of the right answer, nor what the segment also shows', () => {
    const article = { segments: [seg('Anaphora', ['Hyperbole']), seg('Repetition'), seg('Parallelism'), seg('Hyperbole'), seg('Rule of Three')] };
    fc.assert(
      fc.property(seeds, (seed) => {
        const options = guessOptions(article, 0, seededRng(seed), list);
        expect(options).toHaveLength(3);
        for (const banned of ['Repetition', 'Parallelism', 'Hyperbole', 'Rule of Three']) expect(options).not.toContain(banned);
      }),
    );
  });

  it('never offers two wrong ones that are near synonyms of each other', () => {
    const article = { segments: [seg('Bandwagon'), seg('Simile'), seg('Metaphor')] };
    fc.assert(
      fc.property(seeds, (seed) => {
        const options = guessOptions(article, 0, seededRng(seed), ['Simile', 'Metaphor', 'Analogy', 'Irony']);
        expect(options.filter((o) => ['Simile', 'Metaphor', 'Analogy'].includes(o))).toHaveLength(1);
        expect(options).toContain('Irony');
      }),
    );
  });

  it('is seeded: the same segment always gives the same options in the same order, and the right one moves between segments', () => {
    const article = analysisArticles[0]!;
    const first = article.segments.map((_, i) => segmentGuessOptions(article, i));
    expect(article.segments.map((_, i) => segmentGuessOptions(article, i))).toEqual(first);
    const places = new Set(first.map((options, i) => options.indexOf(article.segments[i]!.technique)));
    expect(places.size).toBeGreaterThan(1);
    expect(guessSeed('a', 1)).not.toBe(guessSeed('a', 2));
  });

  it('draws wrong options from every technique the guide explains, in its order', () => {
    expect(TECHNIQUE_LIST).toEqual(Object.keys(techniqueGuide));
  });

  it('gives every segment of the site’s articles three options with exactly one defensible: none also arguable, no near synonyms', () => {
    for (const article of analysisArticles) {
      article.segments.forEach((segment, i) => {
        const where = `${article.id} segment ${i}`;
        const options = segmentGuessOptions(article, i);
        expect(options, where).toHaveLength(3);
        expect(options.filter((o) => o === segment.technique), where).toHaveLength(1);
        expect(options.filter((o) => segment.alsoArguable?.includes(o)), where).toEqual([]);
        for (const a of options) for (const b of options) expect(areNearSynonyms(a, b), `${where}: ${a} / ${b}`).toBe(false);
        // The article's own techniques are enough: every wrong option is on the same page.
        expect(options.every((o) => article.segments.some((s) => s.technique === o)), where).toBe(true);
      });
    }
  });
});

describe('guess first: the score', () => {
  const segments = [{ technique: 'Hyperbole' }, { technique: 'Anaphora' }, { technique: 'Bandwagon' }];

  it('counts right, wrong and left', () => {
    expect(guessScore({}, segments)).toEqual({ right: 0, wrong: 0, left: 3 });
    expect(guessScore({ 0: 'Hyperbole', 1: 'Bandwagon' }, segments)).toEqual({ right: 1, wrong: 1, left: 1 });
    expect(guessScore({ 0: 'Hyperbole', 1: 'Anaphora', 2: 'Bandwagon' }, segments)).toEqual({ right: 3, wrong: 0, left: 0 });
  });

  it('ignores a guess outside the article', () => {
    expect(guessScore({ 7: 'Hyperbole' }, segments)).toEqual({ right: 0, wrong: 0, left: 3 });
  });

  it('lists the segments named right', () => {
    expect(rightGuesses({ 2: 'Bandwagon', 0: 'Metaphor', 1: 'Anaphora' }, segments)).toEqual([1, 2]);
  });
});
