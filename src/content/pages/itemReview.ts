/**
 * The check's item-by-item review: its words, in one place. Why it opens only after the delayed
 * check: docs/learning.md ("Item by item, once a cycle is over").
 */

/** The review's heading. */
export const ITEM_REVIEW_TITLE = 'Item by item';

/** Said instead of the review until the cycle's last check is done. */
export const ITEM_REVIEW_SHUT =
  'The review of every argument, each beside its twin, opens after your delayed check, so your next check is not a memory test: every argument here has a twin on the other form of the check, and seeing them side by side now would hand you its answers.';

/** Above the review, once it is open. */
export const itemReviewIntro = (wrong: number, total: number) =>
  `${wrong === 0 ? `You rated all ${total} on the right side of the scale.` : `You rated ${wrong} of ${total} on the wrong side of the scale; each is marked.`} Every argument sits beside its twin: the same scheme and topic with the one feature that decides it flipped. From here on, a check on these arguments measures your memory of them as well as your skill.`;

/** The button that shows or hides the list. */
export const itemReviewToggle = (shown: boolean, total: number) => (shown ? 'Hide the arguments' : `Review every argument (${total})`);

/** Answers stored before the bank changed, whose arguments are gone. */
export const itemReviewGone = (n: number) => `${n === 1 ? 'One argument of this check is' : `${n} arguments of this check are`} no longer in the bank, so ${n === 1 ? 'it is' : 'they are'} not shown.`;

/** How the learner's rating turned out, by the item's verdict and whether the rating was on the right side. */
export const itemOutcome = (verdict: 'sound' | 'fallacious', right: boolean) =>
  verdict === 'fallacious' ? (right ? 'Caught' : 'Missed') : right ? 'Accepted' : 'Called where there was none';

/** What an item was: "Fallacious: Straw Man." or "Sound. No Straw Man here." (as the practice round says it). */
export const itemVerdict = (verdict: 'sound' | 'fallacious', fallacy: string) => (verdict === 'fallacious' ? `Fallacious: ${fallacy}.` : `Sound. No ${fallacy} here.`);
