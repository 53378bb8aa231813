/**
 * The discernment bank: minimal pairs whose two members were both read blind and judged as
 * intended by every reader. A pair with either member unreviewed or disputed never ships.
 */
import type { FallacyId } from '../schema';
import { draftPairs } from './pairs';
import type { BlindReview, DiscernmentItem, DraftItem, DraftPair, MinimalPair, Verdict } from './types';

export type { BlindReview, DiscernmentItem, MinimalPair, Verdict } from './types';

/** Readers every item needs before it may reach a learner. */
export const MIN_READERS = 3;

/** True when the item was read by enough readers and every one of them picked the intended verdict. */
export function isUnanimous(review: BlindReview | null): review is BlindReview {
  return review !== null && review.readers >= MIN_READERS && review.agreed === review.readers;
}

function toItem(pair: DraftPair, verdict: Verdict, draft: DraftItem & { review: BlindReview }): DiscernmentItem {
  return {
    id: `${pair.id}-${verdict === 'fallacious' ? 'f' : 's'}`,
    fallacyId: pair.fallacyId,
    verdict,
    text: draft.text,
    why: draft.why,
    review: draft.review,
  };
}

/** The pairs a learner may see, from a list of drafts: both members unanimously kept. */
export function keptPairs(drafts: DraftPair[]): MinimalPair[] {
  const out: MinimalPair[] = [];
  for (const pair of drafts) {
    const { fallacious, sound } = pair;
    if (!isUnanimous(fallacious.review) || !isUnanimous(sound.review)) continue;
    out.push({
      id: pair.id,
      fallacyId: pair.fallacyId,
      fallacious: toItem(pair, 'fallacious', { ...fallacious, review: fallacious.review }),
      sound: toItem(pair, 'sound', { ...sound, review: sound.review }),
    });
  }
  return out;
}

/** The pair an item belongs to, from the item's id. */
export function pairIdOf(itemId: string): string {
  return itemId.replace(/-[fs]$/, '');
}

/** Every shipped pair. */
export const discernmentPairs: MinimalPair[] = keptPairs(draftPairs);

/** Every shipped item, fallacious and sound. */
export const discernmentItems: DiscernmentItem[] = discernmentPairs.flatMap((p) => [p.fallacious, p.sound]);

/** Shipped pairs per fallacy. */
export function pairsByFallacy(pairs: MinimalPair[] = discernmentPairs): Map<FallacyId, MinimalPair[]> {
  const map = new Map<FallacyId, MinimalPair[]>();
  for (const p of pairs) map.set(p.fallacyId, [...(map.get(p.fallacyId) ?? []), p]);
  return map;
}
