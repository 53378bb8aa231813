import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Statement } from '@/contract/fallacies';
import { newSeed, seededRng, shuffle } from '@/lib/game/random';
import { drawStatements, endTitle, isCompleteScore, roundLabel } from './logic';
import { isRightFallacy } from '@/lib/game/fallacyFamily';
import { fieldSelectors, sliceRoot } from '@/services/store';

/** Landing, the 0.8 s start spinner, a statement waiting for an answer, an answered one, the end panel. */
export type FallacyGameStatus = 'landing' | 'starting' | 'playing' | 'answered' | 'finished';

export interface FallacyGameAnswer {
  statementId: string;
  chosen: string;
  correct: boolean;
}

export interface FallacyGameState {
  status: FallacyGameStatus;
  /** This game's statements, in play order. */
  statements: Statement[];
  /** 0-based index of the statement on the board; the counter shows it plus one. */
  round: number;
  score: number;
  /** The locked answer to the current statement; null while open. */
  chosen: string | null;
  answers: FallacyGameAnswer[];
}

/** A game in progress as the browser keeps it (see storage.ts): everything but the landing and the spinner. */
export type FallacyGamePlace = Omit<FallacyGameState, 'status'> & { status: 'playing' | 'answered' };

export const initialFallacyGameState: FallacyGameState = {
  status: 'landing',
  statements: [],
  round: 0,
  score: 0,
  chosen: null,
  answers: [],
};

function begin(state: FallacyGameState, statements: Statement[]) {
  Object.assign(state, { ...initialFallacyGameState, statements, status: 'playing' } satisfies FallacyGameState);
}

const withSeed = (payload: { pool: Statement[]; seed?: number }) => ({
  payload: { pool: payload.pool, seed: payload.seed ?? newSeed() },
});

export const fallacyGameSlice = createSlice({
  name: 'fallacyGame',
  initialState: initialFallacyGameState,
  reducers: {
    /** Start Game: the spinner overlay shows. */
    startClicked(state) {
      if (state.status === 'landing' || state.status === 'finished') state.status = 'starting';
    },
    /** After the spinner: ten random statements from the playable pool. */
    gameStarted: {
      reducer(state, action: PayloadAction<{ pool: Statement[]; seed: number }>) {
        if (state.status !== 'starting') return;
        const statements = drawStatements(action.payload.pool, seededRng(action.payload.seed));
        if (statements.length === 0) {
          state.status = 'landing';
          return;
        }
        begin(state, statements);
      },
      prepare: withSeed,
    },
    /** The player picked a fallacy type: the answer locks and is scored. */
    answerChosen(state, action: PayloadAction<{ fallacyId: string }>) {
      const statement = state.statements[state.round];
      if (state.status !== 'playing' || !statement) return;
      // Ad Hominem on a tu quoque names the right family (src/lib/game/fallacyFamily.ts).
      const correct = isRightFallacy(statement.fallacy_type_id, action.payload.fallacyId);
      state.chosen = action.payload.fallacyId;
      if (correct) state.score += 1;
      state.answers.push({ statementId: statement.id, chosen: action.payload.fallacyId, correct });
      state.status = 'answered';
    },
    /** Next: the next statement, or the end panel after the last. */
    nextClicked(state) {
      if (state.status !== 'answered') return;
      if (state.round + 1 < state.statements.length) {
        state.round += 1;
        state.chosen = null;
        state.status = 'playing';
      } else {
        state.status = 'finished';
      }
    },
    /** Resume (on the landing, a game kept by the browser): back to that statement, answered or not. */
    resumed(state, action: PayloadAction<FallacyGamePlace>) {
      if (state.status !== 'landing') return;
      const place = action.payload;
      if (place.round >= place.statements.length) return;
      Object.assign(state, place);
    },
    /** Retry (after "Over"): the same statements, in a new order, from zero. */
    retryClicked: {
      reducer(state, action: PayloadAction<{ seed: number }>) {
        if (state.status !== 'finished') return;
        begin(state, shuffle(state.statements, seededRng(action.payload.seed)));
      },
      prepare: (payload: { seed?: number } = {}) => ({ payload: { seed: payload.seed ?? newSeed() } }),
    },
    /** Next game (after "Complete!"): new statements, avoiding the ones just played while the pool allows. */
    nextGameClicked: {
      reducer(state, action: PayloadAction<{ pool: Statement[]; seed: number }>) {
        if (state.status !== 'finished') return;
        const played = state.statements.map((s) => s.id);
        const statements = drawStatements(action.payload.pool, seededRng(action.payload.seed), played);
        if (statements.length > 0) begin(state, statements);
      },
      prepare: withSeed,
    },
  },
  selectors: {
    ...fieldSelectors<FallacyGameState>()('status', 'round', 'score', 'chosen', 'answers', 'statements'),
    selectStatement: (state) => state.statements[state.round] ?? null,
    selectTotal: (state) => state.statements.length,
    /** "Round 3 of 10". */
    selectRoundLabel: (state) => roundLabel(state.round, state.statements.length),
    /** Null until the current statement is answered. */
    selectLastAnswerCorrect: (state) => {
      const statement = state.statements[state.round];
      return state.chosen === null || !statement ? null : isRightFallacy(statement.fallacy_type_id, state.chosen);
    },
    selectIsComplete: (state) => isCompleteScore(state.score, state.statements.length),
    /** "Complete!" or "Over". */
    selectEndTitle: (state) => endTitle(state.score, state.statements.length),
    /** The place to keep while a game is on; null on the landing, the spinner and the end panel. */
    selectPlace: createSelector([(state: FallacyGameState) => state], (state): FallacyGamePlace | null =>
      state.status === 'playing' || state.status === 'answered' ? { ...state, status: state.status } : null,
    ),
  },
}).injectInto(sliceRoot);

export const { actions: fallacyGameActions, selectors: fallacyGameSelectors } = fallacyGameSlice;
