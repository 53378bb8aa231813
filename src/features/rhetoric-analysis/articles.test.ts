import { describe, expect, it } from 'vitest';
import { analysisArticles } from '@/content/games/analysisArticles';
import { articlePieces, offsetMismatches, overlappingSegments } from './logic';

/** The real articles, as the challenge uses them. */
describe('analysis articles', () => {
  it('there are at least two to choose from, with unique ids', () => {
    expect(analysisArticles.length).toBeGreaterThanOrEqual(2);
    expect(new Set(analysisArticles.map((a) => a.id)).size).toBe(analysisArticles.length);
  });

  describe.each(analysisArticles.map((a) => [a.id, a] as const))('%s', (_id, article) => {
    it('every segment: fullText.slice(startIndex, endIndex) === text', () => {
      for (const segment of article.segments) {
        expect(article.fullText.slice(segment.startIndex, segment.endIndex)).toBe(segment.text);
      }
      expect(offsetMismatches(article)).toEqual([]);
    });

    it('has segments that do not overlap, so each is its own button', () => {
      expect(article.segments.length).toBeGreaterThan(0);
      expect(overlappingSegments(article.segments)).toEqual([]);
      const shown = articlePieces(article.fullText, article.segments).filter((p) => p.kind === 'segment');
      expect(shown).toHaveLength(article.segments.length);
    });

    it('is a medium article with a technique and explanation on every segment', () => {
      expect(article.difficulty).toBe('medium');
      expect(article.category).toBe('article');
      for (const segment of article.segments) {
        expect(segment.technique.trim()).not.toBe('');
        expect(segment.explanation.trim()).not.toBe('');
      }
    });
  });
});
