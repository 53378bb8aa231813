import { describe, expect, it } from 'vitest';
import { quizQuestions } from '@/content/games/quiz';
import { techniqueGuide } from '@/content/games/techniqueGuide';
import { isPlayableSegment, locateSegments, techniquesOffered } from './logic';

/** The real exercise texts, checked for what the game needs of them. */
describe('quiz questions', () => {
  it('has rounds with unique ids', () => {
    expect(quizQuestions.length).toBeGreaterThan(0);
    expect(new Set(quizQuestions.map((q) => q.id)).size).toBe(quizQuestions.length);
  });

  describe.each(quizQuestions.map((q) => [q.id, q] as const))('%s', (_id, question) => {
    it('every segment has three options, one correct', () => {
      for (const segment of question.segments) expect(isPlayableSegment(segment), segment.text).toBe(true);
    });

    it('every segment can be highlighted in the passage, in order', () => {
      locateSegments(question.fullText, question.segments).forEach((range, i) => {
        expect(range, question.segments[i]!.text).not.toBeNull();
      });
    });

    it('every offered technique has a cheatsheet entry', () => {
      for (const segment of question.segments) {
        for (const name of techniquesOffered(segment.options)) expect(Object.keys(techniqueGuide), name).toContain(name);
      }
    });
  });
});
