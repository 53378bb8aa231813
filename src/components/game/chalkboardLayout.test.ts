import { describe, expect, it } from 'vitest';
import {
  CHALKBOARD_HEIGHT,
  CHALKBOARD_WIDTH,
  CHALK_FONT_MAX,
  CHALK_FONT_MIN,
  CHALK_FONT_START,
  TYPING_MS_PER_CHAR,
  chalkFontCss,
  chalkFontSize,
  estimateLines,
} from './chalkboardLayout';

describe('chalkboard constants', () => {
  it('is 600 × 350 with chalk from 24 to 48 px, starting at 32, typing at 50 ms a character', () => {
    expect([CHALKBOARD_WIDTH, CHALKBOARD_HEIGHT]).toEqual([600, 350]);
    expect([CHALK_FONT_MIN, CHALK_FONT_MAX, CHALK_FONT_START]).toEqual([24, 48, 32]);
    expect(TYPING_MS_PER_CHAR).toBe(50);
  });
});

describe('estimateLines', () => {
  it('wraps words greedily', () => {
    // 20 px glyphs ≈ 10 px wide: 10 characters a line in 100 px.
    expect(estimateLines('', 20, 100)).toBe(1);
    expect(estimateLines('aaaa bbbb', 20, 100)).toBe(1);
    expect(estimateLines('aaaa bbbbb', 20, 100)).toBe(1);
    expect(estimateLines('aaaa bbbbbb', 20, 100)).toBe(2);
    expect(estimateLines('aaaa bbbb cccc dddd', 20, 100)).toBe(2);
  });

  it('breaks a word longer than a line', () => {
    expect(estimateLines('a'.repeat(25), 20, 100)).toBe(3);
  });
});

describe('chalkFontSize', () => {
  const sentence = 'Everyone I know is buying this phone, so it must be the best one.';

  it('writes a normal statement at 32 px', () => {
    expect(chalkFontSize(sentence)).toBe(32);
  });

  it('shrinks for a long statement, never below 24 px', () => {
    const long = `${sentence} ${sentence} ${sentence}`;
    const size = chalkFontSize(long);
    expect(size).toBeLessThan(32);
    expect(size).toBeGreaterThanOrEqual(24);
    expect(chalkFontSize(sentence.repeat(20))).toBe(24);
  });

  it('keeps a requested start within 24–48 px', () => {
    expect(chalkFontSize('Hi', 60)).toBe(48);
    expect(chalkFontSize('Hi', 10)).toBe(24);
    expect(chalkFontSize('Chalk talk', 48)).toBe(48);
  });

  it('writes smaller when something else shares the board', () => {
    const text = `${sentence} ${sentence}`;
    expect(chalkFontSize(text)).toBe(32);
    expect(chalkFontSize(text, 32, { width: 300, height: 200 })).toBeLessThan(32);
  });

  it('gets smaller as the text gets longer', () => {
    let previous = 48;
    for (let n = 1; n < 12; n += 1) {
      const size = chalkFontSize(sentence.repeat(n), 48);
      expect(size).toBeLessThanOrEqual(previous);
      previous = size;
    }
  });
});

describe('chalkFontCss', () => {
  it('scales with the board but never below 18 px', () => {
    expect(chalkFontCss(32)).toBe('max(18px, calc(100cqw * 32 / 600))');
  });
});
