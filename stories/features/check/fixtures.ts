import type { DiscernmentItem } from '@/content/discernment';
import { scoreCheck, type CheckAnswer, type Rating } from '@/lib/discernment/check';

const review = { readers: 3, agreed: 3, batch: 'story' };

export const fallaciousItem: DiscernmentItem = {
  id: 'story-1-f',
  fallacyId: 'appeal-to-authority',
  verdict: 'fallacious',
  text: 'Tom tells his friends: "My cousin is a heart surgeon, one of the best in the country, and she says this year\'s Bordeaux is the finest vintage in decades. So I\'ve ordered three cases."',
  why: 'Appeal to Authority. Being an excellent heart surgeon makes her an expert on hearts, not on wine.',
  review,
};

export const soundItem: DiscernmentItem = {
  id: 'story-1-s',
  fallacyId: 'appeal-to-authority',
  verdict: 'sound',
  text: 'Tom tells his friends: "My cousin buys wine for a merchant and tastes hundreds of Bordeaux every year, and she says this year\'s is the finest vintage in decades. So I\'ve ordered three cases."',
  why: 'Fine. Judging vintages is exactly what his cousin does for a living, so her opinion is relevant expertise.',
  review,
};

/** A check's answers from two lists of ratings (fallacious items first). */
export function answers(fallacious: Rating[], sound: Rating[], named: CheckAnswer['named'][] = []): CheckAnswer[] {
  return [
    ...fallacious.map((rating, i) => ({ itemId: `f${i}`, verdict: 'fallacious' as const, fallacyId: 'tu-quoque' as const, rating, named: named[i] ?? null })),
    ...sound.map((rating, i) => ({ itemId: `s${i}`, verdict: 'sound' as const, fallacyId: 'post-hoc' as const, rating })),
  ];
}

const twelve = (r: Rating) => Array<Rating>(12).fill(r);
/** Everything called "definitely fallacious". */
export const allFallacious = scoreCheck(answers(twelve(6), twelve(6)));
/** A fair learner, mostly right, a little suspicious. */
export const fair = scoreCheck(answers([6, 6, 5, 5, 5, 4, 4, 4, 3, 5, 6, 2], [1, 2, 2, 3, 4, 2, 1, 5, 3, 2, 4, 2]));
/** The worked case of LEARNING.md: 3 of 12 caught, 12 of 12 accepted (AUC 0.63)… */
export const workedBefore = scoreCheck(answers([4, 4, 4, ...Array<Rating>(9).fill(3)], twelve(3)));
/** …then 12 of 12 caught and 11 of 12 accepted (AUC 1.00). */
export const workedAfter = scoreCheck(answers(twelve(6), [...Array<Rating>(11).fill(1), 4]));
