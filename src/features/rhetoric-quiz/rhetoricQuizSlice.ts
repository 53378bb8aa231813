import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { newSeed, seededRng } from '@/lib/game/random';
import type { QuizOption, QuizQuestion } from '@/content/games/types';
import {
  advanceLabel,
  canGoToPreviousRound,
  isLastRoundIndex,
  percentScore,
  rankFor,
  roundProgress,
  roundStatus,
  shuffleRound,
  type QuizStatus,
  type QuizTransition,
} from './logic';
import { fieldSelectors, sliceRoot } from '@/services/store';

export interface RhetoricQuizState {
  status: QuizStatus;
  /** The move the transition overlay leads to; null when no overlay shows. */
  pending: QuizTransition | null;
  /** The exercise texts of this game, one per round. */
  questions: QuizQuestion[];
  /** 0-based index of the round (= question); the panel shows it plus one. */
  round: number;
  /** 0-based index of the highlighted segment within the round. */
  segmentIndex: number;
  /** The current round's options, shuffled once when the round begins, per segment. */
  options: QuizOption[][];
  /** Index (into the shown options) of the pick for the current segment; null while open. */
  picked: number | null;
  /** Right answers this game (replayed rounds count again). */
  score: number;
  /** Segments answered this game. */
  attempted: number;
  /** Right answers in the current run of the current round. */
  roundScore: number;
}

export const initialRhetoricQuizState: RhetoricQuizState = {
  status: 'start',
  pending: null,
  questions: [],
  round: 0,
  segmentIndex: 0,
  options: [],
  picked: null,
  score: 0,
  attempted: 0,
  roundScore: 0,
};

const NO_OPTIONS: QuizOption[] = [];

/**
 * A game in progress as the browser keeps it (see storage.ts): the questions by id, the place, the
 * counts, and each segment's shown option order as indexes into the content's options (so a
 * resumed segment shows its options where they were). A transition is kept as where it started.
 */
export interface RhetoricQuizPlace {
  questionIds: string[];
  status: 'playing' | 'answered' | 'roundComplete';
  round: number;
  segmentIndex: number;
  /** Per segment of the round, the content's option indexes in shown order. */
  order: number[][];
  picked: number | null;
  score: number;
  attempted: number;
  roundScore: number;
}

/** The saved place on the given questions, or null when it no longer fits them (content changed). */
function restore(questions: readonly QuizQuestion[], place: RhetoricQuizPlace): Omit<RhetoricQuizState, 'pending'> | null {
  const chosen = place.questionIds.map((id) => questions.find((q) => q.id === id));
  if (chosen.length === 0 || chosen.some((q) => !q)) return null;
  const game = chosen as QuizQuestion[];
  const question = game[place.round];
  if (!question || place.order.length !== question.segments.length || place.segmentIndex >= question.segments.length) return null;
  const options: QuizOption[][] = [];
  for (const [i, perm] of place.order.entries()) {
    const shown = perm.map((k) => question.segments[i]!.options[k]);
    if (new Set(perm).size !== perm.length || shown.length !== question.segments[i]!.options.length || shown.some((o) => !o)) return null;
    options.push(shown as QuizOption[]);
  }
  if (place.picked !== null && !options[place.segmentIndex]![place.picked]) return null;
  if ((place.status === 'answered') !== (place.picked !== null)) return null;
  const { questionIds: _ids, order: _order, ...rest } = place;
  return { ...rest, questions: game, options };
}

/** Opens round `round` from its first segment with freshly shuffled options. */
function loadRound(state: RhetoricQuizState, round: number, seed: number) {
  const question = state.questions[round];
  if (!question) return;
  state.round = round;
  state.segmentIndex = 0;
  state.picked = null;
  state.roundScore = 0;
  state.options = shuffleRound(question, seededRng(seed));
  state.status = 'playing';
}

/** Shows the overlay on the way to `target`. */
function beginTransition(state: RhetoricQuizState, target: QuizTransition) {
  state.status = 'transition';
  state.pending = target;
}

export const rhetoricQuizSlice = createSlice({
  name: 'rhetoricQuiz',
  initialState: initialRhetoricQuizState,
  reducers: {
    /** Start on the title screen: the overlay shows, then round 1 begins. No questions, no game. */
    startClicked(state, action: PayloadAction<{ questions: QuizQuestion[] }>) {
      if (state.status !== 'start' || action.payload.questions.length === 0) return;
      state.questions = action.payload.questions;
      beginTransition(state, 'start');
    },
    /** The overlay has shown for its time: make the pending move. The seed shuffles a new round's options. */
    transitionFinished: {
      reducer(state, action: PayloadAction<{ seed: number }>) {
        if (state.status !== 'transition' || state.pending === null) return;
        const { seed } = action.payload;
        const target = state.pending;
        state.pending = null;
        switch (target) {
          case 'start':
            loadRound(state, 0, seed);
            break;
          case 'previousRound':
            loadRound(state, state.round - 1, seed);
            break;
          case 'replayRound':
            loadRound(state, state.round, seed);
            break;
          case 'nextRound':
            loadRound(state, state.round + 1, seed);
            break;
          case 'end':
            state.status = 'end';
            break;
        }
      },
      prepare: (payload: { seed?: number } = {}) => ({ payload: { seed: payload.seed ?? newSeed() } }),
    },
    /** The player picked option `index` (of the shown order): options lock, the answer is scored. */
    optionPicked(state, action: PayloadAction<{ index: number }>) {
      const option = state.options[state.segmentIndex]?.[action.payload.index];
      if (state.status !== 'playing' || !option) return;
      state.picked = action.payload.index;
      state.attempted += 1;
      if (option.correct) {
        state.score += 1;
        state.roundScore += 1;
      }
      state.status = 'answered';
    },
    /** Next in the feedback popup: the next segment, or the round-complete panel after the last. */
    nextClicked(state) {
      if (state.status !== 'answered') return;
      const count = state.questions[state.round]?.segments.length ?? 0;
      state.picked = null;
      if (state.segmentIndex + 1 < count) {
        state.segmentIndex += 1;
        state.status = 'playing';
      } else {
        state.status = 'roundComplete';
      }
    },
    /** Previous Round: back one round (ignored on the first, where the button is disabled). */
    previousRoundClicked(state) {
      if (state.status === 'roundComplete' && canGoToPreviousRound(state.round)) beginTransition(state, 'previousRound');
    },
    /** Replay Round: the same round from its first segment, round score back to zero. */
    replayRoundClicked(state) {
      if (state.status === 'roundComplete') beginTransition(state, 'replayRound');
    },
    /** Next Round (every round but the last). */
    nextRoundClicked(state) {
      if (state.status === 'roundComplete' && !isLastRoundIndex(state.round, state.questions.length)) {
        beginTransition(state, 'nextRound');
      }
    },
    /** Finish Game (the last round's forward button). */
    finishGameClicked(state) {
      if (state.status === 'roundComplete' && isLastRoundIndex(state.round, state.questions.length)) beginTransition(state, 'end');
    },
    /** Grade Now: end the game at once, on whatever has been attempted so far. */
    gradeNowClicked(state) {
      if (state.status === 'roundComplete') beginTransition(state, 'end');
    },
    /** Resume on the title screen (a game kept by the browser): back to that segment or round panel. Ignored if the content no longer fits it. */
    resumed(state, action: PayloadAction<{ questions: QuizQuestion[]; place: RhetoricQuizPlace }>) {
      if (state.status !== 'start') return;
      const restored = restore(action.payload.questions, action.payload.place);
      if (restored) Object.assign(state, restored, { pending: null });
    },
    /** Play Again on the end screen: back to the title screen with every count at zero. */
    playAgainClicked(state) {
      if (state.status !== 'end') return;
      Object.assign(state, { ...initialRhetoricQuizState, questions: state.questions } satisfies RhetoricQuizState);
    },
  },
  selectors: {
    ...fieldSelectors<RhetoricQuizState>()('status', 'pending', 'segmentIndex', 'picked', 'score', 'attempted', 'roundScore'),
    /** The overlay is up (start or between rounds). */
    selectIsTransitioning: (state) => state.status === 'transition',
    selectQuestion: (state) => state.questions[state.round] ?? null,
    /** 1-based, for "Round 2". */
    selectRoundNumber: (state) => state.round + 1,
    selectRoundCount: (state) => state.questions.length,
    selectSegmentCount: (state) => state.questions[state.round]?.segments.length ?? 0,
    selectSegment: (state) => state.questions[state.round]?.segments[state.segmentIndex] ?? null,
    /** The current segment's three options, in shown (shuffled) order. */
    selectOptions: (state): QuizOption[] => state.options[state.segmentIndex] ?? NO_OPTIONS,
    selectPickedOption: (state) =>
      state.picked === null ? null : (state.options[state.segmentIndex]?.[state.picked] ?? null),
    /** Options lock once one is picked. */
    selectIsLocked: (state) => state.picked !== null,
    selectRoundProgress: (state) =>
      roundProgress(state.segmentIndex, state.picked !== null, state.questions[state.round]?.segments.length ?? 0),
    selectRoundStatus: (state) => roundStatus(state.roundScore, state.questions[state.round]?.segments.length ?? 0),
    selectCanGoBack: (state) => canGoToPreviousRound(state.round),
    selectIsLastRound: (state) => isLastRoundIndex(state.round, state.questions.length),
    /** "Next Round" or "Finish Game". */
    selectAdvanceLabel: (state) => advanceLabel(state.round, state.questions.length),
    selectPercent: (state) => percentScore(state.score, state.attempted),
    selectRank: (state) => rankFor(percentScore(state.score, state.attempted)),
    /** The place to keep while a game is on; null on the title screen, under an overlay and at the end. */
    selectPlace: createSelector([(state: RhetoricQuizState) => state], (state): RhetoricQuizPlace | null => {
      if (state.status !== 'playing' && state.status !== 'answered' && state.status !== 'roundComplete') return null;
      const question = state.questions[state.round];
      if (!question) return null;
      return {
        questionIds: state.questions.map((q) => q.id),
        status: state.status,
        round: state.round,
        segmentIndex: state.segmentIndex,
        order: state.options.map((shown, i) => shown.map((o) => question.segments[i]!.options.findIndex((c) => c.text === o.text))),
        picked: state.picked,
        score: state.score,
        attempted: state.attempted,
        roundScore: state.roundScore,
      };
    }),
  },
}).injectInto(sliceRoot);

export const { actions: rhetoricQuizActions, selectors: rhetoricQuizSelectors } = rhetoricQuizSlice;
