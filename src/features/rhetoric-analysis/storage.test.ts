// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeSetting, RHETORIC_ANALYSIS_CHALLENGE_KEY, RHETORIC_ANALYSIS_GUESSES_KEY, rhetoricAnalysisGuesses } from './storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('what the Rhetoric Analysis Challenge keeps in the browser', () => {
  it('Guess first: off until chosen, then remembered; anything else under its key reads as off', () => {
    expect(challengeSetting.load()).toBe(false);
    challengeSetting.save(true);
    expect(challengeSetting.load()).toBe(true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(RHETORIC_ANALYSIS_CHALLENGE_KEY, JSON.stringify('yes'));
    expect(challengeSetting.load()).toBe(false);
  });

  it('the picks, by article and segment; a malformed save is ignored', () => {
    expect(rhetoricAnalysisGuesses.load()).toBeNull();
    rhetoricAnalysisGuesses.save({ a: { 2: 'Hyperbole' } });
    expect(rhetoricAnalysisGuesses.load()).toEqual({ a: { 2: 'Hyperbole' } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(RHETORIC_ANALYSIS_GUESSES_KEY, JSON.stringify({ a: { two: 'Hyperbole' } }));
    expect(rhetoricAnalysisGuesses.load()).toBeNull();
  });
});
