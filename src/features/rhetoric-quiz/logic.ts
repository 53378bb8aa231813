/**
 * The Sophist Game, a rhetoric quiz: a passage, one highlighted
 * segment at a time, three shuffled technique names, one of them right. Each exercise text is a
 * round. Pure: no React, no Redux, no clock; randomness comes in as an `rng`.
 */
import { shuffle, type Rng } from '@/lib/game/random';
import type { QuizOption, QuizQuestion, QuizSegment } from '@/content/games/types';

/** Options offered per segment. */
export const OPTIONS_PER_SEGMENT = 3;
/** A round scored at or above this share of its segments is "Good!". */
export const GOOD_ROUND_RATIO = 0.5;

/**
 * start: the title screen. transition: the 0.8 s overlay, with the move it will make in
 * `pending`. playing: a segment awaits a pick. answered: picked, options locked, popup open.
 * roundComplete: the round-complete panel. end: the final score and rank.
 */
export type QuizStatus = 'start' | 'transition' | 'playing' | 'answered' | 'roundComplete' | 'end';

/** Where the overlay leads once it has shown for its time (the games' loading overlay). */
export type QuizTransition = 'start' | 'previousRound' | 'replayRound' | 'nextRound' | 'end';

/** A shuffled copy of a segment's options (Fisher–Yates with the given rng); the content is left alone. */
export function shuffleOptions(options: readonly QuizOption[], rng: Rng): QuizOption[] {
  return shuffle(options, rng);
}

/** Every segment of a question with its options shuffled, in segment order (one round's worth). */
export function shuffleRound(question: QuizQuestion, rng: Rng): QuizOption[][] {
  return question.segments.map((segment) => shuffleOptions(segment.options, rng));
}

/** A segment the quiz can ask: exactly three options, exactly one of them correct. */
export function isPlayableSegment(segment: { options: readonly QuizOption[] }): boolean {
  return segment.options.length === OPTIONS_PER_SEGMENT && segment.options.filter((o) => o.correct).length === 1;
}

/** The technique names a segment offers, without repeats, in the order given (for the cheatsheet). */
export function techniquesOffered(options: readonly QuizOption[]): string[] {
  return [...new Set(options.map((option) => option.text))];
}

/** The round-complete verdict. */
export interface RoundStatus {
  title: 'Good!' | 'Needs Work';
  message: string;
}

export const GOOD_ROUND: RoundStatus = { title: 'Good!', message: "You're getting it! Keep going!" };
export const NEEDS_WORK_ROUND: RoundStatus = { title: 'Needs Work', message: "Keep trying, you'll get better!" };

/** At least half the segments right is "Good!"; less is "Needs Work". An empty round needs work. */
export function roundStatus(roundScore: number, segmentCount: number): RoundStatus {
  return segmentCount > 0 && roundScore >= segmentCount * GOOD_ROUND_RATIO ? GOOD_ROUND : NEEDS_WORK_ROUND;
}

/**
 * Whole percent of right answers among those attempted, rounded down so the screen never
 * claims a mark the player did not reach (89.9% shows 89 and ranks as 89). Nothing attempted is 0.
 */
export function percentScore(score: number, attempted: number): number {
  if (attempted <= 0) return 0;
  return Math.floor((Math.max(0, Math.min(score, attempted)) * 100) / attempted);
}

/** A rank on the end screen. */
export interface Rank {
  /** The lowest percent that earns it. */
  min: number;
  title: string;
  text: string;
}

/** Highest first. The first and last texts are the spec's; the three between are ours, in the same voice. */
export const RANKS: readonly Rank[] = [
  { min: 90, title: 'Sophist', text: "You've mastered the art of rhetoric analysis!" },
  { min: 80, title: 'Crap Slayer', text: 'Almost nothing gets past you. Spin doctors cross the street when they see you coming!' },
  { min: 70, title: 'Logic Learner', text: "You catch most of the tricks. A little more practice and the rest are toast!" },
  { min: 60, title: 'Rhetoric Rookie', text: "You've got the basics down. Now go catch the sneaky ones!" },
  { min: 0, title: 'Novice Analyst', text: "Keep practicing, you'll improve!" },
];

/** The rank for a percent score: 90+ Sophist, 80+ Crap Slayer, 70+ Logic Learner, 60+ Rhetoric Rookie, else Novice Analyst. */
export function rankFor(percent: number): Rank {
  return RANKS.find((rank) => percent >= rank.min) ?? (RANKS[RANKS.length - 1] as Rank);
}

/** Previous Round is disabled on the first round. `round` is 0-based. */
export function canGoToPreviousRound(round: number): boolean {
  return round > 0;
}

/** Rounds are indexed from 0 here: true for the index of the last of `roundCount` rounds. */
export function isLastRoundIndex(round: number, roundCount: number): boolean {
  return round >= roundCount - 1;
}

/** The round-complete panel's forward button. */
export function advanceLabel(round: number, roundCount: number): 'Next Round' | 'Finish Game' {
  return isLastRoundIndex(round, roundCount) ? 'Finish Game' : 'Next Round';
}

/**
 * Progress through a round, 0 to 100: segments answered so far (the current one counts once
 * it has been answered).
 */
export function roundProgress(segmentIndex: number, answered: boolean, segmentCount: number): number {
  if (segmentCount <= 0) return 0;
  return Math.round(((segmentIndex + (answered ? 1 : 0)) / segmentCount) * 100);
}

/** A run of the passage: plain text, or the text of segment `index`. */
export type PassagePiece = { kind: 'text'; text: string } | { kind: 'segment'; index: number; text: string };

/**
 * Finds each segment's text in the passage, in order, each search starting where the previous
 * segment ended. A segment that cannot be found gets null (and is simply not highlighted).
 */
export function locateSegments(
  fullText: string,
  segments: readonly Pick<QuizSegment, 'text'>[],
): Array<{ start: number; end: number } | null> {
  let from = 0;
  return segments.map((segment) => {
    const start = segment.text ? fullText.indexOf(segment.text, from) : -1;
    if (start < 0) return null;
    from = start + segment.text.length;
    return { start, end: from };
  });
}

/** The passage cut into plain runs and segment runs, for rendering with one segment highlighted. */
export function passagePieces(fullText: string, segments: readonly Pick<QuizSegment, 'text'>[]): PassagePiece[] {
  const pieces: PassagePiece[] = [];
  let at = 0;
  locateSegments(fullText, segments).forEach((range, index) => {
    if (!range) return;
    if (range.start > at) pieces.push({ kind: 'text', text: fullText.slice(at, range.start) });
    pieces.push({ kind: 'segment', index, text: fullText.slice(range.start, range.end) });
    at = range.end;
  });
  if (at < fullText.length) pieces.push({ kind: 'text', text: fullText.slice(at) });
  return pieces;
}
