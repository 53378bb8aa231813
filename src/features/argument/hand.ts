/**
 * The hand and the hints: which entries a level offers, the random draw of one game's choices, the hint for
 * the next open slot, and the connector shown between slots. Pure: the draw takes an `rng`.
 */
import { sample, shuffle, type Rng } from '@/lib/game/random';
import { APPEALS, HAND_PER_APPEAL, SLOTS, type Difficulty, type Slot } from './constants';
import { emptyHand, type ArgumentSlots, type Hand, type Hint, type WordEntry, type WordPools } from './model';
import {
  FALLBACK_TAG,
  complexityOf,
  distinctCategories,
  isWordValid,
  nextOpenSlot,
  settingsFor,
  wouldBePenalised,
} from './rules';

/** Every entry valid at the level, per slot, from the appeal and conclusion pools (deduplicated by id). */
export function poolForLevel(pools: WordPools, level: Difficulty): Hand {
  const seen = new Set<string>();
  const all: WordEntry[] = [];
  for (const entry of [...pools.ethos, ...pools.pathos, ...pools.logos, ...pools.conclusions]) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    all.push(entry);
  }
  const hand = emptyHand();
  for (const slot of SLOTS) {
    hand[slot] = all.filter((e) => isWordValid(e, slot, level));
    if (hand[slot].length === 0) {
      hand[slot] = pools.fallback
        .filter((e) => e.type === slot)
        .map((e) => ({ ...e, tags: e.tags.includes(FALLBACK_TAG) ? e.tags : [...e.tags, FALLBACK_TAG] }));
    }
  }
  return hand;
}

/** One game's choices: for each slot, up to two random valid entries of each appeal, in random order. */
export function drawHand(pools: WordPools, level: Difficulty, rng: Rng): Hand {
  const pool = poolForLevel(pools, level);
  const hand = emptyHand();
  for (const slot of SLOTS) {
    const picked = APPEALS.flatMap((a) =>
      sample(
        pool[slot].filter((e) => e.category === a),
        HAND_PER_APPEAL,
        rng,
      ),
    );
    hand[slot] = shuffle(picked, rng);
  }
  return hand;
}

/**
 * A hint points at a fitting entry for the next open slot: one that avoids a penalty first, then adds an
 * appeal not yet used, then weighs most (ties by id, so hints are stable). Null when nothing fits.
 */
export function pickHint(slots: ArgumentSlots, hand: Hand, level: Difficulty): Hint | null {
  const slot = nextOpenSlot(slots);
  if (!slot) return null;
  const used = new Set(distinctCategories(slots));
  const candidates = hand[slot].filter((e) => isWordValid(e, slot, level));
  const rank = (e: WordEntry) => [
    wouldBePenalised(slots, slot, e) ? 0 : 1,
    used.has(e.category) ? 0 : 1,
    e.weight,
  ];
  const best = [...candidates].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i += 1) {
      const d = (rb[i] ?? 0) - (ra[i] ?? 0);
      if (d !== 0) return d;
    }
    return a.id.localeCompare(b.id);
  })[0];
  if (!best) return null;
  return {
    slot,
    entryId: best.id,
    entryText: best.text,
    category: best.category,
    structuralHint: best.structuralHint,
  };
}

/** A connector to show before a slot: the first at or below the level whose nextAllowed includes it. */
export function pickConnector(connectors: readonly WordEntry[], before: Slot, level: Difficulty): WordEntry | null {
  const max = settingsFor(level).wordComplexity;
  return connectors.find((c) => c.nextAllowed.includes(before) && complexityOf(c) <= max) ?? null;
}
