import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueCount } from './logic';
import { DAY_MS, SESSION_LIMIT, strengthWord, type Grade, type StoredCard } from './model';
import { scheduleReview, strength } from './scheduler';
import { deckStatus, reviewQueue } from './status';

const T0 = Date.UTC(2026, 0, 1, 9);
const grade = fc.constantFrom<Grade>('again', 'hard', 'good');

/** A card with a random history: added at some time, then reviewed 0–6 times at random gaps. */
const storedCard = (id: string) =>
  fc
    .record({ added: fc.integer({ min: 0, max: 60 * DAY_MS }), reviews: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 40 * DAY_MS }), g: grade }), { maxLength: 6 }) })
    .map(({ added, reviews }) => {
      let card: StoredCard = { id, added: T0 + added, due: T0 + added + 3 * DAY_MS, fsrs: null };
      let t = card.due;
      for (const r of reviews) {
        t += r.gap;
        card = scheduleReview(card, r.g, t);
      }
      return card;
    });
const deck = fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 25 }).chain((ns) => fc.tuple(...ns.map((n) => storedCard(`fallacy-${n}`))));
const instant = fc.integer({ min: 0, max: 400 * DAY_MS }).map((d) => T0 + d);
/** A deck and an instant: any time, or a millisecond either side of (or at) one of its cards' due times, where "due" flips. */
const deckAndInstant = deck.chain((cards) =>
  fc.tuple(
    fc.constant(cards),
    cards.length === 0 ? instant : fc.oneof(instant, fc.tuple(fc.constantFrom(...cards.map((c) => c.due)), fc.integer({ min: -1, max: 1 })).map(([due, k]) => due + k)),
  ),
);

describe('one truth for due and strength', () => {
  it('review, progress and the nudges agree on what is due and how strong it is, for any deck at any instant', () => {
    fc.assert(
      fc.property(deckAndInstant, ([cards, now]) => {
        const progress = deckStatus(cards, now);
        const queue = reviewQueue(cards, now);
        // The nudges' count (offer.ts) and the progress page's count are the same number.
        expect(progress.due).toBe(dueCount(cards, now));
        // Review asks exactly the due cards (up to a session's worth), and none that progress calls not due.
        expect(queue.length).toBe(Math.min(progress.due, SESSION_LIMIT));
        for (const id of queue) expect(cards.find((c) => c.id === id)!.due).toBeLessThanOrEqual(now);
        // Weakest first, by the strengths progress shows.
        const shown = queue.map((id) => progress.strengths.get(id) ?? 0);
        expect([...shown].sort((a, b) => a - b)).toEqual(shown);
        // "Next review on …" only names a time still to come.
        if (progress.next !== null) expect(progress.next).toBeGreaterThan(now);
      }),
      { numRuns: 150 },
    );
  });

  it('never reads a card just missed as strong', () => {
    fc.assert(
      fc.property(storedCard('fallacy-x'), fc.integer({ min: 0, max: 200 * DAY_MS }), (card, wait) => {
        const at = card.due + wait;
        const missed = scheduleReview(card, 'again', at);
        expect(strengthWord(strength(missed, at)!)).not.toBe('strong');
      }),
      { numRuns: 300 },
    );
  });

  it('reads a card answered well many times as strong', () => {
    let card: StoredCard = { id: 'fallacy-y', added: T0, due: T0, fsrs: null };
    for (let i = 0; i < 5; i += 1) card = scheduleReview(card, 'good', card.due);
    expect(strengthWord(strength(card, card.due - DAY_MS)!)).toBe('strong');
  });
});
