import { describe, expect, it } from 'vitest';
import type { MinimalPair } from '@/content/discernment';
import type { CheckAnswer, CheckKind } from './check';
import { CYCLE_END_KIND, buildItemReview, itemReviewOpen } from './itemReview';

const review = { readers: 3, agreed: 3, batch: 'test' };
const pair = (id: string, fallacyId: MinimalPair['fallacyId']): MinimalPair => ({
  id,
  fallacyId,
  fallacious: { id: `${id}-f`, fallacyId, verdict: 'fallacious', text: `${id} fallacious`, why: 'Bad.', review },
  sound: { id: `${id}-s`, fallacyId, verdict: 'sound', text: `${id} sound`, why: 'Fine.', review },
});
const pairs = [pair('straw-man-1', 'straw-man'), pair('post-hoc-2', 'post-hoc')];
const checks = (...kinds: CheckKind[]) => kinds.map((kind) => ({ kind }));

describe('itemReviewOpen: which checks end a cycle', () => {
  it('is the delayed check that ends a cycle', () => {
    expect(CYCLE_END_KIND).toBe('delayed');
  });

  it('stays shut after a baseline, a check after practice and a retake: a check of the cycle is still to come', () => {
    const history = checks('baseline', 'after-practice', 'again');
    expect([0, 1, 2].map((i) => itemReviewOpen(history, i))).toEqual([false, false, false]);
  });

  it('opens on the delayed check, whatever came before it', () => {
    expect(itemReviewOpen(checks('baseline', 'after-practice', 'delayed'), 2)).toBe(true);
    // A week with no practice: the baseline, then straight to the delayed check.
    expect(itemReviewOpen(checks('baseline', 'delayed'), 1)).toBe(true);
  });

  it('stays open for the checks after the cycle ended, and shut for the ones before it', () => {
    const history = checks('baseline', 'after-practice', 'delayed', 'again', 'after-practice');
    expect(history.map((_, i) => itemReviewOpen(history, i))).toEqual([false, false, true, true, true]);
  });

  it('is shut for a check that is not on record', () => {
    expect(itemReviewOpen([], 0)).toBe(false);
    expect(itemReviewOpen(checks('delayed'), 1)).toBe(false);
    expect(itemReviewOpen(checks('delayed'), -1)).toBe(false);
  });
});

describe('buildItemReview', () => {
  const answers: CheckAnswer[] = [
    { itemId: 'post-hoc-2-s', verdict: 'sound', fallacyId: 'post-hoc', rating: 5 },
    { itemId: 'straw-man-1-f', verdict: 'fallacious', fallacyId: 'straw-man', rating: 6, named: 'straw-man' },
    { itemId: 'gone-9-f', verdict: 'fallacious', fallacyId: 'red-herring', rating: 2 },
  ];

  it('gives every answer in order, with the item, its twin, the rating and whether it fell on the right side', () => {
    const { entries, gone } = buildItemReview(answers, pairs);
    expect(gone).toBe(1);
    expect(entries.map((e) => [e.position, e.item.id, e.twin.id, e.fallacyId, e.rating, e.right])).toEqual([
      [1, 'post-hoc-2-s', 'post-hoc-2-f', 'post-hoc', 5, false],
      [2, 'straw-man-1-f', 'straw-man-1-s', 'straw-man', 6, true],
    ]);
  });

  it('draws the line where the check does: 3 is a sound verdict, 4 a fallacious one', () => {
    const at = (itemId: string, verdict: 'sound' | 'fallacious', rating: 3 | 4) =>
      buildItemReview([{ itemId, verdict, fallacyId: 'straw-man', rating }], pairs).entries[0]!.right;
    expect([at('straw-man-1-s', 'sound', 3), at('straw-man-1-s', 'sound', 4)]).toEqual([true, false]);
    expect([at('straw-man-1-f', 'fallacious', 3), at('straw-man-1-f', 'fallacious', 4)]).toEqual([false, true]);
  });

  it('pairs every item of a real form with its twin from the bank', async () => {
    const { discernmentPairs } = await import('@/content/discernment');
    const { assembleForms } = await import('./check');
    const [form] = assembleForms(discernmentPairs, 42);
    const { entries, gone } = buildItemReview(
      form.map((item) => ({ itemId: item.id, verdict: item.verdict, fallacyId: item.fallacyId, rating: 1 })),
      discernmentPairs,
    );
    expect(gone).toBe(0);
    expect(entries).toHaveLength(24);
    for (const e of entries) {
      expect(e.twin.verdict).not.toBe(e.item.verdict);
      expect(e.twin.fallacyId).toBe(e.item.fallacyId);
    }
  });
});
