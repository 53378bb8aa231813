import { describe, expect, it } from 'vitest';
import { FALLACY_IDS } from '@/content/schema';
import { fallacyTypeSchema } from '../fallacies';
import { keepValid } from '../keepValid';
import { BUILTIN_FALLACIES, BUILTIN_STATEMENTS } from '.';

describe('the bundled game data', () => {
  it('holds the 13 built-in fallacy types and the 78 statements, every statement answerable', () => {
    expect(BUILTIN_FALLACIES.map((f) => f.id).sort()).toEqual([...FALLACY_IDS].sort());
    expect(BUILTIN_STATEMENTS).toHaveLength(78);
    const ids = new Set(BUILTIN_FALLACIES.map((f) => f.id));
    for (const statement of BUILTIN_STATEMENTS) expect(ids.has(statement.fallacy_type_id)).toBe(true);
  });

  it('teaches after every built-in statement', () => {
    for (const statement of BUILTIN_STATEMENTS) expect(statement.explanation?.trim()).toBeTruthy();
  });

  it("drops the seed's blind-review record, which is for authors, not players", () => {
    for (const statement of BUILTIN_STATEMENTS) expect(statement).not.toHaveProperty('review');
  });
});

describe('keepValid', () => {
  it('drops bad items, not the whole list, and treats a non-list as empty', () => {
    const good = { id: 'x', name: 'X', description: 'd', difficulty: 2 };
    expect(keepValid([good, { id: 'y' }, null], fallacyTypeSchema)).toEqual([good]);
    expect(keepValid({ error: 'nope' }, fallacyTypeSchema)).toEqual([]);
  });
});
