import { describe, expect, it } from 'vitest';
import { FALLACY_IDS } from '@/content/schema';
import { fallacyTypeSchema } from '../fallacies';
import { keepValid } from '../keepValid';
import statementSeed from './statements.json';
import { BUILTIN_FALLACIES, BUILTIN_STATEMENTS, passedBlindReview } from '.';

describe('the bundled game data', () => {
  it('holds the 13 built-in fallacy types and the statements that passed blind review, every statement answerable', () => {
    expect(BUILTIN_FALLACIES.map((f) => f.id).sort()).toEqual([...FALLACY_IDS].sort());
    expect(statementSeed).toHaveLength(78);
    expect(BUILTIN_STATEMENTS.map((s) => s.id)).toEqual(statementSeed.filter(passedBlindReview).map((s) => s.id));
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

describe('passedBlindReview', () => {
  it('lets through only a review of three or more readers who all agreed; a statement awaiting its re-read stays out', () => {
    expect(passedBlindReview({ review: { readers: 3, agreed: 3 } })).toBe(true);
    expect(passedBlindReview({ review: { readers: 4, agreed: 4 } })).toBe(true);
    expect(passedBlindReview({ review: { readers: 3, agreed: 2 } })).toBe(false);
    expect(passedBlindReview({ review: { readers: 2, agreed: 2 } })).toBe(false);
    expect(passedBlindReview({ review: null })).toBe(false);
    expect(passedBlindReview({})).toBe(false);
    const held = statementSeed.filter((s) => !passedBlindReview(s)).map((s) => s.id);
    for (const id of held) expect(BUILTIN_STATEMENTS.some((s) => s.id === id), id).toBe(false);
  });
});

describe('keepValid', () => {
  it('drops bad items, not the whole list, and treats a non-list as empty', () => {
    const good = { id: 'x', name: 'X', description: 'd', difficulty: 2 };
    expect(keepValid([good, { id: 'y' }, null], fallacyTypeSchema)).toEqual([good]);
    expect(keepValid({ error: 'nope' }, fallacyTypeSchema)).toEqual([]);
  });
});
