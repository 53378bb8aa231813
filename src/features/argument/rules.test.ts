import { describe, expect, it } from 'vitest';
import { secondsLeft } from '@/lib/game/clock';
import * as C from './constants';
import { emptySlots } from './model';
import {
  appealScores,
  appealStrength,
  checkWord,
  clampScore,
  clearSlot,
  FALLBACK_TAG,
  isArgumentComplete,
  isArgumentEmpty,
  isSlotSelectable,
  isTimeLow,
  levelTimeLimit,
  minimumFor,
  nextOpenSlot,
  normaliseSlots,
  penaltyFor,
  placeEntry,
  validateArgument,
  wordScore,
  wouldBePenalised,
} from './rules';
import {
  ethosConclusion,
  ethosEvidence,
  ethosPremise,
  logosConclusion,
  logosEvidence,
  logosPremise,
  pathosConclusion,
  pathosEvidence,
  pathosPremise,
  slotsOf,
  word,
} from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

describe('the numbers', () => {
  it('pins the difficulty table', () => {
    expect(C.DIFFICULTY_SETTINGS).toEqual({
      beginner: { timeLimit: 300, minEthos: 30, minPathos: 30, minLogos: 30, wordComplexity: 1, hintLimit: 5 },
      intermediate: { timeLimit: 240, minEthos: 40, minPathos: 40, minLogos: 40, wordComplexity: 2, hintLimit: 3 },
      advanced: { timeLimit: 180, minEthos: 50, minPathos: 50, minLogos: 50, wordComplexity: 3, hintLimit: 1 },
    });
    expect(C.WORD_COMPLEXITY).toEqual({ beginner: 1, intermediate: 2, advanced: 3 });
  });

  it('pins the numbers', () => {
    expect(C.DEFAULT_TIME_LIMIT_SECONDS).toBe(300);
    expect(C.TIME_WARNING_SECONDS).toBe(60);
    expect(C.AUTOSAVE_DEBOUNCE_MS).toBe(2000);
    expect(C.WORD_SCORE_MULTIPLIER).toBe(10);
    expect([C.SCORE_PER_CATEGORY, C.PENALTY, C.SCORE_CEILING, C.SCORE_FLOOR, C.REACHABLE_SCORE]).toEqual([20, 10, 100, 0, 60]);
    expect(C.MISTAKE_WINDOW_DAYS).toBe(7);
    expect(C.MISTAKE_WINDOW_MS).toBe(7 * DAY);
    expect(C.MAX_MISTAKE_TIPS).toBe(3);
    expect(C.APPEAL_TIP_THRESHOLD).toBe(0.2);
    expect(C.BEGINNER_TO_INTERMEDIATE_SUCCESS_RATIO).toBe(0.7);
    expect(C.BEGINNER_TO_INTERMEDIATE_ARGUMENTS).toBe(10);
    expect(C.INTERMEDIATE_TO_ADVANCED_SUCCESS_RATIO).toBe(0.8);
    expect(C.INTERMEDIATE_TO_ADVANCED_ARGUMENTS).toBe(25);
  });

});

describe('validateArgument', () => {
  it('no argument: invalid, score 0, "No argument provided"', () => {
    const none = { isValid: false, score: 0, issues: ['no-argument'], feedback: 'No argument provided' };
    expect(validateArgument(null)).toEqual(none);
    expect(validateArgument(undefined)).toEqual(none);
    expect(validateArgument(emptySlots())).toEqual(none);
  });

  it('missing slots: one issue each, in slot order, "Incomplete argument structure", score 0', () => {
    expect(validateArgument(slotsOf(ethosPremise, null, null))).toEqual({
      isValid: false,
      score: 0,
      issues: ['missing-evidence', 'missing-conclusion'],
      feedback: 'Incomplete argument structure',
    });
    expect(validateArgument(slotsOf(null, ethosEvidence, logosConclusion)).issues).toEqual(['missing-premise']);
    expect(validateArgument(slotsOf(ethosPremise, logosEvidence, null))).toEqual({
      isValid: false,
      score: 0,
      issues: ['missing-conclusion'],
      feedback: 'Incomplete argument structure',
    });
  });

  it('three distinct categories: 60, valid, excellent', () => {
    expect(validateArgument(slotsOf(ethosPremise, logosEvidence, pathosConclusion))).toEqual({
      isValid: true,
      score: 60,
      issues: [],
      feedback: 'Excellent use of all rhetorical strategies!',
    });
  });

  it('two distinct categories: 40, good mix', () => {
    expect(validateArgument(slotsOf(ethosPremise, ethosEvidence, logosConclusion))).toEqual({
      isValid: true,
      score: 40,
      issues: [],
      feedback: 'Good mix of rhetorical strategies.',
    });
  });

  it('one category: 20, still valid, suggests the two missing categories', () => {
    expect(validateArgument(slotsOf(logosPremise, logosEvidence, logosConclusion))).toEqual({
      isValid: true,
      score: 20,
      issues: [],
      feedback: 'Try adding ethos and pathos to strengthen your argument.',
    });
    expect(validateArgument(slotsOf(pathosPremise, pathosEvidence, pathosConclusion)).feedback).toBe(
      'Try adding ethos and logos to strengthen your argument.',
    );
  });

  it('−10 for a logos premise followed by pathos evidence, and the argument is invalid', () => {
    expect(validateArgument(slotsOf(logosPremise, pathosEvidence, ethosConclusion))).toEqual({
      isValid: false,
      score: 50,
      issues: ['emotional-evidence-after-logic'],
      feedback: 'Excellent use of all rhetorical strategies!',
    });
    expect(validateArgument(slotsOf(logosPremise, pathosEvidence, logosConclusion)).score).toBe(30);
  });

  it('−10 for ethos evidence followed by a pathos conclusion, and the argument is invalid', () => {
    expect(validateArgument(slotsOf(pathosPremise, ethosEvidence, pathosConclusion))).toEqual({
      isValid: false,
      score: 30,
      issues: ['emotional-conclusion-after-credibility'],
      feedback: 'Good mix of rhetorical strategies.',
    });
    expect(validateArgument(slotsOf(logosPremise, ethosEvidence, pathosConclusion)).score).toBe(50);
  });

  it('does not penalise the near misses', () => {
    for (const slots of [
      slotsOf(pathosPremise, logosEvidence, ethosConclusion),
      slotsOf(logosPremise, ethosEvidence, logosConclusion),
      slotsOf(ethosPremise, pathosEvidence, pathosConclusion),
      slotsOf(logosPremise, logosEvidence, pathosConclusion),
    ]) {
      expect(validateArgument(slots).issues).toEqual([]);
    }
  });

  it('names the penalty an entry would earn, and only those two', () => {
    expect(penaltyFor(slotsOf(logosPremise, null, null), 'evidence', pathosEvidence)).toBe('emotional-evidence-after-logic');
    expect(penaltyFor(slotsOf(logosPremise, ethosEvidence, null), 'conclusion', pathosConclusion)).toBe(
      'emotional-conclusion-after-credibility',
    );
    expect(penaltyFor(slotsOf(ethosPremise, null, null), 'evidence', pathosEvidence)).toBeNull();
    expect(penaltyFor(slotsOf(logosPremise, null, null), 'premise', pathosPremise)).toBeNull();
    expect(wouldBePenalised(slotsOf(logosPremise, null, null), 'evidence', pathosEvidence)).toBe(true);
    expect(wouldBePenalised(slotsOf(logosPremise, null, null), 'evidence', logosEvidence)).toBe(false);
  });

  it('clamps scores to 0–100', () => {
    expect(clampScore(-10)).toBe(0);
    expect(clampScore(0)).toBe(0);
    expect(clampScore(55)).toBe(55);
    expect(clampScore(100)).toBe(100);
    expect(clampScore(120)).toBe(100);
  });
});

describe('word score and word validity', () => {
  it('word score is 10 × weight', () => {
    expect(wordScore({ weight: 1 })).toBe(10);
    expect(wordScore({ weight: 1.2 })).toBe(12);
    expect(wordScore({ weight: 1.25 })).toBe(12.5);
    expect(wordScore({ weight: 1.5 })).toBe(15);
  });

  it('type must match the slot', () => {
    expect(checkWord(ethosPremise, 'premise', 'beginner')).toEqual({ valid: true, problems: [] });
    expect(checkWord(ethosPremise, 'evidence', 'beginner')).toEqual({ valid: false, problems: ['wrong-slot'] });
    const connector = word('c', 'logos', 'connector');
    expect(checkWord(connector, 'premise', 'beginner').problems).toContain('wrong-slot');
  });

  it('complexity may not exceed the level (beginner 1, intermediate 2, advanced 3)', () => {
    const mid = word('m', 'logos', 'premise', { difficulty: 'intermediate', weight: 1.5 });
    const hard = word('h', 'logos', 'premise', { difficulty: 'advanced', weight: 1.5 });
    expect(checkWord(mid, 'premise', 'beginner').problems).toContain('too-complex');
    expect(checkWord(mid, 'premise', 'intermediate').valid).toBe(true);
    expect(checkWord(hard, 'premise', 'intermediate').problems).toContain('too-complex');
    expect(checkWord(hard, 'premise', 'advanced').valid).toBe(true);
  });

  it('minimums per appeal and level are 30, 40, 50', () => {
    for (const a of C.APPEALS) {
      expect([minimumFor(a, 'beginner'), minimumFor(a, 'intermediate'), minimumFor(a, 'advanced')]).toEqual([
        30, 40, 50,
      ]);
    }
  });

  it('appeal strength = 100 × weight / 1.5 × complexity / level complexity', () => {
    expect(appealStrength({ weight: 1, difficulty: 'beginner' }, 'beginner')).toBe(66.7);
    expect(appealStrength({ weight: 1.5, difficulty: 'beginner' }, 'beginner')).toBe(100);
    expect(appealStrength({ weight: 1.2, difficulty: 'beginner' }, 'intermediate')).toBe(40);
    expect(appealStrength({ weight: 1.5, difficulty: 'beginner' }, 'advanced')).toBe(33.3);
    expect(appealStrength({ weight: 1.125, difficulty: 'intermediate' }, 'advanced')).toBe(50);
  });

  it('an entry at or above the minimum is valid; just under is too weak', () => {
    const at = (weight: number, difficulty: 'beginner' | 'intermediate') =>
      word(`w${weight}`, 'pathos', 'evidence', { weight, difficulty });
    expect(checkWord(at(1, 'beginner'), 'evidence', 'beginner').valid).toBe(true);
    expect(checkWord(at(1.2, 'beginner'), 'evidence', 'intermediate').valid).toBe(true);
    expect(checkWord(at(1.19, 'beginner'), 'evidence', 'intermediate')).toEqual({ valid: false, problems: ['too-weak'] });
    expect(checkWord(at(1.5, 'beginner'), 'evidence', 'advanced').problems).toEqual(['too-weak']);
    expect(checkWord(at(1.125, 'intermediate'), 'evidence', 'advanced').valid).toBe(true);
    expect(checkWord(at(1.12, 'intermediate'), 'evidence', 'advanced').problems).toEqual(['too-weak']);
  });

  it('judges fallback entries by beginner minimums', () => {
    const safety = word('s', 'ethos', 'premise', { tags: [FALLBACK_TAG] });
    expect(checkWord(safety, 'premise', 'advanced').valid).toBe(true);
    expect(checkWord({ ...safety, tags: [] }, 'premise', 'advanced').valid).toBe(false);
  });
});

describe('slots', () => {
  it('evidence only after a premise, conclusion only after evidence', () => {
    const empty = emptySlots();
    expect([
      isSlotSelectable(empty, 'premise'),
      isSlotSelectable(empty, 'evidence'),
      isSlotSelectable(empty, 'conclusion'),
    ]).toEqual([true, false, false]);
    const withPremise = slotsOf(ethosPremise, null, null);
    expect(isSlotSelectable(withPremise, 'evidence')).toBe(true);
    expect(isSlotSelectable(withPremise, 'conclusion')).toBe(false);
    expect(isSlotSelectable(slotsOf(ethosPremise, logosEvidence, null), 'conclusion')).toBe(true);
  });

  it('choosing a premise clears evidence and conclusion; choosing evidence clears the conclusion', () => {
    const full = slotsOf(ethosPremise, logosEvidence, pathosConclusion);
    expect(placeEntry(full, 'premise', logosPremise)).toEqual(slotsOf(logosPremise, null, null));
    expect(placeEntry(full, 'evidence', ethosEvidence)).toEqual(slotsOf(ethosPremise, ethosEvidence, null));
    expect(placeEntry(full, 'conclusion', logosConclusion)).toEqual(
      slotsOf(ethosPremise, logosEvidence, logosConclusion),
    );
  });

  it('removing a slot removes the slots after it', () => {
    const full = slotsOf(ethosPremise, logosEvidence, pathosConclusion);
    expect(clearSlot(full, 'conclusion')).toEqual(slotsOf(ethosPremise, logosEvidence, null));
    expect(clearSlot(full, 'evidence')).toEqual(slotsOf(ethosPremise, null, null));
    expect(clearSlot(full, 'premise')).toEqual(emptySlots());
  });

  it('tells a complete argument from an empty one', () => {
    expect([isArgumentEmpty(emptySlots()), isArgumentComplete(emptySlots())]).toEqual([true, false]);
    expect([isArgumentEmpty(slotsOf(ethosPremise, null, null)), isArgumentComplete(slotsOf(ethosPremise, null, null))]).toEqual([false, false]);
    const full = slotsOf(ethosPremise, logosEvidence, pathosConclusion);
    expect([isArgumentEmpty(full), isArgumentComplete(full)]).toEqual([false, true]);
  });

  it('finds the next open slot', () => {
    expect(nextOpenSlot(emptySlots())).toBe('premise');
    expect(nextOpenSlot(slotsOf(ethosPremise, null, null))).toBe('evidence');
    expect(nextOpenSlot(slotsOf(ethosPremise, logosEvidence, null))).toBe('conclusion');
    expect(nextOpenSlot(slotsOf(ethosPremise, logosEvidence, pathosConclusion))).toBeNull();
  });

  it('normalises restored slots to the order rule', () => {
    expect(normaliseSlots(slotsOf(null, logosEvidence, pathosConclusion))).toEqual(emptySlots());
    expect(normaliseSlots(slotsOf(ethosPremise, null, pathosConclusion))).toEqual(slotsOf(ethosPremise, null, null));
    expect(normaliseSlots(slotsOf(ethosPremise, logosPremise, null))).toEqual(slotsOf(ethosPremise, null, null));
  });

  it('sums word scores per appeal', () => {
    const strong = { ...ethosPremise, weight: 1.5 };
    const medium = { ...ethosEvidence, weight: 1.2 };
    expect(appealScores(slotsOf(strong, medium, logosConclusion))).toEqual({
      ethos: 27,
      pathos: 0,
      logos: 10,
      total: 37,
    });
    expect(appealScores(emptySlots())).toEqual({ ethos: 0, pathos: 0, logos: 0, total: 0 });
  });
});

describe('time', () => {
  it('uses the level time limit, 300 s by default', () => {
    expect(levelTimeLimit('beginner')).toBe(300);
    expect(levelTimeLimit('intermediate')).toBe(240);
    expect(levelTimeLimit('advanced')).toBe(180);
    expect(levelTimeLimit(undefined)).toBe(300);
  });

  it('counts whole seconds to the deadline, never below 0', () => {
    expect(secondsLeft(NOW + 300_000, NOW)).toBe(300);
    expect(secondsLeft(NOW + 59_001, NOW)).toBe(60);
    expect(secondsLeft(NOW + 59_000, NOW)).toBe(59);
    expect(secondsLeft(NOW, NOW + 5000)).toBe(0);
  });

  it('is red strictly under 60 s', () => {
    expect(isTimeLow(60)).toBe(false);
    expect(isTimeLow(59)).toBe(true);
    expect(isTimeLow(0)).toBe(true);
  });
});
