/**
 * Shapes of the discernment bank: minimal pairs of one fallacious argument and its sound twin.
 * Text fields are plain strings: no Markdown, no HTML.
 */
import type { FallacyId } from '../schema';

export type Verdict = 'sound' | 'fallacious';

/**
 * A blind review: independent readers saw only the item's text and the options "Sound" and
 * "Fallacious" (never the label, the explanation or the fallacy). `agreed` is how many of them
 * picked the intended verdict; an item ships only when every reader agreed.
 */
export interface BlindReview {
  readers: number;
  agreed: number;
  /** The review batch it was read in, e.g. 'check-1'. */
  batch: string;
}

/** One side of a pair as it is written: the argument and why it is fine or fallacious. */
export interface DraftItem {
  text: string;
  /** One or two sentences shown after an answer: why this one is fine, or which fallacy and why. */
  why: string;
  /** null until the item has been read blind. */
  review: BlindReview | null;
}

export interface DraftPair {
  /** Stable id, e.g. 'ad-hominem-1'. */
  id: string;
  fallacyId: FallacyId;
  /** What flips between the twins, in a few words (for writers, not shown to learners). */
  feature: string;
  fallacious: DraftItem;
  sound: DraftItem;
}

/** An item as the check and the practice round use it. */
export interface DiscernmentItem {
  /** The pair's id plus '-f' (fallacious) or '-s' (sound); see pairIdOf. */
  id: string;
  /** The fallacy of the pair: the one committed, or the one the sound twin avoids. */
  fallacyId: FallacyId;
  verdict: Verdict;
  text: string;
  why: string;
  review: BlindReview;
}

export interface MinimalPair {
  id: string;
  fallacyId: FallacyId;
  fallacious: DiscernmentItem;
  sound: DiscernmentItem;
}
