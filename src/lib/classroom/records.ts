/**
 * What a joined pupil's browser sends to their class, built from what the site already computes:
 * a finished check's scores, a practice round's tallies, a review session's first answers. Pure:
 * the pages call these when something finishes, and the outbox sends the result. Each record's id
 * comes from when it finished, so sending it again replaces it on the server, never duplicates it.
 */
import type { ClassCheck, ClassCheckKind, ClassPractice, ClassReview, FallacyTally } from '@/contract/classes';
import type { FallacyId } from '@/contract/fallacyIds';
import { scoreCheck, judgedFallacious, type CheckKind, type CheckRecord } from '@/lib/discernment/check';
import { parseCardId, type ReviewLogEntry } from '@/lib/review/model';

/** The site's four kinds of check as a class counts them: a retake after practice, or any other, is the "post" check. */
export const CLASS_KIND_OF: Record<CheckKind, ClassCheckKind> = {
  baseline: 'baseline',
  'after-practice': 'post',
  again: 'post',
  delayed: 'delayed',
};

/**
 * A record's id: its type and the millisecond it finished (one browser finishes one of each per
 * millisecond at most), padded to 13 digits so it is never shorter than the contract allows.
 */
export const recordIdOf = (type: 'check' | 'practice' | 'review', completedAt: number) => `${type}-${String(Math.round(completedAt)).padStart(13, '0')}`;

const iso = (ms: number) => new Date(ms).toISOString();

type Tallies = Partial<Record<FallacyId, FallacyTally>>;

/** Adds one yes/no answer to the per-fallacy tallies. */
function tally(into: Tallies, fallacyId: FallacyId, fallacious: boolean, calledFallacious: boolean): void {
  const t = (into[fallacyId] ??= { fallacious: 0, hits: 0, sound: 0, falseAlarms: 0 });
  if (fallacious) {
    t.fallacious += 1;
    if (calledFallacious) t.hits += 1;
  } else {
    t.sound += 1;
    if (calledFallacious) t.falseAlarms += 1;
  }
}

/** A finished check as its class record: the scores and tallies, never the answers themselves. */
export function checkRecordOf(record: CheckRecord): ClassCheck {
  const score = scoreCheck(record.answers);
  const byFallacy: Tallies = {};
  for (const a of record.answers) tally(byFallacy, a.fallacyId, a.verdict === 'fallacious', judgedFallacious(a.rating));
  return {
    type: 'check',
    id: recordIdOf('check', record.completedAt),
    kind: CLASS_KIND_OF[record.kind],
    completedAt: iso(record.completedAt),
    auc: score.auc,
    se: score.se,
    c: score.criterion,
    fallacious: score.nFallacious,
    sound: score.nSound,
    hits: score.hits,
    falseAlarms: score.nSound - score.correctRejections,
    byFallacy,
    confusions: score.confusions.map(({ actual, chosen, count }) => ({ actual, chosen, count })),
  };
}

/** One answered item of a practice round: its fallacy, its true verdict and the pupil's. */
export interface PracticedItem {
  fallacyId: FallacyId;
  verdict: 'sound' | 'fallacious';
  answer: 'sound' | 'fallacious';
}

/** A finished practice round as its class record. Null for a round without answers (nothing to send). */
export function practiceRecordOf(items: readonly PracticedItem[], completedAt: number): ClassPractice | null {
  if (items.length === 0) return null;
  const byFallacy: Tallies = {};
  for (const i of items) tally(byFallacy, i.fallacyId, i.verdict === 'fallacious', i.answer === 'fallacious');
  const sum = (key: keyof FallacyTally) => Object.values(byFallacy).reduce((n, t) => n + t[key], 0);
  return {
    type: 'practice',
    id: recordIdOf('practice', completedAt),
    completedAt: iso(completedAt),
    fallacious: sum('fallacious'),
    sound: sum('sound'),
    hits: sum('hits'),
    falseAlarms: sum('falseAlarms'),
    byFallacy,
  };
}

/** One first answer of a review session: the card's fallacy (null for a rhetorical device's card) and whether it was right. */
export interface ReviewedCard {
  fallacyId: FallacyId | null;
  correct: boolean;
}

/** A finished review session as its class record (device cards count in the totals only). Null when nothing was answered. */
export function reviewRecordOf(cards: readonly ReviewedCard[], completedAt: number): ClassReview | null {
  if (cards.length === 0) return null;
  const byFallacy: ClassReview['byFallacy'] = {};
  for (const c of cards) {
    if (!c.fallacyId) continue;
    const t = (byFallacy[c.fallacyId] ??= { answered: 0, correct: 0 });
    t.answered += 1;
    if (c.correct) t.correct += 1;
  }
  return {
    type: 'review',
    id: recordIdOf('review', completedAt),
    completedAt: iso(completedAt),
    answered: cards.length,
    correct: cards.filter((c) => c.correct).length,
    byFallacy,
  };
}

/** A review session's first answers from the review log: the entries since it started, re-asks left out. */
export function reviewedSince(log: readonly Pick<ReviewLogEntry, 'c' | 't' | 'ok' | 're'>[], startedAt: number): ReviewedCard[] {
  return log
    .filter((e) => e.t >= startedAt && !e.re)
    .map((e) => {
      const card = parseCardId(e.c);
      return { fallacyId: card?.kind === 'fallacy' ? card.fallacyId : null, correct: e.ok };
    });
}
