import { durations } from '@/theme/motion';

/**
 * Every fixed duration of the games, in one table: the pace of a game is tuned here, and each
 * game reads its own row. Seconds for what the player sees counted down, milliseconds for pauses.
 */
export const GAME_TIMINGS = {
  /** Every game's loading overlay: after Start Game, and between the quiz's phases and rounds. */
  loadingOverlayMs: durations.overlay,
  /** A score that rises pulses this long. */
  scorePulseMs: durations.scorePulse,
  /** How often a running countdown checks its deadline. Time left is computed, so ticks never drift. */
  countdownTickMs: 250,
  detective: {
    /** Seconds per question with the normal timer. */
    questionSeconds: 45,
    /** How long the result of an answer stays up before the game moves on. */
    resultMs: 1500,
    /** Pause between a result and the next question of the same round. */
    nextQuestionDelayMs: 300,
    /** Pause between the round overlay and the first question of the next round. */
    nextQuestionAfterRoundMs: 100,
    /** How long the "Round N" overlay stays up. */
    roundOverlayMs: 2000,
    /** Screen readers hear the countdown during the last this-many seconds. */
    announceLastSeconds: 10,
  },
  argument: {
    /** Seconds on the clock when a level names no time limit of its own. */
    defaultTimeLimitSeconds: 300,
    /** The timer shows red strictly under this many seconds. */
    timeWarningSeconds: 60,
    /** A game in progress is saved this long after the last change. */
    autosaveDebounceMs: 2000,
  },
} as const;
