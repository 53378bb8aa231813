import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Statement } from '@/contract/fallacies';
import { seededRng } from '@/lib/game/random';
import { GAME_TIMINGS } from '@/lib/game/timings';
import {
  ADVANCE_HINT,
  COMPLETED_MESSAGE,
  DETECTIVE_NAMES,
  FAILED_MESSAGE,
  MAX_SCORE,
  OPTIONS_PER_QUESTION,
  POINTS_TO_ADVANCE,
  QUESTIONS_PER_ROUND,
  ROUNDS,
  adjustDeadline,
  afterResult,
  buildOptions,
  buildPool,
  detectiveName,
  fallacyCandidates,
  gameOverMessage,
  maxScoreOf,
  isLastRoundNumber,
  isRoundDone,
  isRoundPassed,
  nextQuestionDelayMs,
  outcomeOf,
  pickStatement,
  questionDeadline,
  questionSeconds,
  resultMs,
  scheduledTransition,
  shouldAnnounceSeconds,
} from './logic';

const TYPES = ['ad-hominem', 'straw-man', 'post-hoc', 'red-herring', 'slippery-slope'];
const statement = (id: string, fallacy: string): Statement => ({
  id,
  text: `Statement ${id}`,
  fallacy_type_id: fallacy,
  difficulty: 1,
});
const POOL = Array.from({ length: 10 }, (_, i) => statement(`s${i}`, TYPES[i % TYPES.length] as string));

describe('constants', () => {
  it('has the numbers of the spec', () => {
    expect(QUESTIONS_PER_ROUND).toBe(7);
    expect(POINTS_TO_ADVANCE).toBe(5);
    expect(ROUNDS).toBe(5);
    expect(MAX_SCORE).toBe(35);
    expect(OPTIONS_PER_QUESTION).toBe(3);
    expect(GAME_TIMINGS.detective).toEqual({
      questionSeconds: 45,
      resultMs: 1500,
      nextQuestionDelayMs: 300,
      nextQuestionAfterRoundMs: 100,
      roundOverlayMs: 2000,
      announceLastSeconds: 10,
    });
    expect(GAME_TIMINGS.scorePulseMs).toBe(1000);
    expect(GAME_TIMINGS.loadingOverlayMs).toBe(800);
  });

  it('words the hint and the failure like the spec', () => {
    expect(ADVANCE_HINT).toBe('Need 5 correct answers to advance!');
    expect(FAILED_MESSAGE).toBe("You didn't score enough points to advance. Try again!");
  });
});

describe('timer setting (WCAG 2.2.1)', () => {
  it('gives 45 s per question, 90 s doubled, no limit when off', () => {
    expect(questionSeconds('normal')).toBe(45);
    expect(questionSeconds('double')).toBe(90);
    expect(questionSeconds('off')).toBeNull();
  });

  it('shows results 1.5 s, 3 s doubled, and waits for the player when off', () => {
    expect(resultMs('normal')).toBe(1500);
    expect(resultMs('double')).toBe(3000);
    expect(resultMs('off')).toBeNull();
  });

  it('sets the deadline from now', () => {
    expect(questionDeadline(1_000, 'normal')).toBe(46_000);
    expect(questionDeadline(1_000, 'double')).toBe(91_000);
    expect(questionDeadline(1_000, 'off')).toBeNull();
  });

  it('adapts a running countdown when the setting changes', () => {
    // 30 s left of a standard question becomes 60 s doubled, and back.
    expect(adjustDeadline(40_000, 10_000, 'normal', 'double')).toBe(70_000);
    expect(adjustDeadline(70_000, 10_000, 'double', 'normal')).toBe(40_000);
    expect(adjustDeadline(40_000, 10_000, 'normal', 'off')).toBeNull();
    expect(adjustDeadline(null, 10_000, 'off', 'normal')).toBe(55_000);
  });
});

describe('countdown', () => {
  it('announces only the last ten seconds', () => {
    expect(shouldAnnounceSeconds(11)).toBe(false);
    expect(shouldAnnounceSeconds(10)).toBe(true);
    expect(shouldAnnounceSeconds(1)).toBe(true);
    expect(shouldAnnounceSeconds(0)).toBe(false);
    expect(shouldAnnounceSeconds(null)).toBe(false);
  });
});

describe('display names (the Detective lookup)', () => {
  it('calls appeal-to-popularity Bandwagon and begging-the-question Circular Reasoning', () => {
    expect(detectiveName('appeal-to-popularity')).toBe('Bandwagon');
    expect(detectiveName('begging-the-question')).toBe('Circular Reasoning');
  });

  it('gives the other eight their normal names', () => {
    expect(Object.keys(DETECTIVE_NAMES)).toHaveLength(10);
    expect(detectiveName('ad-hominem')).toBe('Ad Hominem');
    expect(detectiveName('post-hoc')).toBe('Post Hoc');
    expect(detectiveName('straw-man')).toBe('Straw Man');
    expect(detectiveName('false-dichotomy')).toBe('False Dichotomy');
    expect(detectiveName('appeal-to-authority')).toBe('Appeal to Authority');
    expect(detectiveName('slippery-slope')).toBe('Slippery Slope');
    expect(detectiveName('red-herring')).toBe('Red Herring');
    expect(detectiveName('appeal-to-emotion')).toBe('Appeal to Emotion');
  });

  it("uses the fallacy's own name for any other id, else a title made from the id", () => {
    const fallacies = [{ id: 'tu-quoque', name: 'Tu Quoque (You Too)' }];
    expect(detectiveName('tu-quoque', fallacies)).toBe('Tu Quoque (You Too)');
    expect(detectiveName('moving-the-goalposts')).toBe('Moving The Goalposts');
    // The lookup wins over a fetched name.
    expect(detectiveName('appeal-to-popularity', [{ id: 'appeal-to-popularity', name: 'Appeal to Popularity' }])).toBe(
      'Bandwagon',
    );
  });
});

describe('pool', () => {
  it('joins built-in and fetched statements, one per id, the fetched copy winning', () => {
    const edited = { ...statement('s1', 'straw-man'), text: 'Edited' };
    const added = statement('stmt-abc', 'ad-hominem');
    const pool = buildPool(POOL, [edited, added]);
    expect(pool).toHaveLength(11);
    expect(pool.find((s) => s.id === 's1')?.text).toBe('Edited');
    expect(pool.map((s) => s.id)).toContain('stmt-abc');
  });

  it('offers as candidates the fallacy types present in the pool, once each', () => {
    expect(fallacyCandidates(POOL)).toEqual(TYPES);
  });
});

describe('pickStatement', () => {
  it('never repeats a statement until every one has been used', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = seededRng(seed);
        let used: string[] = [];
        const seen = new Set<string>();
        for (let i = 0; i < POOL.length; i += 1) {
          const pick = pickStatement(POOL, used, rng);
          expect(pick).not.toBeNull();
          expect(seen.has(pick!.statement.id)).toBe(false);
          seen.add(pick!.statement.id);
          used = pick!.usedIds;
        }
        expect(seen.size).toBe(POOL.length);
      }),
    );
  });

  it('tracks the used statements', () => {
    const pick = pickStatement(POOL, ['s0', 's1'], seededRng(1));
    expect(pick!.usedIds.slice(0, 2)).toEqual(['s0', 's1']);
    expect(pick!.usedIds).toHaveLength(3);
    expect(['s0', 's1']).not.toContain(pick!.statement.id);
  });

  it('resets the pool when exhausted, without repeating the statement just shown', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const used = POOL.map((s) => s.id);
        const pick = pickStatement(POOL, used, seededRng(seed));
        expect(pick!.usedIds).toEqual([pick!.statement.id]);
        expect(pick!.statement.id).not.toBe(used[used.length - 1]);
      }),
    );
  });

  it('repeats the only statement of a one-statement pool, and has nothing for an empty one', () => {
    const one = [statement('only', 'ad-hominem')];
    expect(pickStatement(one, ['only'], seededRng(1))?.statement.id).toBe('only');
    expect(pickStatement([], [], seededRng(1))).toBeNull();
  });
});

describe('buildOptions', () => {
  it('gives the right fallacy plus two distinct wrong ones from the candidates', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...TYPES), (seed, correct) => {
        const options = buildOptions(correct, TYPES, seededRng(seed));
        expect(options).toHaveLength(OPTIONS_PER_QUESTION);
        expect(new Set(options).size).toBe(OPTIONS_PER_QUESTION);
        expect(options.filter((o) => o === correct)).toHaveLength(1);
        for (const option of options) expect(TYPES).toContain(option);
      }),
    );
  });

  it('never deals Ad Hominem beside Tu Quoque: the genus would be a second right card', () => {
    const candidates = ['tu-quoque', 'ad-hominem', 'straw-man', 'post-hoc'];
    for (let seed = 0; seed < 50; seed += 1) expect(buildOptions('tu-quoque', candidates, seededRng(seed))).not.toContain('ad-hominem');
    const dealt = new Set(Array.from({ length: 50 }, (_, seed) => buildOptions('ad-hominem', candidates, seededRng(seed))).flat());
    expect(dealt).toContain('tu-quoque');
  });

  it('shuffles: the right answer lands in every position', () => {
    const positions = new Set<number>();
    for (let seed = 0; seed < 50; seed += 1) positions.add(buildOptions('straw-man', TYPES, seededRng(seed)).indexOf('straw-man'));
    expect([...positions].sort()).toEqual([0, 1, 2]);
  });

  it('picks the wrong ones at random', () => {
    const wrongSets = new Set<string>();
    for (let seed = 0; seed < 50; seed += 1) {
      wrongSets.add(
        buildOptions('straw-man', TYPES, seededRng(seed))
          .filter((o) => o !== 'straw-man')
          .sort()
          .join(),
      );
    }
    expect(wrongSets.size).toBeGreaterThan(3);
  });

  it('makes do with fewer cards when the pool knows fewer fallacies', () => {
    expect(buildOptions('straw-man', ['straw-man', 'post-hoc'], seededRng(3)).sort()).toEqual(['post-hoc', 'straw-man']);
  });
});

describe('rounds', () => {
  it('passes a round with 5 correct, not with 4', () => {
    expect(isRoundPassed(4)).toBe(false);
    expect(isRoundPassed(5)).toBe(true);
    expect(isRoundPassed(7)).toBe(true);
  });

  it('ends a round after its 7th question', () => {
    expect(isRoundDone(5)).toBe(false);
    expect(isRoundDone(6)).toBe(true);
  });

  it('knows round 5 is the last', () => {
    expect(isLastRoundNumber(4)).toBe(false);
    expect(isLastRoundNumber(5)).toBe(true);
  });

  it('goes to the next question while the round lasts', () => {
    for (let index = 0; index < 6; index += 1) expect(afterResult(1, index, 0)).toBe('nextQuestion');
  });

  it('shows the round overlay after a passed round that is not the last', () => {
    expect(afterResult(1, 6, 5)).toBe('roundOver');
    expect(afterResult(4, 6, 7)).toBe('roundOver');
  });

  it('ends the game after a failed round, or after the last round', () => {
    expect(afterResult(1, 6, 4)).toBe('gameOver');
    expect(afterResult(5, 6, 7)).toBe('gameOver');
  });

  it("says 'Try again!' only when the round was failed", () => {
    expect(outcomeOf(4)).toBe('failed');
    expect(outcomeOf(5)).toBe('completed');
    expect(gameOverMessage('failed')).toBe(FAILED_MESSAGE);
    expect(gameOverMessage('completed')).toBe(COMPLETED_MESSAGE);
    // A completed game that missed some says so rather than "not one slipped past you".
    expect(gameOverMessage('completed', 3)).not.toMatch(/not one/);
    expect(gameOverMessage('completed', 3)).toMatch(/only 3 fallacies slipped past you/);
    expect(gameOverMessage('completed', 1)).toMatch(/only 1 fallacy slipped past you: it is below/);
    expect(maxScoreOf(7)).toBe(7);
  });

  it('waits 0.1 s after the overlay and 0.3 s otherwise', () => {
    expect(nextQuestionDelayMs(true)).toBe(100);
    expect(nextQuestionDelayMs(false)).toBe(300);
  });
});

describe('scheduledTransition', () => {
  it('starts the first question 0.8 s after Start Game', () => {
    expect(scheduledTransition('loading', 'normal', false)).toEqual({ event: 'questionStarted', delayMs: 800 });
  });

  it('ends a result after 1.5 s (3 s doubled), and waits for the player with timers off', () => {
    expect(scheduledTransition('answered', 'normal', false)).toEqual({ event: 'resultFinished', delayMs: 1500 });
    expect(scheduledTransition('answered', 'double', false)).toEqual({ event: 'resultFinished', delayMs: 3000 });
    expect(scheduledTransition('answered', 'off', false)).toBeNull();
  });

  it('brings the next question after 0.3 s, or 0.1 s after the overlay', () => {
    expect(scheduledTransition('between', 'normal', false)).toEqual({ event: 'questionStarted', delayMs: 300 });
    expect(scheduledTransition('between', 'normal', true)).toEqual({ event: 'questionStarted', delayMs: 100 });
  });

  it('keeps the round overlay up for 2 s', () => {
    expect(scheduledTransition('roundOver', 'off', false)).toEqual({ event: 'roundAdvanced', delayMs: 2000 });
  });

  it('schedules nothing while the player plays, reads the intro or the end', () => {
    expect(scheduledTransition('playing', 'normal', false)).toBeNull();
    expect(scheduledTransition('intro', 'normal', false)).toBeNull();
    expect(scheduledTransition('gameOver', 'normal', false)).toBeNull();
  });
});
