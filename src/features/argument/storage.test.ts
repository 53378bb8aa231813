// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProgress, type ConstructionProgress, type SavedGame } from './model';
import { tipText } from './copy';
import { personalisedTips } from './progression';
import { migrateProgressV1 } from './progressMigration';
import {
  ARGUMENT_STORAGE_KEYS,
  PROGRESS_V1_KEY,
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
import { ethosPremise, fixtureHand, logosEvidence, PROGRESS_V1_FIXTURE, PROGRESS_V1_FIXTURE_NOW, slotsOf } from './fixtures';

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

describe('user progress in its first form (mistakes under their sentences)', () => {
  it('is migrated once on load: written under the current key, the old item removed', () => {
    expect(PROGRESS_V1_KEY).not.toBe(ARGUMENT_STORAGE_KEYS.progress);
    localStorage.setItem(PROGRESS_V1_KEY, JSON.stringify(PROGRESS_V1_FIXTURE));
    const migrated = loadProgress();
    expect(migrated).toEqual(migrateProgressV1(PROGRESS_V1_FIXTURE));
    expect(migrated.commonMistakes.map((m) => m.code)).toContain('missing-evidence');
    expect(localStorage.getItem(PROGRESS_V1_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(ARGUMENT_STORAGE_KEYS.progress) ?? 'null')).toEqual(migrated);
    // The next load reads the current form; nothing is migrated twice.
    const parse = vi.spyOn(JSON, 'parse');
    expect(loadProgress()).toEqual(migrated);
    expect(parse).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps its advice: the migrated mistakes come back as tips in today’s words', () => {
    localStorage.setItem(PROGRESS_V1_KEY, JSON.stringify(PROGRESS_V1_FIXTURE));
    const texts = personalisedTips(loadProgress(), PROGRESS_V1_FIXTURE_NOW).map(tipText);
    expect(texts).toContain(
      'Slippery Slope: 6 times in the last 7 days. Show each link of the chain instead of skipping to the cliff.',
    );
    expect(texts).toContain(
      'Missing conclusion: 4 times in the last 7 days. Land the conclusion. An argument without one is a cliffhanger nobody asked for.',
    );
  });

  it('stays in the old form when the new one cannot be written, so the next load tries again', () => {
    localStorage.setItem(PROGRESS_V1_KEY, JSON.stringify(PROGRESS_V1_FIXTURE));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(loadProgress()).toEqual(migrateProgressV1(PROGRESS_V1_FIXTURE));
    expect(localStorage.getItem(PROGRESS_V1_KEY)).not.toBeNull();
  });

  it('falls back to defaults with a warning when the old form is corrupt', () => {
    localStorage.setItem(PROGRESS_V1_KEY, JSON.stringify({ ...PROGRESS_V1_FIXTURE, totalArguments: -1 }));
    expect(loadProgress()).toEqual(defaultProgress());
    expect(warn).toHaveBeenCalledOnce();
  });

  it('is ignored once progress exists in the current form', () => {
    const current = { ...defaultProgress(), totalArguments: 2 };
    saveProgress(current);
    localStorage.setItem(PROGRESS_V1_KEY, JSON.stringify(PROGRESS_V1_FIXTURE));
    expect(loadProgress()).toEqual(current);
  });

  it('refuses a current-form mistake under a code the game does not know', () => {
    localStorage.setItem(
      ARGUMENT_STORAGE_KEYS.progress,
      JSON.stringify({ ...defaultProgress(), commonMistakes: [{ code: 'Missing evidence', count: 1, lastSeen: 0 }] }),
    );
    expect(loadProgress()).toEqual(defaultProgress());
    expect(warn).toHaveBeenCalledOnce();
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
