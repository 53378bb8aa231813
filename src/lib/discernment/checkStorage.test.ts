// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_STORAGE_KEY, loadCheckData, practisedSinceLastCheck, saveCheckData, type CheckData } from './checkStorage';
import { PRACTICE_HISTORY_LIMIT } from './check';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const sample: CheckData = {
  version: 1,
  seed: 1234,
  checks: [
    {
      kind: 'baseline',
      form: 0,
      completedAt: 1000,
      answers: [
        { itemId: 'a-f', verdict: 'fallacious', fallacyId: 'straw-man', rating: 6, named: 'straw-man' },
        { itemId: 'b-s', verdict: 'sound', fallacyId: 'post-hoc', rating: 2 },
      ],
    },
  ],
  practice: [
    { itemId: 'c-s', verdict: 'sound', answer: 'fallacious', at: 900 },
    { itemId: 'd-f', verdict: 'fallacious', answer: 'fallacious', at: 2000 },
  ],
};

describe('check storage', () => {
  it('round-trips the record under one versioned key', () => {
    expect(saveCheckData(sample)).toBe(true);
    expect(JSON.parse(localStorage.getItem(CHECK_STORAGE_KEY)!)).toEqual(sample);
    expect(loadCheckData()).toEqual(sample);
    expect(practisedSinceLastCheck(sample)).toBe(1);
  });

  it('creates and keeps a seed on first visit, so the forms stay the same', () => {
    const first = loadCheckData();
    expect(first.checks).toEqual([]);
    expect(loadCheckData().seed).toBe(first.seed);
  });

  it('falls back to defaults with a warning when the stored value is corrupt', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['{oops', JSON.stringify({ ...sample, version: 2 }), JSON.stringify({ ...sample, checks: [{ kind: 'baseline', form: 3 }] })]) {
      localStorage.setItem(CHECK_STORAGE_KEY, bad);
      const data = loadCheckData();
      expect(data.checks).toEqual([]);
      expect(data.practice).toEqual([]);
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('keeps only the newest practice answers', () => {
    const practice = Array.from({ length: PRACTICE_HISTORY_LIMIT + 5 }, (_, i) => ({ itemId: `x${i}`, verdict: 'sound' as const, answer: 'sound' as const, at: i }));
    saveCheckData({ ...sample, practice });
    const kept = loadCheckData().practice;
    expect(kept).toHaveLength(PRACTICE_HISTORY_LIMIT);
    expect(kept[0]?.itemId).toBe('x5');
  });
});
