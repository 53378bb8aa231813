import { describe, expect, it } from 'vitest';
import { deadlineAfter, isExpired, rescaleDeadline, scaled, secondsLeft, timerFactor } from './clock';

describe('timer setting', () => {
  it('keeps, doubles or drops a limit', () => {
    expect([timerFactor('normal'), timerFactor('double'), timerFactor('off')]).toEqual([1, 2, null]);
    expect([scaled(300, 'normal'), scaled(300, 'double'), scaled(300, 'off')]).toEqual([300, 600, null]);
  });

  it('sets a deadline from now, or none', () => {
    expect(deadlineAfter(1_000, 45)).toBe(46_000);
    expect(deadlineAfter(1_000, null)).toBeNull();
  });

  it('scales the time left when the setting changes mid-countdown', () => {
    expect(rescaleDeadline(40_000, 10_000, 'normal', 'double', 45)).toBe(70_000);
    expect(rescaleDeadline(70_000, 10_000, 'double', 'normal', 45)).toBe(40_000);
    expect(rescaleDeadline(40_000, 10_000, 'normal', 'off', 45)).toBeNull();
    expect(rescaleDeadline(null, 10_000, 'off', 'double', 45)).toBe(100_000);
  });
});

describe('countdown', () => {
  it('rounds seconds left up and never goes below zero', () => {
    expect(secondsLeft(45_000, 0)).toBe(45);
    expect(secondsLeft(45_000, 44_800)).toBe(1);
    expect(secondsLeft(45_000, 44_000)).toBe(1);
    expect(secondsLeft(45_000, 43_999)).toBe(2);
    expect(secondsLeft(45_000, 45_000)).toBe(0);
    expect(secondsLeft(45_000, 50_000)).toBe(0);
    expect(secondsLeft(null, 50_000)).toBeNull();
  });

  it('expires at the deadline, not before, and never without one', () => {
    expect(isExpired(45_000, 44_999)).toBe(false);
    expect(isExpired(45_000, 45_000)).toBe(true);
    expect(isExpired(null, 1e12)).toBe(false);
  });
});
