// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProgress, type ConstructionProgress, type SavedGame } from './model';
import {
  ARGUMENT_STORAGE_KEYS,
  clearSavedGame,
  countEvent,
  defaultAnalytics,
  hasSavedGame,
  loadAnalytics,
  loadConstruction,
  loadProgress,
  loadSavedGame,
  saveGame,
  saveProgress,
} from './storage';
import { ethosPremise, fixtureHand, logosEvidence, slotsOf } from './fixtures';

const game: SavedGame = {
  slots: slotsOf(ethosPremise, logosEvidence, null),
  timeRemaining: 123,
  scores: { ethos: 10, pathos: 0, logos: 10, total: 20 },
  difficulty: 'beginner',
  hintsRemaining: 4,
};
const construction: ConstructionProgress = { timeLimit: 300, hand: fixtureHand(), hint: null, savedAt: 1 };

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('keys', () => {
  it('keeps four distinct, versioned items', () => {
    const keys = Object.values(ARGUMENT_STORAGE_KEYS);
    expect(Object.keys(ARGUMENT_STORAGE_KEYS)).toEqual(['progress', 'analytics', 'game', 'construction']);
    expect(new Set(keys).size).toBe(4);
    for (const k of keys) expect(k).toMatch(/:v\d+$/);
  });
});

describe('saved game', () => {
  it('round-trips, and clearing removes both items', () => {
    expect(hasSavedGame()).toBe(false);
    expect(saveGame(game, construction)).toBe(true);
    expect(loadSavedGame()).toEqual(game);
    expect(loadConstruction()).toEqual(construction);
    expect(hasSavedGame()).toBe(true);
    clearSavedGame();
    expect(loadSavedGame()).toBeNull();
    expect(loadConstruction()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports a failed write (storage full or blocked) instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveGame(game, construction)).toBe(false);
    expect(saveProgress(defaultProgress())).toBe(false);
    expect(countEvent('saves')).toBe(false);
  });

  it.each([
    ['unreadable JSON', '{"slots": '],
    ['a foreign shape', JSON.stringify({ hello: 'world' })],
    ['a bad difficulty', JSON.stringify({ ...game, difficulty: 'expert' })],
    ['negative time', JSON.stringify({ ...game, timeRemaining: -5 })],
    ['an entry with weight 3', JSON.stringify({ ...game, slots: { ...game.slots, premise: { ...ethosPremise, weight: 3 } } })],
  ])('falls back to no saved game with a warning on %s', (_label, raw) => {
    localStorage.setItem(ARGUMENT_STORAGE_KEYS.game, raw);
    expect(loadSavedGame()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(hasSavedGame()).toBe(false);
  });

  it('falls back on corrupt construction progress with a warning', () => {
    localStorage.setItem(ARGUMENT_STORAGE_KEYS.construction, JSON.stringify({ timeLimit: 'soon' }));
    expect(loadConstruction()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('user progress', () => {
  it('defaults when absent, quietly', () => {
    expect(loadProgress()).toEqual(defaultProgress());
    expect(warn).not.toHaveBeenCalled();
  });

  it('round-trips', () => {
    const p = { ...defaultProgress(), totalArguments: 3, highestScore: 60, currentDifficulty: 'intermediate' as const };
    expect(saveProgress(p)).toBe(true);
    expect(loadProgress()).toEqual(p);
  });

  it('falls back to defaults with a warning on corrupt data', () => {
    localStorage.setItem(ARGUMENT_STORAGE_KEYS.progress, 'not json at all');
    expect(loadProgress()).toEqual(defaultProgress());
    localStorage.setItem(
      ARGUMENT_STORAGE_KEYS.progress,
      JSON.stringify({
        ...defaultProgress(),
        rhetoricalStats: { ...defaultProgress().rhetoricalStats, ethos: { used: 1, successful: 5 } },
      }),
    );
    expect(loadProgress()).toEqual(defaultProgress());
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('analytics', () => {
  it('counts events and survives corrupt data', () => {
    expect(countEvent('gamesStarted')).toBe(true);
    expect(countEvent('gamesStarted')).toBe(true);
    expect(countEvent('hintsUsed', 3)).toBe(true);
    expect(loadAnalytics()).toEqual({ ...defaultAnalytics(), gamesStarted: 2, hintsUsed: 3 });
    localStorage.setItem(ARGUMENT_STORAGE_KEYS.analytics, '[]');
    expect(loadAnalytics()).toEqual(defaultAnalytics());
    expect(warn).toHaveBeenCalledOnce();
  });
});
