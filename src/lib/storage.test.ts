// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from './storage';

const schema = z.object({ level: z.number().int() });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('round-trips valid data', () => {
    expect(writeStored('k', { level: 3 })).toBe(true);
    expect(readStored('k', schema, { level: 0 })).toEqual({ level: 3 });
  });

  it('returns the fallback quietly when nothing is stored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStored('missing', schema, { level: 0 })).toEqual({ level: 0 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back with a warning on corrupt JSON and on foreign shapes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('k', '{not json');
    expect(readStored('k', schema, { level: 0 })).toEqual({ level: 0 });
    localStorage.setItem('k', JSON.stringify({ level: 'high' }));
    expect(readStored('k', schema, { level: 0 })).toEqual({ level: 0 });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reports a failed write instead of throwing (storage full or blocked)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored('k', { level: 1 })).toBe(false);
  });

  it('removes items and uses session storage when asked', () => {
    writeStored('s', { level: 2 }, 'session');
    expect(readStored('s', schema, { level: 0 }, 'session')).toEqual({ level: 2 });
    expect(readStored('s', schema, { level: 0 })).toEqual({ level: 0 });
    removeStored('s', 'session');
    expect(sessionStorage.getItem('s')).toBeNull();
  });
});
