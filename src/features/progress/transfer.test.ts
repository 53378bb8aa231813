import { describe, expect, it } from 'vitest';
import { emptyActivityData, emptyReviewData } from '@/lib/review/model';
import { addCards } from '@/lib/review/logic';
import { buildBundle, exportFileName, parseBundle } from './transfer';

const NOW = Date.UTC(2026, 5, 15, 12);
const bundle = buildBundle({ review: addCards(emptyReviewData(), ['fallacy:ad-hominem:spot'], NOW), activity: emptyActivityData(), check: null }, NOW);

describe('progress export and import', () => {
  it('reads back exactly what it exported', () => {
    const parsed = parseBundle(JSON.stringify(bundle));
    expect(parsed).toEqual({ ok: true, bundle });
    expect(exportFileName(NOW)).toBe('sophist-progress-2026-06-15.json');
  });

  it('refuses text that is not JSON, foreign JSON, another version and damaged progress, each with its own message', () => {
    const message = (text: string) => {
      const r = parseBundle(text);
      return r.ok ? 'accepted' : r.message;
    };
    expect(message('hello')).toMatch(/not even JSON/);
    expect(message(JSON.stringify({ name: 'my shopping list' }))).toMatch(/not a Sophist progress file/);
    expect(message(JSON.stringify({ ...bundle, version: 2 }))).toMatch(/different version/);
    expect(message(JSON.stringify({ ...bundle, review: { version: 1, cards: 'lots', log: [], recent: [] } }))).toMatch(/damaged/);
    for (const m of [message('hello'), message('{}')]) expect(m).toMatch(/Nothing was changed/);
  });
});
