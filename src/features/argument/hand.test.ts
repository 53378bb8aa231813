import { describe, expect, it } from 'vitest';
import { drawHand, pickConnector, pickHint, poolForLevel } from './hand';
import { emptySlots } from './model';
import { FALLBACK_TAG } from './rules';
import {
  ethosEvidence,
  ethosPremise,
  fixtureHand,
  fixturePools,
  logosEvidence,
  logosPremise,
  pathosConclusion,
  pathosEvidence,
  slotsOf,
  word,
} from './fixtures';

describe('pools, hands and hints', () => {
  it('offers only entries valid at the level, falling back to tagged beginner entries for an empty slot', () => {
    const pools = fixturePools();
    pools.logos = [...pools.logos, word('hard', 'logos', 'premise', { difficulty: 'advanced', weight: 1.5 })];
    const beginner = poolForLevel(pools, 'beginner');
    expect(beginner.premise.map((e) => e.id)).toEqual(['ep', 'pp', 'lp']);
    expect(beginner.conclusion.map((e) => e.id)).toEqual(['ec', 'pc', 'lc']);
    // At advanced, weight-1 beginner entries are too weak; only 'hard' qualifies for the premise.
    const advanced = poolForLevel(pools, 'advanced');
    expect(advanced.premise.map((e) => e.id)).toEqual(['hard']);
    expect(advanced.evidence.map((e) => e.id)).toEqual(['fb-e']);
    expect(advanced.evidence[0]?.tags).toContain(FALLBACK_TAG);
  });

  it('draws up to two entries of each appeal per slot with the given rng', () => {
    const pools = fixturePools();
    pools.ethos = [...pools.ethos, word('ep2', 'ethos', 'premise'), word('ep3', 'ethos', 'premise')];
    const hand = drawHand(pools, 'beginner', () => 0);
    expect(hand.premise).toHaveLength(4);
    expect(hand.premise.filter((e) => e.category === 'ethos')).toHaveLength(2);
    expect(drawHand(pools, 'beginner', () => 0)).toEqual(hand);
  });

  it('has no hint when all slots are filled', () => {
    expect(pickHint(slotsOf(ethosPremise, logosEvidence, pathosConclusion), fixtureHand(), 'beginner')).toBeNull();
  });

  it('points at the next open slot with its structural hint', () => {
    const hint = pickHint(emptySlots(), fixtureHand(), 'beginner');
    expect(hint).toEqual({
      slot: 'premise',
      entryId: 'ep',
      entryText: ethosPremise.text,
      category: 'ethos',
      structuralHint: 'Use ep as a premise.',
    });
  });

  it('prefers avoiding a penalty, then a new appeal, then weight', () => {
    const hand = fixtureHand();
    hand.evidence = [{ ...pathosEvidence, weight: 1.5 }, logosEvidence, { ...ethosEvidence, weight: 1.1 }];
    // After a logos premise, pathos evidence is penalised; ethos is new; logos is a repeat.
    expect(pickHint(slotsOf(logosPremise, null, null), hand, 'beginner')?.entryId).toBe('ee');
    // After ethos evidence, a pathos conclusion is penalised even though it would be new.
    expect(pickHint(slotsOf(logosPremise, ethosEvidence, null), hand, 'beginner')?.entryId).toBe('ec');
    // After ethos premise and logos evidence, pathos is new and safe.
    expect(pickHint(slotsOf(ethosPremise, logosEvidence, null), hand, 'beginner')?.entryId).toBe('pc');
  });

  it('picks a connector whose nextAllowed includes the slot', () => {
    const { connectors } = fixturePools();
    expect(pickConnector(connectors, 'evidence', 'beginner')?.text).toBe('because');
    expect(pickConnector(connectors, 'conclusion', 'beginner')?.text).toBe('therefore');
    expect(pickConnector(connectors, 'premise', 'beginner')).toBeNull();
  });
});
