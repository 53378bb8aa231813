/**
 * What /review and /progress say about the deck, derived in one place from the one rule for
 * "due" (logic.ts) and the one rule for "strength" (scheduler.ts), so the two pages cannot
 * disagree about the same stored deck at the same moment. Nudges elsewhere count due cards with
 * the same `dueCount` (offer.ts), without loading the scheduler.
 */
import { dueCount, nextDue, sessionCards } from './logic';
import type { StoredCard } from './model';
import { strength } from './scheduler';

export interface DeckStatus {
  /** Cards due now. */
  due: number;
  /** When the next card not yet due falls due; null when none is waiting. */
  next: number | null;
  /** Each card's strength (what will be left in a week), null for a card never reviewed. */
  strengths: ReadonlyMap<string, number | null>;
}

export function deckStatus(cards: readonly StoredCard[], now: number): DeckStatus {
  return { due: dueCount(cards, now), next: nextDue(cards, now), strengths: new Map(cards.map((c) => [c.id, strength(c, now)])) };
}

/** The cards of a review session started at `now`: due now, weakest first. */
export const reviewQueue = (cards: readonly StoredCard[], now: number): string[] => sessionCards(cards, now, (c) => strength(c, now));
