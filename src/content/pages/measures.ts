/**
 * The learning loop's words, in one place: every page that asks "sound or fallacious?" or shows a
 * discernment score says it with these, so a word means the same thing everywhere. What each
 * number is and how it is computed: docs/learning.md.
 */

/** What "sound" means where the question is asked (the strict logical sense is narrower). */
export const SOUND_MEANS = 'Here, sound means fair: no fallacy, and the reasons really do support the conclusion.';

/** The one scale of every discernment number, from the check to a practice round to review. */
export const SCALE_MEANS = 'on a scale where 50 is a coin toss and 100 is telling every fallacious argument from every sound one';

/** The band around a check's score. */
export const BAND_NAME = 'the range your score probably lies in (95 %)';

/** A discernment number in words: "Discernment: 75 out of 100". */
export const discernmentOutOf100 = (score: number) => `Discernment: ${score} out of 100`;

/** How a yes/no round (practice, review) earns its discernment score. */
export const ROUND_SCORE_MEANS =
  'The score is the average of two shares: the fallacies you caught and the sound arguments you accepted. Calling everything a fallacy scores 50, a coin toss, and so does calling nothing one; only telling them apart lifts it.';

/** Strength of a card, as /progress and /review show it. */
export const STRENGTH_MEANS =
  'Strength is the chance you would still get it right a week from now, as the scheduler estimates it from your reviews. A card you just missed reads weak; one you have answered well many times reads strong.';

/** What comparing two checks can and cannot say. */
export const COMPARISON_WORDS = {
  up: (prev: string) => `Better than your ${prev}, by more than chance would explain: a change we can be fairly sure of.`,
  down: (prev: string) => `Worse than your ${prev}, by more than chance would explain. Bad day, or the practice wore off? Both happen.`,
  none: (prev: string) =>
    `Compared with your ${prev}: no change big enough to be sure of. One check of 24 answers is a blunt instrument; keep practising and check again.`,
  sameDay: 'These two checks are less than a day apart, so the difference measures strategy (how you chose to answer this time), not learning.',
} as const;
