import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import type { Statement } from '@/contract/fallacies';
import { detectiveActions, detectiveSelectors, initialDetectiveState, type DetectiveState } from './detectiveSlice';
import { FAILED_MESSAGE, MAX_SCORE, QUESTIONS_PER_ROUND, ROUNDS, type TimerSetting } from './logic';


const TYPES = ['ad-hominem', 'straw-man', 'post-hoc', 'red-herring', 'slippery-slope', 'appeal-to-popularity'];
const POOL: Statement[] = Array.from({ length: 25 }, (_, i) => ({
  id: `s${i}`,
  text: `Statement number ${i}`,
  fallacy_type_id: TYPES[i % TYPES.length] as string,
  difficulty: 1,
}));

/** A store with the detective slice in it, optionally preloaded. */
function setup(preloaded?: Partial<DetectiveState>) {
  const store = makeStore(preloaded ? { detective: { ...initialDetectiveState, ...preloaded } } : undefined);
  const state = () => store.getState();
  let clock = 1_000_000;
  let seed = 1;
  const api = {
    store,
    state,
    get now() {
      return clock;
    },
    advance(ms: number) {
      clock += ms;
    },
    start(pool: Statement[] = POOL, timing: TimerSetting = 'normal') {
      store.dispatch(detectiveActions.gameStarted({ pool, timing }));
      store.dispatch(detectiveActions.questionStarted({ now: clock, seed: seed++ }));
    },
    /** The id of the right card, or of a wrong one. */
    card(right: boolean) {
      const q = detectiveSelectors.selectQuestion(state())!;
      return right ? q.answerId : (q.options.find((o) => o !== q.answerId) as string);
    },
    answer(right: boolean) {
      store.dispatch(detectiveActions.answerChosen({ fallacyId: api.card(right), now: clock }));
    },
    /** Result shown, then the next question (or overlay, or the end). */
    next() {
      store.dispatch(detectiveActions.resultFinished());
      if (detectiveSelectors.selectStatus(state()) === 'roundOver') store.dispatch(detectiveActions.roundAdvanced());
      if (detectiveSelectors.selectStatus(state()) === 'between') store.dispatch(detectiveActions.questionStarted({ now: clock, seed: seed++ }));
    },
    /** Plays a round with `right` correct answers first, then wrong ones. */
    playRound(right: number) {
      for (let i = 0; i < QUESTIONS_PER_ROUND; i += 1) {
        api.answer(i < right);
        if (i < QUESTIONS_PER_ROUND - 1) api.next();
      }
      store.dispatch(detectiveActions.resultFinished());
    },
  };
  return api;
}

describe('detective slice: starting', () => {
  it('begins at the intro', () => {
    const { state } = setup();
    expect(detectiveSelectors.selectStatus(state())).toBe('intro');
    expect(detectiveSelectors.selectTransition(state())).toBeNull();
  });

  it('loads for 0.8 s after Start Game, then shows a question with a 45 s countdown', () => {
    const game = setup();
    game.store.dispatch(detectiveActions.gameStarted({ pool: POOL, timing: 'normal' }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('loading');
    expect(detectiveSelectors.selectTransition(game.state())).toEqual({ event: 'questionStarted', delayMs: 800 });
    game.store.dispatch(detectiveActions.questionStarted({ now: game.now, seed: 7 }));
    const question = detectiveSelectors.selectQuestion(game.state())!;
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
    expect(question.deadline).toBe(game.now + 45_000);
    expect(detectiveSelectors.selectSecondsLeft(game.state())).toBe(45);
    expect(question.options).toHaveLength(3);
    expect(question.options).toContain(question.answerId);
    expect(detectiveSelectors.selectCurrentStatement(game.state())?.fallacy_type_id).toBe(question.answerId);
    expect(detectiveSelectors.selectRound(game.state())).toBe(1);
    expect(detectiveSelectors.selectQuestionNumber(game.state())).toBe(1);
  });

  it('takes its random pick from the payload: same seed, same question', () => {
    const a = setup();
    const b = setup();
    a.start();
    b.start();
    expect(detectiveSelectors.selectQuestion(a.state())).toEqual(detectiveSelectors.selectQuestion(b.state()));
  });

  it('fills the seed in when the caller gives none', () => {
    const seeds = new Set(Array.from({ length: 5 }, () => detectiveActions.questionStarted({ now: 5 }).payload.seed));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('ignores a question before the game started or after it ended', () => {
    for (const status of ['intro', 'gameOver'] as const) {
      const game = setup({ status, pool: POOL });
      game.store.dispatch(detectiveActions.questionStarted({ now: game.now, seed: 1 }));
      expect(detectiveSelectors.selectStatus(game.state())).toBe(status);
      expect(detectiveSelectors.selectQuestion(game.state())).toBeNull();
    }
  });

  it('puts a statement an admin added into the pool, even once the game is under way', () => {
    const game = setup();
    game.start(POOL.slice(0, 3));
    const added: Statement = { id: 'stmt-new', text: 'New', fallacy_type_id: 'tu-quoque', difficulty: 2 };
    game.store.dispatch(detectiveActions.poolUpdated([added]));
    expect(detectiveSelectors.selectPoolSize(game.state())).toBe(4);
    expect(game.state().detective?.pool.map((p) => p.id)).toContain('stmt-new');
  });
});

describe('detective slice: answering', () => {
  it('scores a right answer in the total and the round, then locks the question', () => {
    const game = setup();
    game.start();
    const wrong = game.card(false);
    game.answer(true);
    expect(detectiveSelectors.selectStatus(game.state())).toBe('answered');
    expect(detectiveSelectors.selectScore(game.state())).toBe(1);
    expect(detectiveSelectors.selectRoundScore(game.state())).toBe(1);
    expect(detectiveSelectors.selectLastAnswerCorrect(game.state())).toBe(true);
    game.store.dispatch(detectiveActions.answerChosen({ fallacyId: wrong, now: game.now }));
    expect(detectiveSelectors.selectQuestion(game.state())?.chosen).toBe(detectiveSelectors.selectQuestion(game.state())?.answerId);
    expect(detectiveSelectors.selectScore(game.state())).toBe(1);
  });

  it('scores nothing for a wrong answer', () => {
    const game = setup();
    game.start();
    game.answer(false);
    expect(detectiveSelectors.selectStatus(game.state())).toBe('answered');
    expect(detectiveSelectors.selectScore(game.state())).toBe(0);
    expect(detectiveSelectors.selectLastAnswerCorrect(game.state())).toBe(false);
  });

  it('ignores a fallacy that is not on the cards', () => {
    const game = setup();
    game.start();
    const absent = TYPES.find((t) => !detectiveSelectors.selectQuestion(game.state())!.options.includes(t))!;
    game.store.dispatch(detectiveActions.answerChosen({ fallacyId: absent, now: game.now }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
  });

  it('keeps every answer for the review', () => {
    const game = setup();
    game.start();
    game.answer(false);
    const [entry] = detectiveSelectors.selectHistory(game.state());
    expect(entry).toMatchObject({ correct: false, round: 1 });
    expect(entry?.chosen).not.toBe(entry?.answerId);
  });
});

describe('detective slice: the countdown', () => {
  it('counts down from the clock in the ticks', () => {
    const game = setup();
    game.start();
    game.advance(10_000);
    game.store.dispatch(detectiveActions.ticked({ now: game.now }));
    expect(detectiveSelectors.selectSecondsLeft(game.state())).toBe(35);
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
  });

  it('times out at 45 s: counted wrong, nothing chosen, the question stops', () => {
    const game = setup();
    game.start();
    game.advance(44_999);
    game.store.dispatch(detectiveActions.ticked({ now: game.now }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
    game.advance(1);
    game.store.dispatch(detectiveActions.ticked({ now: game.now }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('answered');
    expect(detectiveSelectors.selectQuestion(game.state())).toMatchObject({ chosen: null, timedOut: true });
    expect(detectiveSelectors.selectLastAnswerCorrect(game.state())).toBe(false);
    expect(detectiveSelectors.selectScore(game.state())).toBe(0);
    expect(detectiveSelectors.selectSecondsLeft(game.state())).toBe(0);
    expect(detectiveSelectors.selectHistory(game.state())[0]).toMatchObject({ chosen: null, correct: false });
  });

  it('counts an answer that arrives after the deadline as a timeout', () => {
    const game = setup();
    game.start();
    game.advance(45_000);
    game.answer(true);
    expect(detectiveSelectors.selectQuestion(game.state())).toMatchObject({ chosen: null, timedOut: true });
    expect(detectiveSelectors.selectScore(game.state())).toBe(0);
  });

  it('ignores a stale timerExpired that arrives before the deadline', () => {
    const game = setup();
    game.start();
    game.store.dispatch(detectiveActions.timerExpired({ now: game.now + 1000 }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
    game.store.dispatch(detectiveActions.timerExpired({ now: game.now + 45_000 }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('answered');
  });

  it('doubles the time with the doubled setting', () => {
    const game = setup();
    game.start(POOL, 'double');
    expect(detectiveSelectors.selectSecondsLeft(game.state())).toBe(90);
    game.store.dispatch(detectiveActions.ticked({ now: game.now + 60_000 }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
  });

  it('never times out with timers off, and waits for the player after a result', () => {
    const game = setup();
    game.start(POOL, 'off');
    expect(detectiveSelectors.selectSecondsLeft(game.state())).toBeNull();
    game.store.dispatch(detectiveActions.ticked({ now: game.now + 3_600_000 }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
    game.answer(true);
    expect(detectiveSelectors.selectTransition(game.state())).toBeNull();
  });

  it('adapts a running countdown when the player changes the setting', () => {
    const game = setup();
    game.start();
    game.advance(15_000);
    game.store.dispatch(detectiveActions.timingChanged({ timing: 'double', now: game.now }));
    expect(detectiveSelectors.selectTiming(game.state())).toBe('double');
    expect(detectiveSelectors.selectSecondsLeft(game.state())).toBe(60);
    game.store.dispatch(detectiveActions.timingChanged({ timing: 'off', now: game.now }));
    expect(detectiveSelectors.selectSecondsLeft(game.state())).toBeNull();
  });
});

describe('detective slice: within a round', () => {
  it('shows the result for 1.5 s, then the question counter rises and the next question comes after 0.3 s', () => {
    const game = setup();
    game.start();
    game.answer(true);
    expect(detectiveSelectors.selectTransition(game.state())).toEqual({ event: 'resultFinished', delayMs: 1500 });
    game.store.dispatch(detectiveActions.resultFinished());
    expect(detectiveSelectors.selectStatus(game.state())).toBe('between');
    expect(detectiveSelectors.selectQuestionNumber(game.state())).toBe(2);
    expect(detectiveSelectors.selectTransition(game.state())).toEqual({ event: 'questionStarted', delayMs: 300 });
    game.store.dispatch(detectiveActions.questionStarted({ now: game.now, seed: 99 }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
    expect(detectiveSelectors.selectQuestion(game.state())?.chosen).toBeNull();
  });

  it('ignores resultFinished while a question is open', () => {
    const game = setup();
    game.start();
    game.store.dispatch(detectiveActions.resultFinished());
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
  });

  it('never shows a statement twice before the pool is used up', () => {
    const game = setup();
    game.start();
    const seen: string[] = [];
    for (let i = 0; i < POOL.length; i += 1) {
      seen.push(detectiveSelectors.selectQuestion(game.state())!.statementId);
      game.answer(true);
      game.next();
    }
    expect(new Set(seen).size).toBe(POOL.length);
  });

  it('resets the pool when it is exhausted', () => {
    const small = POOL.slice(0, 3);
    const game = setup();
    game.start(small);
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      seen.push(detectiveSelectors.selectQuestion(game.state())!.statementId);
      game.answer(true);
      game.next();
    }
    expect(new Set(seen.slice(0, 3)).size).toBe(3);
    expect(small.map((x) => x.id)).toContain(seen[3]);
    expect(game.state().detective?.usedIds).toHaveLength(2);
  });
});

describe('detective slice: between rounds', () => {
  it('passes a round with 5 of 7: the "Round 2" overlay for 2 s, then counters reset and the next question after 0.1 s', () => {
    const game = setup();
    game.start();
    game.playRound(5);
    expect(detectiveSelectors.selectStatus(game.state())).toBe('roundOver');
    expect(detectiveSelectors.selectOverlayRound(game.state())).toBe(2);
    expect(detectiveSelectors.selectTransition(game.state())).toEqual({ event: 'roundAdvanced', delayMs: 2000 });
    game.store.dispatch(detectiveActions.roundAdvanced());
    expect(detectiveSelectors.selectRound(game.state())).toBe(2);
    expect(detectiveSelectors.selectRoundScore(game.state())).toBe(0);
    expect(detectiveSelectors.selectQuestionNumber(game.state())).toBe(1);
    expect(detectiveSelectors.selectScore(game.state())).toBe(5);
    expect(detectiveSelectors.selectTransition(game.state())).toEqual({ event: 'questionStarted', delayMs: 100 });
    game.store.dispatch(detectiveActions.questionStarted({ now: game.now, seed: 5 }));
    expect(detectiveSelectors.selectStatus(game.state())).toBe('playing');
    // The short pause is only for the first question after the overlay.
    game.answer(true);
    game.store.dispatch(detectiveActions.resultFinished());
    expect(detectiveSelectors.selectTransition(game.state())).toEqual({ event: 'questionStarted', delayMs: 300 });
  });

  it('ends the game after a round of 4 of 7, with the spec\'s message', () => {
    const game = setup();
    game.start();
    game.playRound(4);
    expect(detectiveSelectors.selectStatus(game.state())).toBe('gameOver');
    expect(detectiveSelectors.selectOutcome(game.state())).toBe('failed');
    expect(detectiveSelectors.selectGameOverMessage(game.state())).toBe(FAILED_MESSAGE);
    expect(detectiveSelectors.selectScore(game.state())).toBe(4);
    expect(detectiveSelectors.selectTransition(game.state())).toBeNull();
  });

  it('counts timeouts as wrong when deciding the round', () => {
    const game = setup();
    game.start();
    for (let i = 0; i < QUESTIONS_PER_ROUND; i += 1) {
      if (i < 4) game.answer(true);
      else game.store.dispatch(detectiveActions.ticked({ now: detectiveSelectors.selectQuestion(game.state())!.deadline! }));
      if (i < QUESTIONS_PER_ROUND - 1) game.next();
    }
    game.store.dispatch(detectiveActions.resultFinished());
    expect(detectiveSelectors.selectOutcome(game.state())).toBe('failed');
  });

  it('ends the game after the last round even when it is passed, with every point counted', () => {
    const game = setup();
    game.start();
    for (let round = 1; round <= ROUNDS; round += 1) {
      game.playRound(QUESTIONS_PER_ROUND);
      if (round < ROUNDS) {
        expect(detectiveSelectors.selectStatus(game.state())).toBe('roundOver');
        game.store.dispatch(detectiveActions.roundAdvanced());
        game.store.dispatch(detectiveActions.questionStarted({ now: game.now, seed: round }));
      }
    }
    expect(detectiveSelectors.selectStatus(game.state())).toBe('gameOver');
    expect(detectiveSelectors.selectRound(game.state())).toBe(ROUNDS);
    expect(detectiveSelectors.selectOutcome(game.state())).toBe('completed');
    expect(detectiveSelectors.selectScore(game.state())).toBe(MAX_SCORE);
    expect(detectiveSelectors.selectGameOverMessage(game.state())).not.toBe(FAILED_MESSAGE);
  });

  it('fails in a later round with the points of the earlier ones', () => {
    const game = setup();
    game.start();
    game.playRound(6);
    game.store.dispatch(detectiveActions.roundAdvanced());
    game.store.dispatch(detectiveActions.questionStarted({ now: game.now, seed: 3 }));
    game.playRound(2);
    expect(detectiveSelectors.selectStatus(game.state())).toBe('gameOver');
    expect(detectiveSelectors.selectScore(game.state())).toBe(8);
    expect(detectiveSelectors.selectRound(game.state())).toBe(2);
    expect(detectiveSelectors.selectGameOverMessage(game.state())).toBe(FAILED_MESSAGE);
  });
});

describe('detective slice: Play Again', () => {
  it('resets every counter and the used statements, keeps the pool and setting, and loads again', () => {
    const game = setup();
    game.start(POOL, 'double');
    game.playRound(5);
    game.store.dispatch(detectiveActions.roundAdvanced());
    game.store.dispatch(detectiveActions.questionStarted({ now: game.now, seed: 2 }));
    game.playRound(1);
    game.store.dispatch(detectiveActions.playAgainClicked());
    const state = game.state().detective!;
    expect(state).toMatchObject({
      status: 'loading',
      round: 1,
      questionIndex: 0,
      score: 0,
      roundScore: 0,
      usedIds: [],
      history: [],
      outcome: null,
      question: null,
      timing: 'double',
    });
    expect(state.pool).toHaveLength(POOL.length);
  });
});
