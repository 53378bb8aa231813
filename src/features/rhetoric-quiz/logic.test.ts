import { describe, expect, it } from 'vitest';
import { seededRng } from '@/lib/game/random';
import { fixtureQuestions } from './fixtures';
import {
  advanceLabel,
  canGoToPreviousRound,
  isLastRoundIndex,
  isPlayableSegment,
  locateSegments,
  passagePieces,
  percentScore,
  rankFor,
  RANKS,
  roundProgress,
  roundStatus,
  shuffleOptions,
  shuffleRound,
  techniquesOffered,
} from './logic';

const segment = fixtureQuestions[0]!.segments[0]!;

describe('shuffleOptions', () => {
  it('keeps every option, still exactly one correct, and leaves the content alone', () => {
    const before = JSON.stringify(segment.options);
    for (let seed = 0; seed < 50; seed += 1) {
      const shuffled = shuffleOptions(segment.options, seededRng(seed));
      expect(shuffled).toHaveLength(3);
      expect([...shuffled].sort((a, b) => a.text.localeCompare(b.text))).toEqual(
        [...segment.options].sort((a, b) => a.text.localeCompare(b.text)),
      );
      expect(shuffled.filter((o) => o.correct)).toHaveLength(1);
    }
    expect(JSON.stringify(segment.options)).toBe(before);
  });

  it('follows the injected rng: the same seed gives the same order, and the order does change', () => {
    const a = shuffleOptions(segment.options, seededRng(7)).map((o) => o.text);
    const b = shuffleOptions(segment.options, seededRng(7)).map((o) => o.text);
    expect(a).toEqual(b);
    const orders = new Set(
      Array.from({ length: 30 }, (_, seed) =>
        shuffleOptions(segment.options, seededRng(seed))
          .map((o) => o.text)
          .join('|'),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('puts the right answer first when the rng says so and last when it says otherwise', () => {
    // rng() = 0.99 keeps Fisher–Yates from swapping: the order stays as authored (correct first).
    expect(shuffleOptions(segment.options, () => 0.99)[0]!.correct).toBe(true);
    // rng() = 0 swaps each slot with the first: the correct option travels to the end.
    expect(shuffleOptions(segment.options, () => 0)[2]!.correct).toBe(true);
  });

  it('shuffles a whole round, segment by segment', () => {
    const round = shuffleRound(fixtureQuestions[0]!, seededRng(3));
    expect(round).toHaveLength(3);
    round.forEach((options, i) => {
      expect(new Set(options.map((o) => o.text))).toEqual(
        new Set(fixtureQuestions[0]!.segments[i]!.options.map((o) => o.text)),
      );
    });
  });
});

describe('segments', () => {
  it('a playable segment has three options and one correct', () => {
    expect(isPlayableSegment(segment)).toBe(true);
    expect(isPlayableSegment({ options: segment.options.slice(0, 2) })).toBe(false);
    expect(isPlayableSegment({ options: segment.options.map((o) => ({ ...o, correct: true })) })).toBe(false);
  });

  it('the cheatsheet lists each offered technique once', () => {
    expect(techniquesOffered(segment.options)).toEqual(['Metaphor', 'Simile', 'Anaphora']);
    expect(techniquesOffered([...segment.options, segment.options[0]!])).toHaveLength(3);
  });
});

describe('roundStatus', () => {
  it('is Good! at exactly 50%', () => {
    expect(roundStatus(5, 10)).toEqual({ title: 'Good!', message: "You're getting it! Keep going!" });
  });
  it('is Needs Work just under 50%', () => {
    expect(roundStatus(4, 10)).toEqual({ title: 'Needs Work', message: "Keep trying, you'll get better!" });
    expect(roundStatus(5, 11).title).toBe('Needs Work');
    expect(roundStatus(6, 11).title).toBe('Good!');
  });
  it('is Needs Work for a zero score and an empty round', () => {
    expect(roundStatus(0, 10).title).toBe('Needs Work');
    expect(roundStatus(0, 0).title).toBe('Needs Work');
  });
});

describe('percentScore', () => {
  it('is the share of attempted answers that were right, rounded down', () => {
    expect(percentScore(9, 10)).toBe(90);
    expect(percentScore(2, 3)).toBe(66);
    expect(percentScore(89, 100)).toBe(89);
    expect(percentScore(899, 1000)).toBe(89);
    expect(percentScore(10, 10)).toBe(100);
  });
  it('is 0 when nothing was attempted', () => {
    expect(percentScore(0, 0)).toBe(0);
  });
});

describe('rankFor', () => {
  it.each([
    [100, 'Sophist'],
    [90, 'Sophist'],
    [89, 'Crap Slayer'],
    [89.9, 'Crap Slayer'],
    [80, 'Crap Slayer'],
    [79, 'Logic Learner'],
    [70, 'Logic Learner'],
    [69, 'Rhetoric Rookie'],
    [60, 'Rhetoric Rookie'],
    [59, 'Novice Analyst'],
    [0, 'Novice Analyst'],
  ])('%s%% is %s', (percent, title) => {
    expect(rankFor(percent).title).toBe(title);
  });

  it('carries the spec texts at both ends and a text for every rank', () => {
    expect(rankFor(95).text).toBe("You've mastered the art of rhetoric analysis!");
    expect(rankFor(10).text).toBe("Keep practicing, you'll improve!");
    expect(new Set(RANKS.map((r) => r.text)).size).toBe(RANKS.length);
  });
});

describe('rounds', () => {
  it('Previous Round is disabled on round 1 only', () => {
    expect(canGoToPreviousRound(0)).toBe(false);
    expect(canGoToPreviousRound(1)).toBe(true);
  });
  it('the last round says Finish Game, the others Next Round', () => {
    expect(isLastRoundIndex(3, 4)).toBe(true);
    expect(isLastRoundIndex(2, 4)).toBe(false);
    expect(advanceLabel(0, 4)).toBe('Next Round');
    expect(advanceLabel(3, 4)).toBe('Finish Game');
  });
  it('progress counts the current segment once answered', () => {
    expect(roundProgress(0, false, 10)).toBe(0);
    expect(roundProgress(0, true, 10)).toBe(10);
    expect(roundProgress(9, true, 10)).toBe(100);
    expect(roundProgress(0, false, 0)).toBe(0);
  });
});

describe('passage', () => {
  const question = fixtureQuestions[0]!;

  it('finds every segment in order and cuts the passage around them', () => {
    const ranges = locateSegments(question.fullText, question.segments);
    ranges.forEach((range, i) => {
      expect(range).not.toBeNull();
      expect(question.fullText.slice(range!.start, range!.end)).toBe(question.segments[i]!.text);
    });
    const pieces = passagePieces(question.fullText, question.segments);
    expect(pieces.map((p) => p.text).join('')).toBe(question.fullText);
    expect(pieces.filter((p) => p.kind === 'segment').map((p) => (p.kind === 'segment' ? p.index : -1))).toEqual([
      0, 1, 2,
    ]);
  });

  it('finds a repeated phrase after the previous segment, not at its first occurrence', () => {
    const ranges = locateSegments('Buy now. Really. Buy now.', [{ text: 'Really.' }, { text: 'Buy now.' }]);
    expect(ranges).toEqual([
      { start: 9, end: 16 },
      { start: 17, end: 25 },
    ]);
  });

  it('leaves a segment that is not in the passage unhighlighted', () => {
    const pieces = passagePieces('Hello there.', [{ text: 'missing' }, { text: 'there' }]);
    expect(pieces).toEqual([
      { kind: 'text', text: 'Hello ' },
      { kind: 'segment', index: 1, text: 'there' },
      { kind: 'text', text: '.' },
    ]);
  });
});
