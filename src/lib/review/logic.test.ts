import { describe, expect, it } from 'vitest';
import { DAY_MS, MAX_REASKS, NEW_CARD_DELAY_DAYS, REVIEW_LOG_LIMIT, SESSION_LIMIT, emptyActivityData, emptyReviewData, type StoredCard } from './model';
import {
  addCards,
  answered,
  dueCards,
  dueCount,
  nextDue,
  startOfDay,
  gradeAnswer,
  isReask,
  logReview,
  recordGameAnswer,
  sessionCards,
  sessionOver,
  slowAfterMs,
  startSession,
} from './logic';

// Noon local time, so "today" is unambiguous in any time zone the tests run in.
const NOW = new Date(2026, 5, 15, 12, 0, 0).getTime();
const card = (id: string, due: number, reviewed = true): StoredCard => ({
  id,
  added: 0,
  due,
  fsrs: reviewed
    ? { due: new Date(due).toISOString(), stability: 3, difficulty: 5, elapsed_days: 0, scheduled_days: 3, learning_steps: 0, reps: 1, lapses: 0, state: 2 }
    : null,
});

describe('adding cards from games and lessons', () => {
  it('adds new cards due a few days later and leaves existing ones alone', () => {
    const start = addCards(emptyReviewData(), ['a', 'b', 'a'], NOW);
    expect(start.cards.map((c) => c.id)).toEqual(['a', 'b']);
    expect(start.cards[0]!.due).toBe(startOfDay(NOW + NEW_CARD_DELAY_DAYS * DAY_MS));
    expect(start.cards[0]!.due).toBeLessThanOrEqual(NOW + NEW_CARD_DELAY_DAYS * DAY_MS);
    expect(start.cards[0]!.fsrs).toBeNull();
    const later = addCards(start, ['b', 'c'], NOW + DAY_MS);
    expect(later.cards.map((c) => [c.id, c.added])).toEqual([
      ['a', NOW],
      ['b', NOW],
      ['c', NOW + DAY_MS],
    ]);
    expect(addCards(later, ['a'], NOW)).toBe(later);
  });

  it('counts game sittings: answers within half an hour are one sitting', () => {
    let a = recordGameAnswer(emptyActivityData(), 'detective', NOW);
    a = recordGameAnswer(a, 'detective', NOW + 60_000);
    expect(a.games.detective).toEqual({ sittings: 1, answers: 2, last: NOW + 60_000 });
    a = recordGameAnswer(a, 'detective', NOW + 2 * 60 * 60 * 1000);
    expect(a.games.detective?.sittings).toBe(2);
  });
});

describe('what is due', () => {
  it('counts a card as due once its due time has come, not before', () => {
    const cards = [card('past', NOW - DAY_MS), card('now', NOW), card('tonight', NOW + 1)];
    expect(dueCards(cards, NOW).map((c) => c.id)).toEqual(['past', 'now']);
    expect(dueCount(cards, NOW)).toBe(2);
    expect(nextDue(cards, NOW)).toBe(NOW + 1);
    expect(nextDue(cards.slice(0, 2), NOW)).toBeNull();
  });

  it('makes a card added today due on the third day, not before', () => {
    const deck = addCards(emptyReviewData(), ['a'], NOW).cards;
    expect(dueCount(deck, NOW + 2 * DAY_MS)).toBe(0);
    expect(dueCount(deck, NOW + 3 * DAY_MS)).toBe(1);
  });
});

describe('the session queue', () => {
  it('takes due cards weakest first, new cards before any reviewed one, and skips cards not due', () => {
    const cards = [card('strong', NOW - 1), card('weak', NOW - 1), card('new', NOW - 1, false), card('later', NOW + 5 * DAY_MS)];
    const r = (c: StoredCard) => (c.fsrs ? (({ strong: 0.9, weak: 0.4 })[c.id as 'strong' | 'weak'] ?? 0.5) : null);
    expect(sessionCards(cards, NOW, r)).toEqual(['new', 'weak', 'strong']);
  });

  it(`caps a session at ${SESSION_LIMIT} cards`, () => {
    const cards = Array.from({ length: 15 }, (_, i) => card(`c${String(i).padStart(2, '0')}`, NOW - i));
    const ids = sessionCards(cards, NOW, (c) => Number(c.id.slice(1)) / 100);
    expect(ids).toHaveLength(SESSION_LIMIT);
    expect(ids[0]).toBe('c00');
  });

  it('asks a failed card again before the session ends, at most a few times', () => {
    let s = startSession(['a', 'b']);
    s = answered(s, false); // a wrong
    expect(s.queue).toEqual(['a', 'b', 'a']);
    s = answered(s, true); // b right
    expect(isReask(s)).toBe(true);
    expect(sessionOver(s)).toBe(false);
    for (let i = 1; i < MAX_REASKS; i += 1) s = answered(s, false);
    const before = s.queue.length;
    s = answered(s, false); // the last allowed failure is not put back again
    expect(s.queue.length).toBe(before);
    expect(sessionOver(s)).toBe(true);
  });
});

describe('grading from answer, time and hint', () => {
  it('wrong is again, slow or hinted is hard, right is good', () => {
    expect(gradeAnswer({ correct: false, ms: 1000, hinted: false, words: 40 })).toBe('again');
    expect(gradeAnswer({ correct: true, ms: 1000, hinted: true, words: 40 })).toBe('hard');
    expect(gradeAnswer({ correct: true, ms: slowAfterMs(40) + 1, hinted: false, words: 40 })).toBe('hard');
    expect(gradeAnswer({ correct: true, ms: slowAfterMs(40), hinted: false, words: 40 })).toBe('good');
  });

  it('gives longer texts more time before an answer counts as slow', () => {
    expect(slowAfterMs(60)).toBeGreaterThan(slowAfterMs(20));
  });
});

describe('the stored history', () => {
  it(`keeps the newest ${REVIEW_LOG_LIMIT} answers and remembers recent examples once each`, () => {
    let d = emptyReviewData();
    for (let i = 0; i < REVIEW_LOG_LIMIT + 5; i += 1) d = logReview(d, { c: 'a', i: `x${i % 3}`, t: i, g: 'good', ms: 1, k: 'f', ok: true });
    expect(d.log).toHaveLength(REVIEW_LOG_LIMIT);
    expect(d.log[0]!.t).toBe(5);
    // The last three answers showed x0, x1, x2 (in that order): each kept once, newest last.
    expect(d.recent).toEqual(['x0', 'x1', 'x2']);
  });
});

describe('storage size', () => {
  it('stays well under browser storage limits after a year of daily ten-card sessions', async () => {
    const { QUIZ_DEVICES } = await import('@/content/games/techniqueGuide');
    const { FALLACY_IDS } = await import('@/content/schema');
    const { scheduleReview } = await import('./scheduler');
    const { deviceCardIds, fallacyCardIds } = await import('./model');
    let d = addCards(emptyReviewData(), [...fallacyCardIds(FALLACY_IDS), ...deviceCardIds(QUIZ_DEVICES)], NOW);
    d = { ...d, cards: d.cards.map((c) => scheduleReview(c, 'good', NOW)) };
    for (let day = 0; day < 365; day += 1) {
      for (let i = 0; i < 10; i += 1) {
        const c = d.cards[(day * 10 + i) % d.cards.length]!;
        d = logReview(d, { c: c.id, i: `ad-hominem-${i % 4}-f`, t: NOW + day * DAY_MS + i, g: 'good', ms: 12345, k: 'f', ok: true });
      }
    }
    const bytes = JSON.stringify(d).length;
    expect(d.log).toHaveLength(REVIEW_LOG_LIMIT);
    expect(bytes).toBeLessThan(200 * 1024);
  });
});
