import { describe, expect, it } from 'vitest';
import { secondsLeft } from '@/lib/game/clock';
import * as C from './constants';
import {
  appealScores,
  appealStrength,
  averageSuccessRatio,
  poolForLevel,
  checkWord,
  clampScore,
  clearSlot,
  defaultProgress,
  detectFallacies,
  drawHand,
  levelTimeLimit,
  emptySlots,
  FALLACY_DETECTORS,
  FALLBACK_TAG,
  isSlotSelectable,
  isTimeLow,
  minimumFor,
  nextDifficulty,
  nextOpenSlot,
  normaliseSlots,
  personalisedTips,
  pickConnector,
  pickHint,
  placeEntry,
  recordArgument,
  successRatio,
  validateArgument,
  wordScore,
  type UserProgress,
} from './logic';
import {
  ethosConclusion,
  ethosEvidence,
  ethosPremise,
  fixtureHand,
  fixturePools,
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

describe('constants from the spec', () => {
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
    expect([C.SCORE_PER_CATEGORY, C.PENALTY, C.MAX_SCORE, C.MIN_SCORE]).toEqual([20, 10, 100, 0]);
    expect(C.MISTAKE_WINDOW_DAYS).toBe(7);
    expect(C.MISTAKE_WINDOW_MS).toBe(7 * DAY);
    expect(C.MAX_MISTAKE_TIPS).toBe(3);
    expect(C.APPEAL_TIP_THRESHOLD).toBe(0.2);
    expect(C.BEGINNER_TO_INTERMEDIATE_SUCCESS_RATIO).toBe(0.7);
    expect(C.BEGINNER_TO_INTERMEDIATE_ARGUMENTS).toBe(10);
    expect(C.INTERMEDIATE_TO_ADVANCED_SUCCESS_RATIO).toBe(0.8);
    expect(C.INTERMEDIATE_TO_ADVANCED_ARGUMENTS).toBe(25);
  });

  it('pins the messages and toasts verbatim', () => {
    expect(C.NO_ARGUMENT).toBe('No argument provided');
    expect(C.MISSING_MESSAGES).toEqual({
      premise: 'Missing premise',
      evidence: 'Missing evidence',
      conclusion: 'Missing conclusion',
    });
    expect(C.INCOMPLETE_FEEDBACK).toBe('Incomplete argument structure');
    expect(C.EMOTIONAL_EVIDENCE_AFTER_LOGIC).toBe('Emotional evidence following logical premise');
    expect(C.EMOTIONAL_CONCLUSION_AFTER_CREDIBILITY).toBe('Emotional conclusion following credibility-based evidence');
    expect(C.FEEDBACK_ALL_THREE).toBe('Excellent use of all rhetorical strategies!');
    expect(C.FEEDBACK_TWO).toBe('Good mix of rhetorical strategies.');
    expect(C.SAVE_SUCCESS).toBe('Game progress saved! You can safely return later.');
    expect(C.SAVE_FAILURE).toBe('Failed to save game progress. Please try again.');
    expect(C.NEW_GAME_TOAST).toBe('Started a new game');
    expect([C.ENTRY_TITLE, C.GAME_TITLE, C.ANALYSIS_TITLE]).toEqual([
      'Argument Construction Game',
      'Construct Your Argument',
      'Argument Analysis',
    ]);
    expect([C.RESUME_GAME, C.OR_SEPARATOR, C.START_NEW_GAME, C.KEEP_PLAYING]).toEqual([
      'Resume Game',
      '- or -',
      'Start New Game',
      'Keep Playing',
    ]);
    expect([C.SAVE_PROGRESS, C.NEW_GAME, C.SUBMIT_ARGUMENT, C.TRY_AGAIN]).toEqual([
      'Save Progress',
      'New Game',
      'Submit Argument',
      'Try Again',
    ]);
  });
});

describe('validateArgument', () => {
  it('no argument: invalid, score 0, "No argument provided"', () => {
    const none = { isValid: false, score: 0, fallacies: ['No argument provided'], feedback: 'No argument provided' };
    expect(validateArgument(null)).toEqual(none);
    expect(validateArgument(undefined)).toEqual(none);
    expect(validateArgument(emptySlots())).toEqual(none);
  });

  it('missing slots: one issue each, in slot order, "Incomplete argument structure", score 0', () => {
    expect(validateArgument(slotsOf(ethosPremise, null, null))).toEqual({
      isValid: false,
      score: 0,
      fallacies: ['Missing evidence', 'Missing conclusion'],
      feedback: 'Incomplete argument structure',
    });
    expect(validateArgument(slotsOf(null, ethosEvidence, logosConclusion)).fallacies).toEqual(['Missing premise']);
    expect(validateArgument(slotsOf(ethosPremise, logosEvidence, null))).toEqual({
      isValid: false,
      score: 0,
      fallacies: ['Missing conclusion'],
      feedback: 'Incomplete argument structure',
    });
  });

  it('three distinct categories: 60, valid, excellent', () => {
    expect(validateArgument(slotsOf(ethosPremise, logosEvidence, pathosConclusion))).toEqual({
      isValid: true,
      score: 60,
      fallacies: [],
      feedback: 'Excellent use of all rhetorical strategies!',
    });
  });

  it('two distinct categories: 40, good mix', () => {
    expect(validateArgument(slotsOf(ethosPremise, ethosEvidence, logosConclusion))).toEqual({
      isValid: true,
      score: 40,
      fallacies: [],
      feedback: 'Good mix of rhetorical strategies.',
    });
  });

  it('one category: 20, still valid, suggests the two missing categories', () => {
    expect(validateArgument(slotsOf(logosPremise, logosEvidence, logosConclusion))).toEqual({
      isValid: true,
      score: 20,
      fallacies: [],
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
      fallacies: ['Emotional evidence following logical premise'],
      feedback: 'Excellent use of all rhetorical strategies!',
    });
    expect(validateArgument(slotsOf(logosPremise, pathosEvidence, logosConclusion)).score).toBe(30);
  });

  it('−10 for ethos evidence followed by a pathos conclusion, and the argument is invalid', () => {
    expect(validateArgument(slotsOf(pathosPremise, ethosEvidence, pathosConclusion))).toEqual({
      isValid: false,
      score: 30,
      fallacies: ['Emotional conclusion following credibility-based evidence'],
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
      expect(validateArgument(slots).fallacies).toEqual([]);
    }
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

describe('pools, hands and hints', () => {
  it('offers only entries valid at the level, falling back to tagged beginner entries for an empty slot', () => {
    const pools = fixturePools();
    pools.logos = [...pools.logos, word('hard', 'logos', 'premise', { difficulty: 'advanced', weight: 1.5 })];
    const beginner = poolForLevel(pools, 'beginner');
    expect(beginner.premise.map((e) => e.id)).toEqual(['ep', 'pp', 'lp']);
    expect(beginner.conclusion.map((e) => e.id)).toEqual(['ec', 'pc', 'lc']);
    // At advanced, weight-1 beginner entries are too weak; only 'hard' qualifies for the premise.
    const advanced = poolForLevel(pools, 'advanced');
    expect(advanced.premise.map((e) => e.id)).toEqual(['hard']);
    expect(advanced.evidence.map((e) => e.id)).toEqual(['fb-e']);
    expect(advanced.evidence[0]?.tags).toContain(FALLBACK_TAG);
  });

  it('draws up to two entries of each appeal per slot with the given rng', () => {
    const pools = fixturePools();
    pools.ethos = [...pools.ethos, word('ep2', 'ethos', 'premise'), word('ep3', 'ethos', 'premise')];
    const hand = drawHand(pools, 'beginner', () => 0);
    expect(hand.premise).toHaveLength(4);
    expect(hand.premise.filter((e) => e.category === 'ethos')).toHaveLength(2);
    expect(drawHand(pools, 'beginner', () => 0)).toEqual(hand);
  });

  it('has no hint when all slots are filled', () => {
    expect(pickHint(slotsOf(ethosPremise, logosEvidence, pathosConclusion), fixtureHand(), 'beginner')).toBeNull();
  });

  it('points at the next open slot with its structural hint', () => {
    const hint = pickHint(emptySlots(), fixtureHand(), 'beginner');
    expect(hint).toEqual({
      slot: 'premise',
      entryId: 'ep',
      entryText: ethosPremise.text,
      category: 'ethos',
      structuralHint: 'Use ep as a premise.',
    });
  });

  it('prefers avoiding a penalty, then a new appeal, then weight', () => {
    const hand = fixtureHand();
    hand.evidence = [{ ...pathosEvidence, weight: 1.5 }, logosEvidence, { ...ethosEvidence, weight: 1.1 }];
    // After a logos premise, pathos evidence is penalised; ethos is new; logos is a repeat.
    expect(pickHint(slotsOf(logosPremise, null, null), hand, 'beginner')?.entryId).toBe('ee');
    // After ethos evidence, a pathos conclusion is penalised even though it would be new.
    expect(pickHint(slotsOf(logosPremise, ethosEvidence, null), hand, 'beginner')?.entryId).toBe('ec');
    // After ethos premise and logos evidence, pathos is new and safe.
    expect(pickHint(slotsOf(ethosPremise, logosEvidence, null), hand, 'beginner')?.entryId).toBe('pc');
  });

  it('picks a connector whose nextAllowed includes the slot', () => {
    const { connectors } = fixturePools();
    expect(pickConnector(connectors, 'evidence', 'beginner')?.text).toBe('because');
    expect(pickConnector(connectors, 'conclusion', 'beginner')?.text).toBe('therefore');
    expect(pickConnector(connectors, 'premise', 'beginner')).toBeNull();
  });
});

describe('keyword fallacy detection', () => {
  const premise = (text: string) => slotsOf(word('x', 'pathos', 'premise', { text }), null, null);

  it('detects Ad Hominem', () => {
    expect(detectFallacies(premise('Only an idiot would oppose buses'))).toEqual([
      expect.objectContaining({ id: 'ad-hominem', name: 'Ad Hominem', match: 'idiot', slot: 'premise' }),
    ]);
    expect(detectFallacies(premise('People like you never ride the bus'))[0]?.id).toBe('ad-hominem');
    expect(detectFallacies(premise('A reliable schedule helps'))).toEqual([]);
  });

  it('detects False Dichotomy, with "either" only before a later "or"', () => {
    expect(detectFallacies(premise('Either we fund buses or the city dies'))[0]).toMatchObject({
      id: 'false-dichotomy',
      name: 'False Dichotomy',
    });
    expect(detectFallacies(premise('This is the only option left'))[0]?.id).toBe('false-dichotomy');
    expect(detectFallacies(premise('Neither of us wanted either'))).toEqual([]);
  });

  it('detects Slippery Slope', () => {
    expect(detectFallacies(premise('Next thing you know, cars are banned'))[0]).toMatchObject({
      id: 'slippery-slope',
      name: 'Slippery Slope',
      match: 'Next thing you know',
    });
    expect(detectFallacies(premise('Cutting one route leads to cutting them all'))[0]?.id).toBe('slippery-slope');
  });

  it('reports each fallacy once, in detector order, from whichever slot has it', () => {
    const slots = slotsOf(
      word('a', 'pathos', 'premise', { text: 'Either buses or chaos' }),
      word('b', 'pathos', 'evidence', { text: 'those clowns at city hall' }),
      word('c', 'pathos', 'conclusion', { text: 'or else, inevitably, more clowns' }),
    );
    expect(detectFallacies(slots).map((w) => [w.id, w.slot])).toEqual([
      ['ad-hominem', 'evidence'],
      ['false-dichotomy', 'premise'],
      ['slippery-slope', 'conclusion'],
    ]);
  });

  it('documents keywords for each of the three fallacies', () => {
    expect(FALLACY_DETECTORS.map((d) => d.name)).toEqual(['Ad Hominem', 'False Dichotomy', 'Slippery Slope']);
    for (const d of FALLACY_DETECTORS) expect(d.keywords.length).toBeGreaterThan(5);
  });
});

function progressWith(
  overrides: Partial<UserProgress> & { ratio?: [number, number] } = {},
): UserProgress {
  const { ratio, ...rest } = overrides;
  const stat = ratio ? { successful: ratio[0], used: ratio[1] } : { successful: 0, used: 0 };
  return {
    ...defaultProgress(),
    rhetoricalStats: { ethos: { ...stat }, pathos: { ...stat }, logos: { ...stat } },
    ...rest,
  };
}

describe('difficulty progression (Reading A)', () => {
  it('averages the three success ratios, an unused appeal counting 0', () => {
    expect(successRatio({ used: 0, successful: 0 })).toBe(0);
    expect(successRatio({ used: 4, successful: 3 })).toBe(0.75);
    expect(
      averageSuccessRatio({
        ethos: { used: 4, successful: 4 },
        pathos: { used: 2, successful: 1 },
        logos: { used: 0, successful: 0 },
      }),
    ).toBe(0.5);
  });

  it('beginner → intermediate only when the ratio exceeds 0.7 and arguments exceed 10', () => {
    expect(nextDifficulty(progressWith({ ratio: [71, 100], totalArguments: 11 }))).toBe('intermediate');
    expect(nextDifficulty(progressWith({ ratio: [7, 10], totalArguments: 11 }))).toBe('beginner');
    expect(nextDifficulty(progressWith({ ratio: [71, 100], totalArguments: 10 }))).toBe('beginner');
  });

  it('intermediate → advanced only when the ratio exceeds 0.8 and arguments exceed 25', () => {
    const mid = { currentDifficulty: 'intermediate' as const };
    expect(nextDifficulty(progressWith({ ...mid, ratio: [81, 100], totalArguments: 26 }))).toBe('advanced');
    expect(nextDifficulty(progressWith({ ...mid, ratio: [8, 10], totalArguments: 26 }))).toBe('intermediate');
    expect(nextDifficulty(progressWith({ ...mid, ratio: [81, 100], totalArguments: 25 }))).toBe('intermediate');
  });

  it('moves one level at a time and never down', () => {
    expect(nextDifficulty(progressWith({ ratio: [1, 1], totalArguments: 50 }))).toBe('intermediate');
    expect(nextDifficulty(progressWith({ currentDifficulty: 'advanced', totalArguments: 0 }))).toBe('advanced');
  });
});

describe('recordArgument', () => {
  it('counts a valid argument', () => {
    const slots = slotsOf(ethosPremise, logosEvidence, logosConclusion);
    const p = recordArgument(defaultProgress(), slots, validateArgument(slots), [], NOW);
    expect(p).toEqual({
      totalArguments: 1,
      highestScore: 40,
      currentDifficulty: 'beginner',
      completedChallenges: 1,
      rhetoricalStats: {
        ethos: { used: 1, successful: 1 },
        pathos: { used: 0, successful: 0 },
        logos: { used: 2, successful: 2 },
      },
      commonMistakes: [],
    });
  });

  it('counts issues and detected fallacies as mistakes, keeping the highest score', () => {
    const slots = slotsOf(logosPremise, pathosEvidence, ethosConclusion);
    const start = progressWith({
      highestScore: 60,
      commonMistakes: [{ type: 'Emotional evidence following logical premise', count: 2, lastSeen: NOW - 3 * DAY }],
    });
    const warnings = [{ id: 'ad-hominem', name: 'Ad Hominem', match: 'idiot', slot: 'premise', explanation: '' }] as const;
    const p = recordArgument(start, slots, validateArgument(slots), warnings, NOW);
    expect(p.highestScore).toBe(60);
    expect(p.completedChallenges).toBe(0);
    expect(p.rhetoricalStats.pathos).toEqual({ used: 1, successful: 0 });
    expect(p.commonMistakes).toEqual([
      { type: 'Emotional evidence following logical premise', count: 3, lastSeen: NOW },
      { type: 'Ad Hominem', count: 1, lastSeen: NOW },
    ]);
  });

  it('promotes once the eleventh argument tips the totals', () => {
    const slots = slotsOf(ethosPremise, logosEvidence, pathosConclusion);
    const start = progressWith({ ratio: [10, 10], totalArguments: 10 });
    expect(recordArgument(start, slots, validateArgument(slots), [], NOW).currentDifficulty).toBe('intermediate');
  });
});

describe('personalised tips', () => {
  const stats = (ethos: number, pathos: number, logos: number) => ({
    ethos: { used: ethos, successful: 0 },
    pathos: { used: pathos, successful: 0 },
    logos: { used: logos, successful: 0 },
  });

  it('suggests an appeal used in under 20% of picks (not at exactly 20%, not before any pick)', () => {
    expect(personalisedTips(defaultProgress(), NOW)).toEqual([]);
    const tips = personalisedTips({ ...defaultProgress(), rhetoricalStats: stats(1, 4, 0) }, NOW);
    expect(tips).toEqual([{ kind: 'appeal', category: 'logos', share: 0, text: expect.stringMatching(/^Try more logos/) }]);
    const under = personalisedTips({ ...defaultProgress(), rhetoricalStats: stats(19, 40, 41) }, NOW);
    expect(under.map((t) => (t.kind === 'appeal' ? t.category : ''))).toEqual(['ethos']);
  });

  it('lists up to 3 mistakes from the last 7 days, most frequent first', () => {
    const progress: UserProgress = {
      ...defaultProgress(),
      commonMistakes: [
        { type: 'Missing conclusion', count: 5, lastSeen: NOW - 7 * DAY },
        { type: 'Ad Hominem', count: 9, lastSeen: NOW - 7 * DAY - 1 },
        { type: 'Emotional evidence following logical premise', count: 2, lastSeen: NOW - DAY },
        { type: 'Slippery Slope', count: 2, lastSeen: NOW - 2 * DAY },
        { type: 'False Dichotomy', count: 1, lastSeen: NOW },
      ],
    };
    const tips = personalisedTips(progress, NOW);
    expect(tips.map((t) => (t.kind === 'mistake' ? [t.type, t.count] : null))).toEqual([
      ['Missing conclusion', 5],
      ['Emotional evidence following logical premise', 2],
      ['Slippery Slope', 2],
    ]);
    expect(tips[0]?.text).toBe(
      'Missing conclusion: 5 times in the last 7 days. Land the conclusion. An argument without one is a cliffhanger nobody asked for.',
    );
  });
});
