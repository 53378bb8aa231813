import { describe, expect, it } from 'vitest';
import { FALLACY_BAIT_TAG, wordPools } from '@/content/games/wordPools';
import { APPEALS, DIFFICULTIES, HAND_PER_APPEAL, SLOTS } from './constants';
import { detectFallacies } from './detection';
import { drawHand, pickConnector, poolForLevel } from './hand';
import { emptySlots, type WordEntry } from './model';
import { FALLBACK_TAG } from './rules';

/** The game's rules against the real word pools: every level has real choices, and the traps are caught. */
const entries: WordEntry[] = [
  ...wordPools.ethos,
  ...wordPools.pathos,
  ...wordPools.logos,
  ...wordPools.conclusions,
  ...wordPools.fallback,
];
const alone = (e: WordEntry) => ({ ...emptySlots(), [e.type]: e });

describe('the word pools under the game rules', () => {
  it.each(DIFFICULTIES)('%s offers at least two valid entries of each appeal for each slot', (level) => {
    const pool = poolForLevel(wordPools, level);
    for (const slot of SLOTS) {
      for (const appeal of APPEALS) {
        const valid = pool[slot].filter((e) => e.category === appeal && !e.tags.includes(FALLBACK_TAG));
        expect(valid.length, `${level} ${slot} ${appeal}`).toBeGreaterThanOrEqual(HAND_PER_APPEAL);
      }
    }
    const hand = drawHand(wordPools, level, () => 0.5);
    for (const slot of SLOTS) expect(hand[slot]).toHaveLength(HAND_PER_APPEAL * APPEALS.length);
  });

  it('catches every fallacy-bait entry and flags no other entry', () => {
    const bait = entries.filter((e) => e.tags.includes(FALLACY_BAIT_TAG));
    expect(bait.length).toBeGreaterThanOrEqual(3);
    for (const e of bait) expect(detectFallacies(alone(e)), e.id).toHaveLength(1);
    const caught = new Set(bait.flatMap((e) => detectFallacies(alone(e)).map((w) => w.id)));
    expect([...caught].sort()).toEqual(['ad-hominem', 'false-dichotomy', 'slippery-slope']);
    for (const e of entries.filter((x) => !x.tags.includes(FALLACY_BAIT_TAG))) {
      expect(detectFallacies(alone(e)), `${e.id}: ${e.text}`).toEqual([]);
    }
  });

  it.each(DIFFICULTIES)('%s has a connector before the evidence and before the conclusion', (level) => {
    expect(pickConnector(wordPools.connectors, 'evidence', level)).not.toBeNull();
    expect(pickConnector(wordPools.connectors, 'conclusion', level)).not.toBeNull();
  });
});
