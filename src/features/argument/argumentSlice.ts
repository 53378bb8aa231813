import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { deadlineAfter, secondsLeft } from '@/lib/game/clock';
import { SLOTS, type Difficulty, type Slot } from './constants';
import {
  FILL_ALL_SLOTS_TEXT,
  NOTHING_TO_HINT_TEXT,
  NO_HINTS_TEXT,
  TIME_WARNING_TEXT,
  WORD_PROBLEM_TEXT,
  gameFinishedText,
  gameResumedText,
  gameStartedText,
  hintText,
  lockedText,
  slotAnnouncement,
} from './copy';
import { detectFallacies } from './detection';
import { pickHint } from './hand';
import {
  defaultProgress,
  emptyHand,
  emptySlots,
  zeroScores,
  type AppealScores,
  type ArgumentSlots,
  type ConstructionProgress,
  type FallacyWarning,
  type Hand,
  type Hint,
  type SavedGame,
  type Tip,
  type UserProgress,
  type ValidationResult,
  type WordEntry,
} from './model';
import { personalisedTips, recordArgument } from './progression';
import {
  appealScores,
  checkWord,
  clearSlot,
  isArgumentComplete,
  isHigherLevel,
  isSlotSelectable,
  isTimeLow,
  levelTimeLimit,
  nextOpenSlot,
  normaliseSlots,
  placeEntry,
  settingsFor,
  slotsAfter,
  validateArgument,
} from './rules';
import { fieldSelectors, sliceRoot } from '@/services/store';

/** idle: on the entry screen; playing: building against the clock; finished: the analysis is showing. */
export type ArgumentStatus = 'idle' | 'playing' | 'finished';
export type EndReason = 'submitted' | 'timedOut';

export interface Announcement {
  /** Rises with every announcement, so the same words can be announced twice. */
  id: number;
  text: string;
}

export interface ArgumentGameState {
  status: ArgumentStatus;
  difficulty: Difficulty;
  slots: ArgumentSlots;
  hand: Hand;
  scores: AppealScores;
  /** Seconds on a full clock; null when the timer setting is off. */
  timeLimit: number | null;
  timeRemaining: number;
  /** Epoch ms when the clock reaches 0; null when not running. */
  deadline: number | null;
  hintsRemaining: number;
  hint: Hint | null;
  result: ValidationResult | null;
  warnings: FallacyWarning[];
  tips: Tip[];
  endReason: EndReason | null;
  progress: UserProgress;
  /** The level reached by the game just finished, when it rose. */
  promotedTo: Difficulty | null;
  /** Rises on every change worth saving; the autosave debounces on it. */
  revision: number;
  announcement: Announcement | null;
  /** Why the last move was refused, for the screen (also announced). */
  rejection: string | null;
}

export const initialArgumentState: ArgumentGameState = {
  status: 'idle',
  difficulty: 'beginner',
  slots: emptySlots(),
  hand: emptyHand(),
  scores: zeroScores(),
  timeLimit: levelTimeLimit('beginner'),
  timeRemaining: levelTimeLimit('beginner'),
  deadline: null,
  hintsRemaining: settingsFor('beginner').hintLimit,
  hint: null,
  result: null,
  warnings: [],
  tips: [],
  endReason: null,
  progress: defaultProgress(),
  promotedTo: null,
  revision: 0,
  announcement: null,
  rejection: null,
};

function announce(state: ArgumentGameState, text: string) {
  state.announcement = { id: (state.announcement?.id ?? 0) + 1, text };
}

function refuse(state: ArgumentGameState, text: string) {
  state.rejection = text;
  announce(state, text);
}

/** A hint stays only while the slot it points at is still the next open one. */
function keepHintIfCurrent(state: ArgumentGameState) {
  if (state.hint && nextOpenSlot(state.slots) !== state.hint.slot) state.hint = null;
}

function finish(state: ArgumentGameState, reason: EndReason, now: number) {
  const result = validateArgument(state.slots);
  const warnings = detectFallacies(state.slots);
  const before = state.progress.currentDifficulty;
  const progress = recordArgument(state.progress, state.slots, result, warnings, now);
  state.status = 'finished';
  state.endReason = reason;
  state.deadline = null;
  state.hint = null;
  state.result = result;
  state.warnings = warnings;
  state.progress = progress;
  state.tips = personalisedTips(progress, now);
  state.promotedTo = null;
  if (isHigherLevel(progress.currentDifficulty, before)) {
    state.promotedTo = progress.currentDifficulty;
    state.hintsRemaining = settingsFor(progress.currentDifficulty).hintLimit;
  }
  state.revision += 1;
  announce(state, gameFinishedText(reason === 'timedOut', result.score, result.feedback));
}

export const argumentSlice = createSlice({
  name: 'argumentGame',
  initialState: initialArgumentState,
  reducers: {
    /** Entry screen read the stored progress. */
    progressLoaded(state, action: PayloadAction<{ progress: UserProgress }>) {
      state.progress = action.payload.progress;
      if (state.status !== 'playing') {
        state.difficulty = action.payload.progress.currentDifficulty;
        state.hintsRemaining = settingsFor(state.difficulty).hintLimit;
      }
    },

    /** A new game at the learner's level; the clock starts at `now` (timeLimit null = timer off). */
    gameStarted(
      state,
      action: PayloadAction<{ now: number; hand: Hand; progress: UserProgress; timeLimit: number | null }>,
    ) {
      const { now, hand, progress, timeLimit } = action.payload;
      const level = progress.currentDifficulty;
      Object.assign(state, {
        ...initialArgumentState,
        status: 'playing',
        difficulty: level,
        hand,
        progress,
        timeLimit,
        timeRemaining: timeLimit ?? levelTimeLimit(level),
        deadline: deadlineAfter(now, timeLimit),
        hintsRemaining: settingsFor(level).hintLimit,
        revision: state.revision + 1,
        announcement: state.announcement,
      } satisfies ArgumentGameState);
      announce(state, gameStartedText(level));
    },

    /** A saved game continues; the clock restarts from its saved remaining time. */
    gameResumed(
      state,
      action: PayloadAction<{
        now: number;
        saved: SavedGame;
        hand: Hand;
        timeLimit: number | null;
        hint: Hint | null;
        progress: UserProgress;
      }>,
    ) {
      const { now, saved, hand, timeLimit, hint, progress } = action.payload;
      const slots = normaliseSlots(saved.slots);
      const limit = settingsFor(saved.difficulty).hintLimit;
      const timeRemaining = timeLimit === null ? saved.timeRemaining : Math.min(saved.timeRemaining, timeLimit);
      Object.assign(state, {
        ...initialArgumentState,
        status: 'playing',
        difficulty: saved.difficulty,
        slots,
        hand,
        scores: appealScores(slots),
        progress,
        timeLimit,
        timeRemaining,
        deadline: timeLimit === null ? null : deadlineAfter(now, timeRemaining),
        hintsRemaining: Math.max(0, Math.min(saved.hintsRemaining, limit)),
        hint: hint && nextOpenSlot(slots) === hint.slot ? hint : null,
        revision: state.revision + 1,
        announcement: state.announcement,
      } satisfies ArgumentGameState);
      announce(state, gameResumedText(timeRemaining));
    },

    /** An entry was chosen for a slot (by default the slot of its type). */
    entryPlaced(state, action: PayloadAction<{ entry: WordEntry; slot?: Slot }>) {
      if (state.status !== 'playing') return;
      const { entry } = action.payload;
      const slot = action.payload.slot ?? (SLOTS as readonly string[]).find((s) => s === entry.type);
      if (!slot) {
        refuse(state, WORD_PROBLEM_TEXT['wrong-slot']);
        return;
      }
      const target = slot as Slot;
      if (!isSlotSelectable(state.slots, target)) {
        refuse(state, lockedText(target));
        return;
      }
      const check = checkWord(entry, target, state.difficulty);
      if (!check.valid) {
        refuse(state, WORD_PROBLEM_TEXT[check.problems[0] ?? 'wrong-slot']);
        return;
      }
      const cleared = slotsAfter(target).filter((s) => state.slots[s] !== null);
      state.slots = placeEntry(state.slots, target, entry);
      state.scores = appealScores(state.slots);
      state.rejection = null;
      keepHintIfCurrent(state);
      state.revision += 1;
      announce(state, slotAnnouncement(target, entry, cleared));
    },

    /** A filled slot's remove control; later slots go with it. */
    slotCleared(state, action: PayloadAction<{ slot: Slot }>) {
      const { slot } = action.payload;
      if (state.status !== 'playing' || state.slots[slot] === null) return;
      const cleared = slotsAfter(slot).filter((s) => state.slots[s] !== null);
      state.slots = clearSlot(state.slots, slot);
      state.scores = appealScores(state.slots);
      state.rejection = null;
      keepHintIfCurrent(state);
      state.revision += 1;
      announce(state, slotAnnouncement(slot, null, cleared));
    },

    /** Spends a hint, only while hints remain and something is left to fill. */
    hintRequested(state) {
      if (state.status !== 'playing') return;
      if (state.hintsRemaining <= 0) {
        refuse(state, NO_HINTS_TEXT);
        return;
      }
      const hint = pickHint(state.slots, state.hand, state.difficulty);
      if (!hint) {
        refuse(state, NOTHING_TO_HINT_TEXT);
        return;
      }
      state.hint = hint;
      state.hintsRemaining -= 1;
      state.rejection = null;
      state.revision += 1;
      announce(state, hintText(hint));
    },

    /** The clock hook's tick: time left is computed from the deadline, so a busy tab does not drift. */
    ticked(state, action: PayloadAction<{ now: number }>) {
      if (state.status !== 'playing' || state.deadline === null) return;
      const seconds = secondsLeft(state.deadline, action.payload.now);
      if (seconds === 0) {
        state.timeRemaining = 0;
        finish(state, 'timedOut', action.payload.now);
        return;
      }
      if (seconds === state.timeRemaining) return;
      const crossedWarning = !isTimeLow(state.timeRemaining) && isTimeLow(seconds);
      state.timeRemaining = seconds;
      if (crossedWarning) announce(state, TIME_WARNING_TEXT);
    },

    /** The time-out handler: the clock reached 0. */
    timerExpired(state, action: PayloadAction<{ now: number }>) {
      if (state.status !== 'playing') return;
      state.timeRemaining = 0;
      finish(state, 'timedOut', action.payload.now);
    },

    /** Submit: only with all three slots filled. */
    argumentSubmitted(state, action: PayloadAction<{ now: number }>) {
      if (state.status !== 'playing') return;
      if (!isArgumentComplete(state.slots)) {
        refuse(state, FILL_ALL_SLOTS_TEXT);
        return;
      }
      finish(state, 'submitted', action.payload.now);
    },

    /** Try Again or a confirmed New Game: slots, scores and timer back to a fresh start at the learner's level. */
    gameReset(state) {
      const level = state.progress.currentDifficulty;
      Object.assign(state, {
        ...initialArgumentState,
        difficulty: level,
        timeLimit: levelTimeLimit(level),
        timeRemaining: levelTimeLimit(level),
        hintsRemaining: settingsFor(level).hintLimit,
        progress: state.progress,
        revision: state.revision + 1,
        announcement: state.announcement,
      } satisfies ArgumentGameState);
    },
  },
  selectors: {
    ...fieldSelectors<ArgumentGameState>()(
      'status', 'difficulty', 'slots', 'hand', 'scores', 'timeLimit', 'timeRemaining', 'deadline', 'hintsRemaining', 'hint',
      'result', 'warnings', 'tips', 'endReason', 'progress', 'promotedTo', 'revision', 'announcement', 'rejection',
    ),
    /** Red under 60 s (never with the timer off). */
    selectIsTimeLow: (state) => state.timeLimit !== null && isTimeLow(state.timeRemaining),
    selectNextOpenSlot: (state) => nextOpenSlot(state.slots),
    /** Submit Argument shows once all three slots are filled. */
    selectCanSubmit: (state) => state.status === 'playing' && isArgumentComplete(state.slots),
    selectSelectable: createSelector(
      [(state: ArgumentGameState) => state.slots],
      (slots): Record<Slot, boolean> => ({
        premise: isSlotSelectable(slots, 'premise'),
        evidence: isSlotSelectable(slots, 'evidence'),
        conclusion: isSlotSelectable(slots, 'conclusion'),
      }),
    ),
    /** The saved game state of the game in play: its time left is the whole seconds the timer shows. */
    selectSavedGame: createSelector(
      [
        (state: ArgumentGameState) => state.slots,
        (state: ArgumentGameState) => state.timeRemaining,
        (state: ArgumentGameState) => state.scores,
        (state: ArgumentGameState) => state.difficulty,
        (state: ArgumentGameState) => state.hintsRemaining,
      ],
      (slots, timeRemaining, scores, difficulty, hintsRemaining): SavedGame => ({
        slots,
        timeRemaining,
        scores,
        difficulty,
        hintsRemaining,
      }),
    ),
    /** Construction progress without its timestamp (the writer adds savedAt). */
    selectConstruction: createSelector(
      [(state: ArgumentGameState) => state.timeLimit, (state: ArgumentGameState) => state.hand, (state: ArgumentGameState) => state.hint],
      (timeLimit, hand, hint): Omit<ConstructionProgress, 'savedAt'> => ({ timeLimit, hand, hint }),
    ),
  },
}).injectInto(sliceRoot);

export const { actions: argumentActions, selectors: argumentSelectors } = argumentSlice;
