import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { argumentActions, argumentSelectors, argumentSlice, initialArgumentState, type ArgumentGameState } from './argumentSlice';
import { FILL_ALL_SLOTS_TEXT, lockedText, NO_HINTS_TEXT, TIME_WARNING_TEXT } from './copy';
import { defaultProgress, emptySlots, type UserProgress } from './model';
import {
  ethosConclusion,
  ethosEvidence,
  ethosPremise,
  fixtureHand,
  logosConclusion,
  logosEvidence,
  logosPremise,
  pathosConclusion,
  pathosEvidence,
  slotsOf,
  word,
} from './fixtures';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const S = argumentSelectors;

function makeStore(preloaded?: Partial<ArgumentGameState>) {
  const reducer = combineSlices(argumentSlice);
  return configureStore({
    reducer,
    preloadedState: preloaded ? { argumentGame: { ...initialArgumentState, ...preloaded } } : undefined,
  });
}

function started(progress: UserProgress = defaultProgress(), timeLimit: number | null = 300) {
  const store = makeStore();
  store.dispatch(argumentActions.gameStarted({ now: NOW, hand: fixtureHand(), progress, timeLimit }));
  return store;
}

const at = (seconds: number) => NOW + seconds * 1000;

describe('starting', () => {
  it('starts at the learner level with that level’s clock and hints', () => {
    const store = started();
    const s = store.getState();
    expect(S.selectStatus(s)).toBe('playing');
    expect(S.selectDifficulty(s)).toBe('beginner');
    expect(S.selectTimeRemaining(s)).toBe(300);
    expect(S.selectDeadline(s)).toBe(NOW + 300_000);
    expect(S.selectHintsRemaining(s)).toBe(5);
    expect(S.selectSlots(s)).toEqual(emptySlots());
  });

  it.each([
    ['intermediate', 240, 3],
    ['advanced', 180, 1],
  ] as const)('%s: %i s, %i hints', (level, seconds, hints) => {
    const store = started({ ...defaultProgress(), currentDifficulty: level }, seconds);
    expect(S.selectTimeRemaining(store.getState())).toBe(seconds);
    expect(S.selectHintsRemaining(store.getState())).toBe(hints);
  });

  it('with the timer off there is no deadline and ticks do nothing', () => {
    const store = started(defaultProgress(), null);
    expect(S.selectDeadline(store.getState())).toBeNull();
    store.dispatch(argumentActions.ticked({ now: at(1000) }));
    expect(S.selectStatus(store.getState())).toBe('playing');
    expect(S.selectIsTimeLow(store.getState())).toBe(false);
    expect(S.selectIsTimeLow(makeStore({ timeLimit: null, timeRemaining: 10 }).getState())).toBe(false);
    expect(S.selectIsTimeLow(makeStore({ timeLimit: 300, timeRemaining: 10 }).getState())).toBe(true);
  });

  it('loads progress on the entry screen', () => {
    const store = makeStore();
    store.dispatch(argumentActions.progressLoaded({ progress: { ...defaultProgress(), currentDifficulty: 'advanced' } }));
    expect(S.selectDifficulty(store.getState())).toBe('advanced');
    expect(S.selectHintsRemaining(store.getState())).toBe(1);
  });
});

describe('building in order', () => {
  it('refuses evidence before a premise and a conclusion before evidence', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: logosEvidence }));
    expect(S.selectSlots(store.getState()).evidence).toBeNull();
    expect(S.selectRejection(store.getState())).toBe(lockedText('evidence'));
    expect(lockedText('evidence')).toBe('Evidence is locked until the premise is filled.');
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    store.dispatch(argumentActions.entryPlaced({ entry: logosConclusion }));
    expect(S.selectSlots(store.getState()).conclusion).toBeNull();
    expect(S.selectRejection(store.getState())).toBe('Conclusion is locked until the evidence is filled.');
  });

  it('exposes which slots are selectable', () => {
    const store = started();
    expect(S.selectSelectable(store.getState())).toEqual({ premise: true, evidence: false, conclusion: false });
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    expect(S.selectSelectable(store.getState())).toEqual({ premise: true, evidence: true, conclusion: false });
  });

  it('fills premise, evidence, conclusion; a new premise clears the rest; new evidence clears the conclusion', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    store.dispatch(argumentActions.entryPlaced({ entry: logosEvidence }));
    store.dispatch(argumentActions.entryPlaced({ entry: pathosConclusion }));
    expect(S.selectSlots(store.getState())).toEqual(slotsOf(ethosPremise, logosEvidence, pathosConclusion));
    expect(S.selectCanSubmit(store.getState())).toBe(true);

    store.dispatch(argumentActions.entryPlaced({ entry: ethosEvidence }));
    expect(S.selectSlots(store.getState())).toEqual(slotsOf(ethosPremise, ethosEvidence, null));
    expect(S.selectAnnouncement(store.getState())?.text).toBe(
      `Evidence set: ${ethosEvidence.text} (ethos). Also cleared: conclusion.`,
    );

    store.dispatch(argumentActions.entryPlaced({ entry: ethosConclusion }));
    store.dispatch(argumentActions.entryPlaced({ entry: logosPremise }));
    expect(S.selectSlots(store.getState())).toEqual(slotsOf(logosPremise, null, null));
    expect(S.selectCanSubmit(store.getState())).toBe(false);
  });

  it('keeps scores as 10 × weight per appeal', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: { ...ethosPremise, weight: 1.5 } }));
    store.dispatch(argumentActions.entryPlaced({ entry: { ...logosEvidence, weight: 1.2 } }));
    expect(S.selectScores(store.getState())).toEqual({ ethos: 15, pathos: 0, logos: 12, total: 27 });
  });

  it('refuses entries invalid at the level', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: word('hard', 'logos', 'premise', { difficulty: 'advanced', weight: 1.5 }) }));
    expect(S.selectSlots(store.getState()).premise).toBeNull();
    expect(S.selectRejection(store.getState())).toMatch(/above this level/);
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise, slot: 'evidence' }));
    expect(S.selectSlots(store.getState()).evidence).toBeNull();
  });

  it('removes a slot and the slots after it, with an announcement', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    store.dispatch(argumentActions.entryPlaced({ entry: logosEvidence }));
    store.dispatch(argumentActions.entryPlaced({ entry: pathosConclusion }));
    store.dispatch(argumentActions.slotCleared({ slot: 'conclusion' }));
    expect(S.selectSlots(store.getState())).toEqual(slotsOf(ethosPremise, logosEvidence, null));
    store.dispatch(argumentActions.entryPlaced({ entry: pathosConclusion }));
    store.dispatch(argumentActions.slotCleared({ slot: 'premise' }));
    expect(S.selectSlots(store.getState())).toEqual(emptySlots());
    expect(S.selectScores(store.getState()).total).toBe(0);
    expect(S.selectAnnouncement(store.getState())?.text).toBe('Premise removed. Also cleared: evidence and conclusion.');
  });

  it('raises the revision on every saved change, not on refusals', () => {
    const store = started();
    const r0 = S.selectRevision(store.getState());
    store.dispatch(argumentActions.entryPlaced({ entry: logosEvidence }));
    expect(S.selectRevision(store.getState())).toBe(r0);
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    expect(S.selectRevision(store.getState())).toBe(r0 + 1);
    store.dispatch(argumentActions.slotCleared({ slot: 'premise' }));
    expect(S.selectRevision(store.getState())).toBe(r0 + 2);
  });
});

describe('hints', () => {
  it('spends a hint per request and refuses once none remain', () => {
    const store = started();
    for (let i = 5; i > 0; i -= 1) {
      expect(S.selectHintsRemaining(store.getState())).toBe(i);
      store.dispatch(argumentActions.hintRequested());
      expect(S.selectHint(store.getState())?.slot).toBe('premise');
    }
    expect(S.selectHintsRemaining(store.getState())).toBe(0);
    store.dispatch(argumentActions.hintRequested());
    expect(S.selectHintsRemaining(store.getState())).toBe(0);
    expect(S.selectRejection(store.getState())).toBe(NO_HINTS_TEXT);
  });

  it('advanced has one hint', () => {
    const progress = { ...defaultProgress(), currentDifficulty: 'advanced' as const };
    const hand = fixtureHand();
    hand.premise = [word('adv', 'logos', 'premise', { difficulty: 'advanced' })];
    const store = makeStore();
    store.dispatch(argumentActions.gameStarted({ now: NOW, hand, progress, timeLimit: 180 }));
    store.dispatch(argumentActions.hintRequested());
    expect(S.selectHint(store.getState())).toMatchObject({ entryId: 'adv', structuralHint: 'Use adv as a premise.' });
    store.dispatch(argumentActions.hintRequested());
    expect(S.selectHintsRemaining(store.getState())).toBe(0);
    expect(S.selectRejection(store.getState())).toBe(NO_HINTS_TEXT);
  });

  it('costs nothing when every slot is filled, and a hint goes once its slot is filled', () => {
    const store = started();
    store.dispatch(argumentActions.hintRequested());
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    expect(S.selectHint(store.getState())).toBeNull();
    store.dispatch(argumentActions.entryPlaced({ entry: logosEvidence }));
    store.dispatch(argumentActions.entryPlaced({ entry: pathosConclusion }));
    store.dispatch(argumentActions.hintRequested());
    expect(S.selectHintsRemaining(store.getState())).toBe(4);
  });
});

describe('the clock', () => {
  it('counts down from the deadline and turns red strictly under 60 s, announcing it once', () => {
    const store = started();
    store.dispatch(argumentActions.ticked({ now: at(240) }));
    expect(S.selectTimeRemaining(store.getState())).toBe(60);
    expect(S.selectIsTimeLow(store.getState())).toBe(false);
    store.dispatch(argumentActions.ticked({ now: at(241) }));
    expect(S.selectTimeRemaining(store.getState())).toBe(59);
    expect(S.selectIsTimeLow(store.getState())).toBe(true);
    expect(S.selectAnnouncement(store.getState())?.text).toBe(TIME_WARNING_TEXT);
    const id = S.selectAnnouncement(store.getState())?.id;
    store.dispatch(argumentActions.ticked({ now: at(242) }));
    expect(S.selectAnnouncement(store.getState())?.id).toBe(id);
  });

  it('at 0 the game ends as timed out with the analysis of what was built', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    store.dispatch(argumentActions.ticked({ now: at(300) }));
    const s = store.getState();
    expect(S.selectStatus(s)).toBe('finished');
    expect(S.selectEndReason(s)).toBe('timedOut');
    expect(S.selectTimeRemaining(s)).toBe(0);
    expect(S.selectResult(s)).toEqual({
      isValid: false,
      score: 0,
      issues: ['missing-evidence', 'missing-conclusion'],
      feedback: 'Incomplete argument structure',
    });
    expect(S.selectProgress(s).totalArguments).toBe(1);
    store.dispatch(argumentActions.ticked({ now: at(400) }));
    expect(S.selectProgress(store.getState()).totalArguments).toBe(1);
  });

  it('the time-out handler ends the game with "No argument provided" when nothing was built', () => {
    const store = started();
    store.dispatch(argumentActions.timerExpired({ now: at(10) }));
    expect(S.selectEndReason(store.getState())).toBe('timedOut');
    expect(S.selectResult(store.getState())?.issues).toEqual(['no-argument']);
  });
});

describe('submitting', () => {
  it('refuses an incomplete argument', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    store.dispatch(argumentActions.argumentSubmitted({ now: at(5) }));
    expect(S.selectStatus(store.getState())).toBe('playing');
    expect(S.selectRejection(store.getState())).toBe(FILL_ALL_SLOTS_TEXT);
  });

  it('analyses a complete argument, records progress, warnings and tips', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: logosPremise }));
    store.dispatch(argumentActions.entryPlaced({ entry: { ...pathosEvidence, text: 'next thing you know, nobody rides' } }));
    store.dispatch(argumentActions.entryPlaced({ entry: ethosConclusion }));
    store.dispatch(argumentActions.argumentSubmitted({ now: at(30) }));
    const s = store.getState();
    expect(S.selectStatus(s)).toBe('finished');
    expect(S.selectEndReason(s)).toBe('submitted');
    expect(S.selectResult(s)).toEqual({
      isValid: false,
      score: 50,
      issues: ['emotional-evidence-after-logic'],
      feedback: 'Excellent use of all rhetorical strategies!',
    });
    expect(S.selectWarnings(s).map((w) => w.id)).toEqual(['slippery-slope']);
    expect(S.selectProgress(s).commonMistakes.map((m) => m.code)).toEqual([
      'emotional-evidence-after-logic',
      'slippery-slope',
    ]);
    expect(S.selectTips(s).filter((t) => t.kind === 'mistake')).toHaveLength(2);
    expect(S.selectDeadline(s)).toBeNull();
  });

  it('raising the level resets hints to the new level’s limit', () => {
    const progress: UserProgress = {
      ...defaultProgress(),
      totalArguments: 10,
      rhetoricalStats: {
        ethos: { used: 10, successful: 10 },
        pathos: { used: 10, successful: 10 },
        logos: { used: 10, successful: 10 },
      },
    };
    const store = started(progress);
    for (let i = 0; i < 5; i += 1) store.dispatch(argumentActions.hintRequested());
    expect(S.selectHintsRemaining(store.getState())).toBe(0);
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    store.dispatch(argumentActions.entryPlaced({ entry: logosEvidence }));
    store.dispatch(argumentActions.entryPlaced({ entry: pathosConclusion }));
    store.dispatch(argumentActions.argumentSubmitted({ now: at(30) }));
    expect(S.selectPromotedTo(store.getState())).toBe('intermediate');
    expect(S.selectHintsRemaining(store.getState())).toBe(3);
  });

  it('no promotion leaves the hints alone', () => {
    const store = started();
    store.dispatch(argumentActions.hintRequested());
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    store.dispatch(argumentActions.entryPlaced({ entry: logosEvidence }));
    store.dispatch(argumentActions.entryPlaced({ entry: pathosConclusion }));
    store.dispatch(argumentActions.argumentSubmitted({ now: at(30) }));
    expect(S.selectPromotedTo(store.getState())).toBeNull();
    expect(S.selectHintsRemaining(store.getState())).toBe(4);
  });
});

describe('Try Again / New Game', () => {
  it('resets slots, scores and the timer to the level’s limit and goes idle', () => {
    const store = started();
    store.dispatch(argumentActions.entryPlaced({ entry: ethosPremise }));
    store.dispatch(argumentActions.ticked({ now: at(100) }));
    store.dispatch(argumentActions.gameReset());
    const s = store.getState();
    expect(S.selectStatus(s)).toBe('idle');
    expect(S.selectSlots(s)).toEqual(emptySlots());
    expect(S.selectScores(s)).toEqual({ ethos: 0, pathos: 0, logos: 0, total: 0 });
    expect(S.selectTimeRemaining(s)).toBe(300);
    expect(S.selectResult(s)).toBeNull();
    expect(S.selectDeadline(s)).toBeNull();
  });

  it('after a promotion the reset clock is the new level’s', () => {
    const store = makeStore({ progress: { ...defaultProgress(), currentDifficulty: 'intermediate' } });
    store.dispatch(argumentActions.gameReset());
    expect(S.selectTimeRemaining(store.getState())).toBe(240);
    expect(S.selectHintsRemaining(store.getState())).toBe(3);
  });
});

describe('resuming', () => {
  it('restores slots, time and hints and restarts the clock from now', () => {
    const store = makeStore();
    store.dispatch(
      argumentActions.gameResumed({
        now: NOW,
        saved: {
          slots: slotsOf(ethosPremise, logosEvidence, null),
          timeRemaining: 123,
          scores: { ethos: 99, pathos: 0, logos: 0, total: 99 },
          difficulty: 'beginner',
          hintsRemaining: 2,
        },
        hand: fixtureHand(),
        timeLimit: 300,
        hint: null,
        progress: defaultProgress(),
      }),
    );
    const s = store.getState();
    expect(S.selectStatus(s)).toBe('playing');
    expect(S.selectSlots(s)).toEqual(slotsOf(ethosPremise, logosEvidence, null));
    expect(S.selectScores(s)).toEqual({ ethos: 10, pathos: 0, logos: 10, total: 20 });
    expect(S.selectTimeRemaining(s)).toBe(123);
    expect(S.selectDeadline(s)).toBe(NOW + 123_000);
    expect(S.selectHintsRemaining(s)).toBe(2);
    expect(S.selectSavedGame(s)).toEqual({
      slots: slotsOf(ethosPremise, logosEvidence, null),
      timeRemaining: 123,
      scores: { ethos: 10, pathos: 0, logos: 10, total: 20 },
      difficulty: 'beginner',
      hintsRemaining: 2,
    });
  });

  it('repairs out-of-order slots, caps hints at the level limit and ends at once with no time left', () => {
    const store = makeStore();
    store.dispatch(
      argumentActions.gameResumed({
        now: NOW,
        saved: {
          slots: slotsOf(null, logosEvidence, pathosConclusion),
          timeRemaining: 0,
          scores: { ethos: 0, pathos: 0, logos: 0, total: 0 },
          difficulty: 'advanced',
          hintsRemaining: 9,
        },
        hand: fixtureHand(),
        timeLimit: 180,
        hint: { slot: 'evidence', entryId: 'x', entryText: 'x', category: 'logos', structuralHint: '' },
        progress: defaultProgress(),
      }),
    );
    expect(S.selectSlots(store.getState())).toEqual(emptySlots());
    expect(S.selectHintsRemaining(store.getState())).toBe(1);
    expect(S.selectHint(store.getState())).toBeNull();
    store.dispatch(argumentActions.ticked({ now: NOW }));
    expect(S.selectEndReason(store.getState())).toBe('timedOut');
  });
});
