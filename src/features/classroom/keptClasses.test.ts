// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_CLASSES_KEY, forgetClass, keepClass, keptKeyFor, keyFromFragment, readKeptClasses, teacherLink } from './keptClasses';

const KEY = 'a'.repeat(43);
const one = { id: 'c1', code: 'K7M4QX', name: 'Year 9', key: KEY, createdAt: '2026-11-27T09:00:00.000Z' };

describe('the classes kept in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps, replaces and forgets classes under a versioned key', () => {
    expect(readKeptClasses()).toEqual([]);
    keepClass(one);
    keepClass({ ...one, id: 'c2', name: 'Year 10' });
    keepClass({ ...one, name: 'Year 9 renamed' });
    expect(readKeptClasses().map((c) => [c.id, c.name])).toEqual([['c1', 'Year 9 renamed'], ['c2', 'Year 10']]);
    expect(JSON.parse(localStorage.getItem(KEPT_CLASSES_KEY)!).version).toBe(1);
    expect(keptKeyFor('c2')).toBe(KEY);
    forgetClass('c1');
    expect(readKeptClasses().map((c) => c.id)).toEqual(['c2']);
  });

  it('reads corrupt or foreign data as no classes, without a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(KEPT_CLASSES_KEY, '{"version":1,"classes":[{"id":"x","key":"short"}]}');
    expect(readKeptClasses()).toEqual([]);
    localStorage.setItem(KEPT_CLASSES_KEY, 'not json');
    expect(readKeptClasses()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('carries the key in the teacher link’s fragment and reads it back, refusing anything not shaped like a key', () => {
    const link = teacherLink('https://sophist.example', '/teach/class/c1', KEY);
    expect(link).toBe(`https://sophist.example/teach/class/c1#key=${KEY}`);
    expect(keyFromFragment(new URL(link).hash)).toBe(KEY);
    expect(keyFromFragment('#key=abc')).toBeNull();
    expect(keyFromFragment('')).toBeNull();
  });
});
