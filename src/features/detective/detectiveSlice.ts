import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Statement } from '@/contract/fallacies';
import { isExpired, secondsLeft } from '@/lib/game/clock';
import { newSeed, seededRng } from '@/lib/game/random';
import { isRightFallacy } from '@/lib/game/fallacyFamily';
import {
  adjustDeadline,
  afterResult,
  buildOptions,
  buildPool,
  fallacyCandidates,
  gameOverMessage,
  outcomeOf,
  pickStatement,
  questionDeadline,
  scheduledTransition,
  type DetectiveStatus,
  type Outcome,
  type TimerSetting,
} from './logic';
import { fieldSelectors, sliceRoot } from '@/services/store';

/** The question on the board. */
export interface DetectiveQuestion {
  statementId: string;
  /** The fallacy the statement commits. */
  answerId: string;
  /** Fallacy ids on the three cards, in display order. */
  options: string[];
  /** When the countdown runs out (ms, the clock the screen passes in); null with timers off. */
  deadline: number | null;
  /** The card the player chose; null when unanswered or timed out. */
  chosen: string | null;
  timedOut: boolean;
}

/** One answered question, kept for the case review at the end. */
export interface DetectiveAnswer {
  statementId: string;
  answerId: string;
  chosen: string | null;
  correct: boolean;
  round: number;
}

export interface DetectiveState {
  status: DetectiveStatus;
  timing: TimerSetting;
  pool: Statement[];
  /** Statements shown since the pool last reset. */
  usedIds: string[];
  /** From 1 to ROUNDS. */
  round: number;
  /** 0-based index of the question within the round. */
  questionIndex: number;
  score: number;
  roundScore: number;
  question: DetectiveQuestion | null;
  /** The latest clock reading the screen sent (ms). */
  now: number;
  /** The next question follows a round overlay (0.1 s pause instead of 0.3 s). */
  afterRoundOverlay: boolean;
  outcome: Outcome | null;
  history: DetectiveAnswer[];
}

export const initialDetectiveState: DetectiveState = {
  status: 'intro',
  timing: 'normal',
  pool: [],
  usedIds: [],
  round: 1,
  questionIndex: 0,
  score: 0,
  roundScore: 0,
  question: null,
  now: 0,
  afterRoundOverlay: false,
  outcome: null,
  history: [],
};

/**
 * A game in progress as the browser keeps it (storage.ts): the counters, the answers so far and
 * the statements already shown. It resumes at the next unanswered question, with a fresh card
 * deal: the question on screen at the reload is replaced by a new statement (it could have been
 * looked up meanwhile).
 */
export type DetectivePlace = Pick<DetectiveState, 'timing' | 'usedIds' | 'round' | 'questionIndex' | 'score' | 'roundScore' | 'history'>;

/** Where a reload would resume, or null when there is no game to keep (intro, loading, game over). */
export function placeOf(state: DetectiveState): DetectivePlace | null {
  const { timing, usedIds, round, questionIndex, score, roundScore, history } = state;
  const place = { timing, usedIds, round, questionIndex, score, roundScore, history };
  switch (state.status) {
    case 'playing':
    case 'between':
      return place;
    case 'answered': {
      const next = afterResult(round, questionIndex, roundScore);
      if (next === 'nextQuestion') return { ...place, questionIndex: questionIndex + 1 };
      if (next === 'roundOver') return { ...place, round: round + 1, questionIndex: 0, roundScore: 0 };
      return null;
    }
    case 'roundOver':
      return { ...place, round: round + 1, questionIndex: 0, roundScore: 0 };
    default:
      return null;
  }
}

/** Back to the first question of round 1, keeping the pool and the timer setting. */
function restart(state: DetectiveState) {
  Object.assign(state, {
    ...initialDetectiveState,
    pool: state.pool,
    timing: state.timing,
    now: state.now,
    status: 'loading',
  } satisfies DetectiveState);
}

/** Locks the question with the player's answer (null for a timeout) and scores it. */
function settle(state: DetectiveState, chosen: string | null) {
  const question = state.question;
  if (!question) return;
  const correct = isRightFallacy(question.answerId, chosen);
  question.chosen = chosen;
  question.timedOut = chosen === null;
  if (correct) {
    state.score += 1;
    state.roundScore += 1;
  }
  state.history.push({
    statementId: question.statementId,
    answerId: question.answerId,
    chosen,
    correct,
    round: state.round,
  });
  state.status = 'answered';
}

function expireIfDue(state: DetectiveState, now: number) {
  state.now = Math.max(state.now, now);
  if (state.status === 'playing' && state.question && isExpired(state.question.deadline, now)) settle(state, null);
}

export const detectiveSlice = createSlice({
  name: 'detective',
  initialState: initialDetectiveState,
  reducers: {
    /** Start Game: the loading spinner shows, and the pool (built-in + fetched) is set. */
    gameStarted(state, action: PayloadAction<{ pool: Statement[]; timing: TimerSetting }>) {
      state.pool = buildPool(action.payload.pool);
      state.timing = action.payload.timing;
      restart(state);
    },
    /** Resume (on the intro, a game kept by the browser): the kept counters, then the next question loads. */
    resumed(state, action: PayloadAction<{ pool: Statement[]; place: DetectivePlace }>) {
      if (state.status !== 'intro') return;
      state.pool = buildPool(action.payload.pool);
      Object.assign(state, action.payload.place, { status: 'loading', question: null, outcome: null, afterRoundOverlay: false });
    },
    /** Statements that arrived from the backend after the game began join the pool. */
    poolUpdated(state, action: PayloadAction<Statement[]>) {
      state.pool = buildPool(state.pool, action.payload);
    },
    /** A random unused statement with three shuffled cards; the countdown starts at `now`. */
    questionStarted: {
      reducer(state, action: PayloadAction<{ now: number; seed: number }>) {
        if (state.status !== 'loading' && state.status !== 'between') return;
        const { now, seed } = action.payload;
        const rng = seededRng(seed);
        const pick = pickStatement(state.pool, state.usedIds, rng);
        if (!pick) return;
        state.usedIds = pick.usedIds;
        state.question = {
          statementId: pick.statement.id,
          answerId: pick.statement.fallacy_type_id,
          options: buildOptions(pick.statement.fallacy_type_id, fallacyCandidates(state.pool), rng),
          deadline: questionDeadline(now, state.timing),
          chosen: null,
          timedOut: false,
        };
        state.now = now;
        state.afterRoundOverlay = false;
        state.status = 'playing';
      },
      prepare(payload: { now: number; seed?: number }) {
        return { payload: { now: payload.now, seed: payload.seed ?? newSeed() } };
      },
    },
    /** The player chose a card. After the deadline it counts as a timeout. */
    answerChosen(state, action: PayloadAction<{ fallacyId: string; now: number }>) {
      const { fallacyId, now } = action.payload;
      const question = state.question;
      if (state.status !== 'playing' || !question || !question.options.includes(fallacyId)) return;
      state.now = Math.max(state.now, now);
      settle(state, isExpired(question.deadline, now) ? null : fallacyId);
    },
    /** A clock reading from the countdown hook; past the deadline the question times out. */
    ticked(state, action: PayloadAction<{ now: number }>) {
      expireIfDue(state, action.payload.now);
    },
    /** The countdown hook says time is up (checked against the deadline, so a stale call is harmless). */
    timerExpired(state, action: PayloadAction<{ now: number }>) {
      expireIfDue(state, action.payload.now);
    },
    /** The result has been shown (1.5 s, or "Next question" with timers off). */
    resultFinished(state) {
      if (state.status !== 'answered') return;
      const next = afterResult(state.round, state.questionIndex, state.roundScore);
      if (next === 'nextQuestion') {
        state.questionIndex += 1;
        state.status = 'between';
      } else if (next === 'roundOver') {
        state.status = 'roundOver';
      } else {
        state.outcome = outcomeOf(state.roundScore);
        state.status = 'gameOver';
      }
    },
    /** The round overlay is done: next round, round score and question counter reset. */
    roundAdvanced(state) {
      if (state.status !== 'roundOver') return;
      state.round += 1;
      state.roundScore = 0;
      state.questionIndex = 0;
      state.afterRoundOverlay = true;
      state.status = 'between';
    },
    /** Play Again: every counter and the used statements reset, and a new game loads. */
    playAgainClicked(state) {
      restart(state);
    },
    /** The player changed the timer setting (WCAG 2.2.1); a running countdown adapts. */
    timingChanged(state, action: PayloadAction<{ timing: TimerSetting; now: number }>) {
      const { timing, now } = action.payload;
      if (state.status === 'playing' && state.question) {
        state.question.deadline = adjustDeadline(state.question.deadline, now, state.timing, timing);
        state.now = Math.max(state.now, now);
      }
      state.timing = timing;
    },
  },
  selectors: {
    ...fieldSelectors<DetectiveState>()('status', 'timing', 'score', 'roundScore', 'round', 'question', 'outcome', 'history', 'pool'),
    /** 1 to 7, as the header shows it. */
    selectQuestionNumber: (state) => state.questionIndex + 1,
    selectCurrentStatement: (state) =>
      state.question ? (state.pool.find((s) => s.id === state.question?.statementId) ?? null) : null,
    /** Whole seconds left on the countdown; null with timers off or between questions. */
    selectSecondsLeft: (state) => (state.question ? secondsLeft(state.question.deadline, state.now) : null),
    /** Null until the question is answered. */
    selectLastAnswerCorrect: (state) =>
      state.question && (state.question.chosen !== null || state.question.timedOut)
        ? state.question.chosen === state.question.answerId
        : null,
    /** The number the "Round N" overlay shows: the round about to begin. */
    selectOverlayRound: (state) => state.round + 1,
    selectGameOverMessage: (state) => (state.outcome ? gameOverMessage(state.outcome, state.history.filter((a) => !a.correct).length) : null),
    selectPoolSize: (state) => state.pool.length,
    /** The event the screen fires by itself next, and after how long. */
    selectTransition: createSelector(
      [(state: DetectiveState) => state.status, (state: DetectiveState) => state.timing, (state: DetectiveState) => state.afterRoundOverlay],
      (status, timing, afterRoundOverlay) => scheduledTransition(status, timing, afterRoundOverlay),
    ),
  },
}).injectInto(sliceRoot);

export const { actions: detectiveActions, selectors: detectiveSelectors } = detectiveSlice;
