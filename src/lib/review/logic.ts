/**
 * Spaced review's rules, pure: adding cards, what is due, the session queue, grading, and the
 * stored history's caps. No clock, no randomness and no scheduler here: `now` is an argument,
 * and strength (retrievability) arrives as a function, so these rules load without ts-fsrs.
 */
import {
  DAY_MS,
  MAX_REASKS,
  NEW_CARD_DELAY_DAYS,
  RECENT_ITEMS_LIMIT,
  REVIEW_LOG_LIMIT,
  SESSION_LIMIT,
  SITTING_GAP_MS,
  SLOW_BASE_MS,
  SLOW_MS_PER_WORD,
  type ActivityData,
  type GameId,
  type Grade,
  type ReviewData,
  type ReviewLogEntry,
  type StoredCard,
} from './model';

// ---- Adding cards -----------------------------------------------------------------------------

/** Local midnight at the start of the day `at` falls in. */
export function startOfDay(at: number): number {
  const d = new Date(at);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/**
 * Adds the cards not in the deck yet, each due from the start of the day NEW_CARD_DELAY_DAYS
 * after `now` (so it is waiting all that day, whatever the hour it was added). Cards already
 * in the deck keep their schedule: playing again never resets what review has learned.
 * Returns the same object when nothing is new.
 */
export function addCards(data: ReviewData, ids: readonly string[], now: number): ReviewData {
  const have = new Set(data.cards.map((c) => c.id));
  const fresh = [...new Set(ids)].filter((id) => !have.has(id));
  if (fresh.length === 0) return data;
  const due = startOfDay(now + NEW_CARD_DELAY_DAYS * DAY_MS);
  return { ...data, cards: [...data.cards, ...fresh.map((id): StoredCard => ({ id, added: now, due, fsrs: null }))] };
}

/** Counts an answer in a game: a new sitting when the last answer was long enough ago. */
export function recordGameAnswer(data: ActivityData, game: GameId, now: number): ActivityData {
  const before = data.games[game];
  const newSitting = !before || now - before.last > SITTING_GAP_MS;
  const games = {
    ...data.games,
    [game]: { sittings: (before?.sittings ?? 0) + (newSitting ? 1 : 0), answers: (before?.answers ?? 0) + 1, last: now },
  };
  return { ...data, games };
}

/** Marks a lesson as read to the end (the first time only). */
export function recordLessonFinished(data: ActivityData, lessonId: string, now: number): ActivityData {
  if (data.lessons[lessonId] !== undefined) return data;
  return { ...data, lessons: { ...data.lessons, [lessonId]: now } };
}

// ---- What is due ------------------------------------------------------------------------------

/**
 * The one rule for "due", used by /review, /progress and every nudge: the card's due time has
 * come. (A count "due today" that looked to the end of the day would let one page say a card is
 * due while another, asked the same minute, says its review is tomorrow.)
 */
export const isDue = (card: StoredCard, now: number): boolean => card.due <= now;

/** The cards due now. */
export function dueCards(cards: readonly StoredCard[], now: number): StoredCard[] {
  return cards.filter((c) => isDue(c, now));
}

/** The number of cards due now. */
export const dueCount = (cards: readonly StoredCard[], now: number) => dueCards(cards, now).length;

/** When the next card not yet due falls due, or null when none is waiting. */
export function nextDue(cards: readonly StoredCard[], now: number): number | null {
  const later = cards.filter((c) => !isDue(c, now)).map((c) => c.due);
  return later.length ? Math.min(...later) : null;
}

// ---- The session ------------------------------------------------------------------------------

/**
 * The cards of one session: due now, weakest first (lowest strength; a card never reviewed
 * counts as 0), ties broken by the earlier due date, then the id; at most `limit`.
 */
export function sessionCards(
  cards: readonly StoredCard[],
  now: number,
  strength: (card: StoredCard) => number | null,
  limit = SESSION_LIMIT,
): string[] {
  return dueCards(cards, now)
    .map((card) => ({ card, r: strength(card) ?? 0 }))
    .sort((a, b) => a.r - b.r || a.card.due - b.card.due || a.card.id.localeCompare(b.card.id))
    .slice(0, limit)
    .map(({ card }) => card.id);
}

export interface Session {
  /** Card ids in the order they will be asked; a failed card is appended again. */
  queue: string[];
  /** Index of the current question in `queue`. */
  position: number;
  /** How often each card has been put back after a wrong answer. */
  reasks: Record<string, number>;
}

export const startSession = (queue: string[]): Session => ({ queue, position: 0, reasks: {} });

/** True when the question at `position` repeats a card asked earlier in the session. */
export const isReask = (session: Session, position = session.position) =>
  session.queue.indexOf(session.queue[position] ?? '') < position;

/**
 * After an answer: a wrong one puts the card back at the end (at most MAX_REASKS times per
 * card), so it is asked again before the session ends. Then moves on.
 */
export function answered(session: Session, correct: boolean): Session {
  const id = session.queue[session.position];
  if (id === undefined) return session;
  const times = session.reasks[id] ?? 0;
  const again = !correct && times < MAX_REASKS;
  return {
    queue: again ? [...session.queue, id] : session.queue,
    position: session.position + 1,
    reasks: again ? { ...session.reasks, [id]: times + 1 } : session.reasks,
  };
}

export const sessionOver = (session: Session) => session.position >= session.queue.length;

// ---- Grading ----------------------------------------------------------------------------------

/** How long an answer may take before it counts as slow, for a text of `words` words. */
export const slowAfterMs = (words: number) => SLOW_BASE_MS + words * SLOW_MS_PER_WORD;

/**
 * The grade of an answer: wrong → again (calling a sound example fallacious is wrong, so it is a
 * lapse); right but slow, or right after the hint → hard; right → good. Never "easy": a quick
 * right answer to one example is not enough evidence that the concept is easy.
 */
export function gradeAnswer(answer: { correct: boolean; ms: number; hinted: boolean; words: number }): Grade {
  if (!answer.correct) return 'again';
  if (answer.hinted || answer.ms > slowAfterMs(answer.words)) return 'hard';
  return 'good';
}

// ---- History ----------------------------------------------------------------------------------

/** Appends a review answer and the example shown, keeping only the newest of each. */
export function logReview(data: ReviewData, entry: ReviewLogEntry): ReviewData {
  const recent = [...data.recent.filter((i) => i !== entry.i), entry.i].slice(-RECENT_ITEMS_LIMIT);
  return { ...data, log: [...data.log, entry].slice(-REVIEW_LOG_LIMIT), recent };
}

/** Replaces one card in the deck. */
export function replaceCard(data: ReviewData, card: StoredCard): ReviewData {
  return { ...data, cards: data.cards.map((c) => (c.id === card.id ? card : c)) };
}

/** Review answers on fallacy examples, tallied as the check tallies them: fallacies caught, sound accepted. */
export function reviewTally(log: readonly ReviewLogEntry[]) {
  const of = (k: 's' | 'f') => {
    const xs = log.filter((e) => e.k === k && !e.re);
    return { right: xs.filter((e) => e.ok).length, of: xs.length };
  };
  return { fallacious: of('f'), sound: of('s') };
}
