import { describe, expect, it } from 'vitest';
import type { FallacyType, Statement } from '@/contract/fallacies';
import { countLabel, filterFallacies, filterStatements, isBuiltInFallacy, isBuiltInStatement, LESSONS, newestFirst, statementCounts, timesLabel } from './authoring';

const fallacies: FallacyType[] = [
  { id: 'ad-hominem', name: 'Ad Hominem', description: 'Attacking the person.', difficulty: 1 },
  { id: 'vibes', name: 'Appeal to Vibes', description: 'It feels right.', difficulty: 2, createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z' },
];
const statements: Statement[] = [
  { id: 'stmt-001', text: 'Gary irons his jeans.', fallacy_type_id: 'ad-hominem', difficulty: 1, explanation: 'Creases are not arguments.' },
  { id: 'stmt-abcdefgh', text: 'It just feels true.', fallacy_type_id: 'vibes', difficulty: 2, explanation: 'Feelings are not evidence.' },
  { id: 'stmt-bcdefghi', text: 'Gary again.', fallacy_type_id: 'ad-hominem', difficulty: 2 },
];

describe('the admin lists', () => {
  it('knows the built-in items (read-only) from the authored ones', () => {
    expect(isBuiltInFallacy('ad-hominem')).toBe(true);
    expect(isBuiltInFallacy('vibes')).toBe(false);
    expect(isBuiltInStatement('stmt-001')).toBe(true);
    expect(isBuiltInStatement('stmt-abcdefgh')).toBe(false);
    expect(LESSONS.map((l) => l.id)).toContain('straw-man');
  });

  it('shows the newest first: the backend appends, so its order reversed', () => {
    expect(newestFirst(statements).map((s) => s.id)).toEqual(['stmt-bcdefghi', 'stmt-abcdefgh', 'stmt-001']);
  });

  it('filters by text (any case, in either text) and by fallacy', () => {
    expect(filterStatements(statements, { text: 'GARY', fallacyId: '' }).map((s) => s.id)).toEqual(['stmt-001', 'stmt-bcdefghi']);
    expect(filterStatements(statements, { text: 'evidence', fallacyId: '' }).map((s) => s.id)).toEqual(['stmt-abcdefgh']);
    expect(filterStatements(statements, { text: '', fallacyId: 'vibes' }).map((s) => s.id)).toEqual(['stmt-abcdefgh']);
    expect(filterFallacies(fallacies, { text: 'feels', fallacyId: '' }).map((f) => f.id)).toEqual(['vibes']);
    expect(filterFallacies(fallacies, { text: '', fallacyId: 'ad-hominem' }).map((f) => f.id)).toEqual(['ad-hominem']);
    expect(filterFallacies(fallacies, { text: '  ', fallacyId: '' })).toHaveLength(2);
  });

  it('counts the statements per fallacy, zero included', () => {
    const counts = statementCounts([...fallacies, { id: 'lonely', name: 'Lonely', description: 'None.', difficulty: 3 }], statements);
    expect(Object.fromEntries(counts)).toEqual({ 'ad-hominem': 2, vibes: 1, lonely: 0 });
    expect([0, 1, 2].map(countLabel)).toEqual(['No statements yet', '1 statement', '2 statements']);
  });

  it('says when an item was added and edited', () => {
    expect(timesLabel('2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.000Z')).toBe('Added 25 Nov 2026, 10:00 UTC');
    expect(timesLabel('2026-11-25T10:00:00.000Z', '2026-11-26T09:05:00.000Z')).toBe('Added 25 Nov 2026, 10:00 UTC · edited 26 Nov 2026, 09:05 UTC');
    expect(timesLabel(undefined, undefined)).toBeNull();
    expect(timesLabel('garbage', undefined)).toBeNull();
  });
});
