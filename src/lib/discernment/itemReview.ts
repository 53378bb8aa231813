/**
 * The item-by-item review of a check: every argument, how the learner rated it, what it was, and
 * its twin beside it. Pure: no React, no storage, no clock.
 *
 * A check's two forms hold the two members of the same pairs, so showing an item with its twin
 * shows the other form's answers too. The review therefore opens only once the cycle's last check
 * is on record: the delayed check (baseline, after practice, then delayed, LEARNING.md), which
 * measures what stuck and after which no check of the cycle is left to spoil.
 */
import type { FallacyId } from '@/content/schema';
import { pairIdOf, type DiscernmentItem, type MinimalPair } from '@/content/discernment';
import { judgedFallacious, type CheckAnswer, type CheckKind, type Rating } from './check';

/** The check that ends a cycle: its results, and every check's after it, may show the items with their twins. */
export const CYCLE_END_KIND: CheckKind = 'delayed';

/**
 * Whether the results of the check at `upTo` in `history` may offer the item review: true when
 * that check or one before it ended a cycle. Before then a next check of the cycle is still to
 * come, and seeing the twins would make it a memory test.
 */
export function itemReviewOpen(history: readonly { kind: CheckKind }[], upTo: number): boolean {
  if (upTo < 0 || upTo >= history.length) return false;
  return history.slice(0, upTo + 1).some((c) => c.kind === CYCLE_END_KIND);
}

export interface ItemReviewEntry {
  /** 1-based place in the check, as the learner met it. */
  position: number;
  /** The argument as it was on the check. */
  item: DiscernmentItem;
  /** The other member of its pair, the one the other form holds. */
  twin: DiscernmentItem;
  fallacyId: FallacyId;
  rating: Rating;
  /** The rating fell on the right side of the scale (1–3 for sound, 4–6 for fallacious). */
  right: boolean;
}

export interface ItemReview {
  entries: ItemReviewEntry[];
  /** Answers whose pair is no longer in the bank (a check stored before the bank changed). */
  gone: number;
}

/** The review of one check's answers, in the order they were given, each with its pair from the bank. */
export function buildItemReview(answers: readonly CheckAnswer[], pairs: readonly MinimalPair[]): ItemReview {
  const byId = new Map(pairs.map((p) => [p.id, p]));
  const entries: ItemReviewEntry[] = [];
  let gone = 0;
  answers.forEach((a, i) => {
    const pair = byId.get(pairIdOf(a.itemId));
    const item = pair && (pair.fallacious.id === a.itemId ? pair.fallacious : pair.sound.id === a.itemId ? pair.sound : undefined);
    if (!pair || !item) {
      gone += 1;
      return;
    }
    const twin = item === pair.fallacious ? pair.sound : pair.fallacious;
    const right = judgedFallacious(a.rating) === (item.verdict === 'fallacious');
    entries.push({ position: i + 1, item, twin, fallacyId: pair.fallacyId, rating: a.rating, right });
  });
  return { entries, gone };
}
