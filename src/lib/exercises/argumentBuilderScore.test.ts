import { describe, expect, it } from 'vitest';
import { GUIDE_MAX_SCORE, scoreGuideArgument, scoreVerdict, type Pillar } from './argumentBuilderScore';

const PILLARS: Pillar[] = ['ethos', 'pathos', 'logos'];

describe("the beginner's guide scoring rule", () => {
  it('gives 30 for an ethos premise, 30 for logos or pathos evidence, 20 for a logos conclusion', () => {
    const best = scoreGuideArgument({ premise: 'ethos', evidence: 'logos', conclusion: 'logos' });
    expect(best.slots.map((s) => s.points)).toEqual([30, 30, 20]);
    expect(best.total).toBe(80);
    expect(GUIDE_MAX_SCORE).toBe(80);
    expect(scoreGuideArgument({ premise: 'ethos', evidence: 'pathos', conclusion: 'logos' }).total).toBe(80);
  });

  it('scores every one of the 27 combinations slot by slot', () => {
    for (const premise of PILLARS)
      for (const evidence of PILLARS)
        for (const conclusion of PILLARS) {
          const expected = (premise === 'ethos' ? 30 : 0) + (evidence !== 'ethos' ? 30 : 0) + (conclusion === 'logos' ? 20 : 0);
          expect(scoreGuideArgument({ premise, evidence, conclusion }).total, `${premise}/${evidence}/${conclusion}`).toBe(expected);
        }
  });

  it('gives nothing for the wrong pillar, with a reason naming the pillar chosen', () => {
    const worst = scoreGuideArgument({ premise: 'pathos', evidence: 'ethos', conclusion: 'pathos' });
    expect(worst.total).toBe(0);
    expect(worst.slots[0]?.reason).toMatch(/pathos/);
    expect(worst.slots[1]?.reason).toMatch(/ethos/);
    expect(worst.slots.every((s) => s.reason.length > 20)).toBe(true);
  });

  it('scores a missing slot as 0 with its own reason, and the argument as incomplete', () => {
    const partial = scoreGuideArgument({ premise: 'ethos' });
    expect(partial.total).toBe(30);
    expect(partial.complete).toBe(false);
    expect(partial.slots[1]).toMatchObject({ slot: 'evidence', points: 0, max: 30 });
    expect(partial.slots[1]?.pillar).toBeUndefined();
    expect(partial.slots[1]?.reason).toMatch(/No evidence chosen/);
    expect(scoreVerdict(partial)).toMatch(/Finish the argument/);
  });

  it('has a verdict for full, middling and poor arguments', () => {
    expect(scoreVerdict(scoreGuideArgument({ premise: 'ethos', evidence: 'logos', conclusion: 'logos' }))).toMatch(/Full marks/);
    expect(scoreVerdict(scoreGuideArgument({ premise: 'ethos', evidence: 'pathos', conclusion: 'ethos' }))).toMatch(/Respectable/);
    expect(scoreVerdict(scoreGuideArgument({ premise: 'logos', evidence: 'ethos', conclusion: 'logos' }))).toMatch(/vibes/);
  });
});
