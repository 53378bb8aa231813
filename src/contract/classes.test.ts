import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_ALPHABET,
  CLASS_MESSAGES,
  classCodeSchema,
  createClassSchema,
  formatClassCode,
  joinClassSchema,
  nicknameKey,
  pupilRecordSchema,
} from './classes';

const check = {
  type: 'check',
  id: 'check-0001',
  kind: 'baseline',
  completedAt: '2026-11-27T09:00:00.000Z',
  auc: 0.71,
  se: 0.1,
  c: -0.2,
  fallacious: 12,
  sound: 12,
  hits: 9,
  falseAlarms: 4,
  byFallacy: {
    'ad-hominem': { fallacious: 6, hits: 5, sound: 6, falseAlarms: 1 },
    'straw-man': { fallacious: 6, hits: 4, sound: 6, falseAlarms: 3 },
  },
};

describe('the class code', () => {
  it('has no look-alikes: no 0, O, 1, I or L', () => {
    for (const c of '0O1IL') expect(CLASS_CODE_ALPHABET).not.toContain(c);
    expect(new Set(CLASS_CODE_ALPHABET).size).toBe(CLASS_CODE_ALPHABET.length);
  });
  it('is read as typed: any case, a dash or spaces in the middle', () => {
    expect(classCodeSchema.parse('k7m-4qx')).toBe('K7M4QX');
    expect(classCodeSchema.parse(' K7M 4QX ')).toBe('K7M4QX');
    expect(formatClassCode('K7M4QX')).toBe('K7M-4QX');
  });
  it('refuses codes with look-alikes or the wrong length', () => {
    for (const bad of ['K7M4Q', 'K7M4QXX', 'K7M4Q0', 'K7M4QO', 'K7M4QI', '']) expect(classCodeSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('names and nicknames', () => {
  it('takes a class name, nothing else', () => {
    expect(createClassSchema.parse({ name: '  Year 9 English, set 2 ' })).toEqual({ name: 'Year 9 English, set 2' });
    expect(createClassSchema.safeParse({ name: 'Year 9', teacher: 'Ms Smith' }).success).toBe(false);
    expect(createClassSchema.safeParse({ name: 'Year\u00009' }).success).toBe(false);
    expect(createClassSchema.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
  });
  it('takes nicknames of letters, numbers, spaces, hyphens and apostrophes', () => {
    expect(joinClassSchema.parse({ code: 'K7M4QX', nickname: '  Captain   Logic ' }).nickname).toBe('Captain Logic');
    expect(joinClassSchema.parse({ code: 'K7M4QX', nickname: "Zoë O'Neill-2" }).nickname).toBe("Zoë O'Neill-2");
    for (const bad of ['a', 'x'.repeat(21), 'me@school.uk', 'http://x', '<b>hi</b>', '-dash', 'a\u202Eb']) {
      const r = joinClassSchema.safeParse({ code: 'K7M4QX', nickname: bad });
      expect(r.success, bad).toBe(false);
    }
  });
  it('treats nicknames that differ only in case or spacing as the same', () => {
    expect(nicknameKey('Captain Logic')).toBe(nicknameKey('captainlogic'));
    expect(nicknameKey('Captain-Logic')).toBe(nicknameKey('CAPTAIN_LOGIC'));
  });
});

describe('pupil records', () => {
  it('accepts a check whose counts add up, with confusions defaulting to none', () => {
    const parsed = pupilRecordSchema.parse(check);
    expect(parsed).toMatchObject({ type: 'check', auc: 0.71 });
    expect((parsed as { confusions: unknown[] }).confusions).toEqual([]);
  });
  it('refuses counts that do not add up', () => {
    const r = pupilRecordSchema.safeParse({ ...check, hits: 10 });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain(CLASS_MESSAGES.countsDoNotAdd);
    expect(pupilRecordSchema.safeParse({ ...check, byFallacy: { ...check.byFallacy, 'straw-man': { fallacious: 6, hits: 7, sound: 6, falseAlarms: 3 } } }).success).toBe(false);
  });
  it('refuses anything beyond the summaries: extra fields, unknown fallacies, impossible scores', () => {
    expect(pupilRecordSchema.safeParse({ ...check, realName: 'Ada Lovelace' }).success).toBe(false);
    expect(pupilRecordSchema.safeParse({ ...check, byFallacy: { 'no-such': { fallacious: 12, hits: 9, sound: 12, falseAlarms: 4 } } }).success).toBe(false);
    expect(pupilRecordSchema.safeParse({ ...check, auc: 1.2 }).success).toBe(false);
    expect(pupilRecordSchema.safeParse({ ...check, kind: 'after-practice' }).success).toBe(false);
    expect(pupilRecordSchema.safeParse({ ...check, completedAt: 'yesterday' }).success).toBe(false);
  });
  it('accepts practice and review summaries', () => {
    expect(
      pupilRecordSchema.safeParse({ type: 'practice', id: 'practice-01', completedAt: '2026-11-27T09:10:00Z', fallacious: 8, sound: 4, hits: 7, falseAlarms: 1, byFallacy: { 'post-hoc': { fallacious: 8, hits: 7, sound: 4, falseAlarms: 1 } } }).success,
    ).toBe(true);
    expect(pupilRecordSchema.safeParse({ type: 'review', id: 'review-0001', completedAt: '2026-11-27T09:20:00Z', answered: 10, correct: 7, byFallacy: { 'red-herring': { answered: 4, correct: 3 } } }).success).toBe(true);
    expect(pupilRecordSchema.safeParse({ type: 'review', id: 'review-0001', completedAt: '2026-11-27T09:20:00Z', answered: 10, correct: 11, byFallacy: {} }).success).toBe(false);
  });
});
