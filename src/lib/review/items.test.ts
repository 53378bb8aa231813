import { describe, expect, it } from 'vitest';
import { discernmentPairs } from '@/content/discernment';
import { drawItem, seenWithin, whyNot } from './items';
import { SOUND_SHARE } from './model';
import { scheduleReview, retrievability } from './scheduler';
import { addCards } from './logic';
import { DAY_MS, emptyReviewData } from './model';
import { QUIZ_DEVICES } from '@/content/games/techniqueGuide';
import { quizQuestions } from '@/content/games/quiz';

/** A small seeded generator, so the draws are repeatable. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('drawing review examples', () => {
  it('spots: the fallacy among four names and "sound", with the sound twin about a third of the time', () => {
    const r = rng(1);
    const items = Array.from({ length: 400 }, () => drawItem('fallacy:ad-hominem:spot', [], r)!);
    const first = items[0]!;
    expect(first.options).toHaveLength(5);
    expect(first.options.map((o) => o.id)).toContain('ad-hominem');
    for (const item of items) expect(item.answerId).toBe(item.sound ? 'sound' : 'ad-hominem');
    const share = items.filter((i) => i.sound).length / items.length;
    expect(share).toBeGreaterThan(SOUND_SHARE - 0.07);
    expect(share).toBeLessThan(SOUND_SHARE + 0.07);
    expect(first.lesson.href).toBe('/fallacies/ad-hominem');
  });

  it('never offers Ad Hominem beside Tu Quoque: the genus would be a second right option', () => {
    const r = rng(2);
    for (let i = 0; i < 200; i += 1) expect(drawItem('fallacy:tu-quoque:spot', [], r)!.options.map((o) => o.id)).not.toContain('ad-hominem');
  });

  it('avoids the examples just seen while the bank has others', () => {
    const own = discernmentPairs.filter((p) => p.fallacyId === 'straw-man');
    const recent = own.slice(1).flatMap((p) => [p.fallacious.id, p.sound.id]);
    const r = rng(7);
    for (let i = 0; i < 20; i += 1) expect(drawItem('fallacy:straw-man:twin', recent, r)!.itemId.startsWith(own[0]!.id)).toBe(true);
  });

  it('counts as seen whatever was shown in review, practice or a check in the last 7 days, and nothing older', () => {
    const now = Date.UTC(2026, 5, 15, 12);
    const review = { log: [{ c: 'x', i: 'old-review', t: now - 8 * DAY_MS, g: 'good' as const, ms: 1, k: 'f' as const, ok: true }, { c: 'x', i: 'new-review', t: now - DAY_MS, g: 'good' as const, ms: 1, k: 'f' as const, ok: true }], recent: [] };
    const check = {
      practice: [{ itemId: 'practised-3-days-ago', at: now - 3 * DAY_MS }, { itemId: 'practised-long-ago', at: now - 30 * DAY_MS }],
      checks: [{ completedAt: now - 6 * DAY_MS, answers: [{ itemId: 'in-a-check' }] }],
    };
    expect(new Set(seenWithin(review, check, now))).toEqual(new Set(['new-review', 'practised-3-days-ago', 'in-a-check']));
  });

  it('never serves an example practised three days ago while the bank has a fresh one', () => {
    const now = Date.UTC(2026, 5, 15, 12);
    const own = discernmentPairs.filter((p) => p.fallacyId === 'ad-hominem');
    const practice = own.slice(1).map((p, i) => ({ itemId: i % 2 ? p.sound.id : p.fallacious.id, at: now - 3 * DAY_MS }));
    const seen = seenWithin({ log: [], recent: [] }, { practice, checks: [] }, now);
    const r = rng(11);
    for (let i = 0; i < 30; i += 1) expect(drawItem('fallacy:ad-hominem:spot', seen, r)!.itemId.startsWith(own[0]!.id)).toBe(true);
  });

  it('reviews Loaded Language, a right answer in the Sophist Game', () => {
    const item = drawItem('device:Loaded Language', [], rng(5))!;
    expect(item.answerId).toBe('Loaded Language');
    expect(item.options.map((o) => o.id)).toContain('Loaded Language');
  });

  it('tells twins apart: the fallacy or "sound", with the definition as the hint', () => {
    const item = drawItem('fallacy:post-hoc:twin', [], rng(3))!;
    expect(item.options.map((o) => o.id)).toEqual(['fallacious', 'sound']);
    expect('text' in item.hint && item.hint.text).toMatch(/^What makes it Post Hoc/);
  });

  it('asks devices from the quiz segments, and says why a wrong pick is wrong', () => {
    const item = drawItem('device:Hyperbole', [], rng(2))!;
    expect(item.options).toHaveLength(3);
    expect(item.answerId).toBe('Hyperbole');
    const wrong = item.options.find((o) => o.id !== 'Hyperbole')!;
    expect(whyNot(item, wrong.id)).toBe(wrong.explanation);
    expect(whyNot(item, 'Hyperbole')).toBeNull();
  });

  it('reviews every device a quiz answer can be, Loaded Language included', () => {
    for (const device of [...QUIZ_DEVICES, 'Loaded Language']) {
      const answered = quizQuestions.some((q) => q.segments.some((seg) => seg.options.some((o) => o.correct && o.text === device)));
      if (answered) expect(drawItem(`device:${device}`, [], rng(3))?.answerId, device).toBe(device);
    }
    expect(drawItem('device:Loaded Language', [], rng(3))).not.toBeNull();
  });

  it('returns null for a card this version does not know', () => {
    expect(drawItem('fallacy:made-up:spot', [], rng(1))).toBeNull();
    expect(drawItem('device:Zeugma', [], rng(1))).toBeNull();
  });
});

describe('the scheduler', () => {
  it('brings a card answered right back after about 3 days, then about 2 weeks, and a lapse sooner', () => {
    const now = Date.UTC(2026, 0, 1, 10);
    let card = addCards(emptyReviewData(), ['fallacy:ad-hominem:spot'], now).cards[0]!;
    card = scheduleReview(card, 'good', now);
    expect(Math.round((card.due - now) / DAY_MS)).toBeGreaterThanOrEqual(2);
    expect(Math.round((card.due - now) / DAY_MS)).toBeLessThanOrEqual(4);
    const second = scheduleReview(card, 'good', card.due);
    expect((second.due - card.due) / DAY_MS).toBeGreaterThan(9);
    const lapse = scheduleReview(card, 'again', card.due);
    expect(lapse.due).toBeLessThan(second.due);
    expect(retrievability(second, second.due)).toBeGreaterThan(0.85);
    expect(retrievability(second, second.due + 60 * DAY_MS)).toBeLessThan(retrievability(second, second.due));
  });
});
