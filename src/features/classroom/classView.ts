/**
 * What the teacher's view shows, derived from the class as the backend answers it: pure, so the
 * page only lays it out. The statistics of change live in src/lib/classroom/classStats.ts; this
 * file picks the checks, counts, ranks and writes the CSV.
 */
import { FALLACY_IDS, type FallacyId } from '@/contract/fallacyIds';
import type { ClassCheck, ClassCheckKind, PupilView } from '@/contract/classes';
import { SURE_Z, classChange, pairsFor, type ClassChange } from '@/lib/classroom/classStats';
import { BIAS_LEVELS, biasLevel, discernmentLevel } from '@/lib/discernment/check';
import lessonIndex from '@/content/lessonIndex.json';

/** The later check a teacher compares with the baseline. */
export type LaterKind = Exclude<ClassCheckKind, 'baseline'>;

export const CHECK_KIND_NAMES: Record<ClassCheckKind, string> = { baseline: 'Baseline', post: 'Post', delayed: 'Delayed' };

const NAMES = new Map(lessonIndex.fallacies.map((f) => [f.id, f.name]));
/** A fallacy's name as its lesson gives it. */
export const fallacyName = (id: FallacyId): string => NAMES.get(id) ?? id;

const byTime = (a: ClassCheck, b: ClassCheck) => Date.parse(a.completedAt) - Date.parse(b.completedAt);
/** A pupil's checks, oldest first. */
export const checksInOrder = (p: PupilView): ClassCheck[] => [...p.checks].sort(byTime);
/** A pupil's latest check of any kind (the heat map and the rankings read it: where each pupil stands now). */
export const latestCheck = (p: PupilView): ClassCheck | undefined => checksInOrder(p).at(-1);

// ---- Who has taken what ------------------------------------------------------------------------

export interface RosterRow {
  id: string;
  nickname: string;
  /** When each kind was last finished (ISO), or null when not yet. */
  taken: Record<ClassCheckKind, string | null>;
  practiceRounds: number;
  reviewSessions: number;
}

export function roster(pupils: readonly PupilView[]): RosterRow[] {
  return sortByNickname(pupils).map((p) => {
    const last = (kind: ClassCheckKind) => checksInOrder(p).filter((c) => c.kind === kind).at(-1)?.completedAt ?? null;
    return { id: p.id, nickname: p.nickname, taken: { baseline: last('baseline'), post: last('post'), delayed: last('delayed') }, practiceRounds: p.practice.length, reviewSessions: p.reviews.length };
  });
}

/** How many pupils have taken each kind of check. */
export function takenCounts(rows: readonly RosterRow[]): Record<ClassCheckKind, number> {
  return { baseline: rows.filter((r) => r.taken.baseline).length, post: rows.filter((r) => r.taken.post).length, delayed: rows.filter((r) => r.taken.delayed).length };
}

export const sortByNickname = <T extends { nickname: string }>(list: readonly T[]): T[] => [...list].sort((a, b) => a.nickname.localeCompare(b.nickname, 'en-GB'));

// ---- Heat map: pupils × fallacies --------------------------------------------------------------

export interface HeatCell {
  /** Fallacious arguments of this fallacy on the pupil's latest check, and how many were missed. */
  fallacious: number;
  missed: number;
  /** Sound twins of this fallacy, and how many were called fallacious anyway. */
  sound: number;
  overCalled: number;
}

export interface HeatRow {
  id: string;
  nickname: string;
  /** The check the row reads, or null when the pupil has none yet. */
  check: { kind: ClassCheckKind; completedAt: string } | null;
  /** One cell per fallacy, in FALLACY_IDS order; null when the check showed none of that fallacy. */
  cells: (HeatCell | null)[];
}

/** The share of a cell's arguments judged wrongly (missed or over-called): 0 to 1, what the colour shows. */
export const wrongShare = (cell: HeatCell) => (cell.missed + cell.overCalled) / Math.max(1, cell.fallacious + cell.sound);

export function heatMap(pupils: readonly PupilView[]): HeatRow[] {
  return sortByNickname(pupils).map((p) => {
    const check = latestCheck(p);
    const cells = FALLACY_IDS.map((id) => {
      const t = check?.byFallacy[id];
      if (!t || t.fallacious + t.sound === 0) return null;
      return { fallacious: t.fallacious, missed: t.fallacious - t.hits, sound: t.sound, overCalled: t.falseAlarms };
    });
    return { id: p.id, nickname: p.nickname, check: check ? { kind: check.kind, completedAt: check.completedAt } : null, cells };
  });
}

/** The class's totals per fallacy over every pupil's latest check. */
export function fallacyTotals(rows: readonly HeatRow[]): { id: FallacyId; cell: HeatCell }[] {
  return FALLACY_IDS.map((id, i) => {
    const cell: HeatCell = { fallacious: 0, missed: 0, sound: 0, overCalled: 0 };
    for (const r of rows) {
      const c = r.cells[i];
      if (!c) continue;
      cell.fallacious += c.fallacious;
      cell.missed += c.missed;
      cell.sound += c.sound;
      cell.overCalled += c.overCalled;
    }
    return { id, cell };
  });
}

// ---- What the class confuses and over-calls ----------------------------------------------------

export interface ConfusionRow {
  actual: FallacyId;
  chosen: FallacyId;
  /** Answers across the class that named `chosen` for an argument of `actual`. */
  count: number;
  /** Pupils who made this confusion at least once. */
  pupils: number;
}

/** The "Which fallacy?" confusions on the pupils' latest checks, most frequent first. */
export function topConfusions(pupils: readonly PupilView[], limit = 5): ConfusionRow[] {
  const rows = new Map<string, ConfusionRow>();
  for (const p of pupils) {
    for (const c of latestCheck(p)?.confusions ?? []) {
      const key = `${c.actual}>${c.chosen}`;
      const row = rows.get(key) ?? { actual: c.actual, chosen: c.chosen, count: 0, pupils: 0 };
      row.count += c.count;
      row.pupils += 1;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.count - a.count || b.pupils - a.pupils || fallacyName(a.actual).localeCompare(fallacyName(b.actual))).slice(0, limit);
}

export interface OverCallRow {
  id: FallacyId;
  /** Sound arguments of this fallacy's twin shown across the class, and how many were called fallacious. */
  sound: number;
  overCalled: number;
}

/** The fallacies whose sound twins the class calls fallacious most often (as a share), only those over-called at all. */
export function topOverCalls(rows: readonly HeatRow[], limit = 5): OverCallRow[] {
  return fallacyTotals(rows)
    .filter(({ cell }) => cell.overCalled > 0)
    .map(({ id, cell }) => ({ id, sound: cell.sound, overCalled: cell.overCalled }))
    .sort((a, b) => b.overCalled / b.sound - a.overCalled / a.sound || b.overCalled - a.overCalled)
    .slice(0, limit);
}

// ---- Distributions -----------------------------------------------------------------------------

/** Discernment bins on the site's 0–100 scale: everything under 50 together (worse than chance), then tens. */
export const DISCERNMENT_BINS = [
  { label: 'under 50', from: 0, to: 50 },
  { label: '50–59', from: 50, to: 60 },
  { label: '60–69', from: 60, to: 70 },
  { label: '70–79', from: 70, to: 80 },
  { label: '80–89', from: 80, to: 90 },
  { label: '90–100', from: 90, to: 101 },
] as const;

/** Bias bins: the check's own five words for c, from over-suspicious to too trusting. */
export const BIAS_BINS = BIAS_LEVELS.map((l) => l.label);

export interface Distribution {
  /** The bins' labels. */
  bins: string[];
  /** Pupils in each bin, per check: the baseline and the later check. */
  baseline: number[];
  later: number[];
  /** Pupils counted in each. */
  nBaseline: number;
  nLater: number;
}

/** Each pupil's first baseline and latest later check of the chosen kind, whether or not they have both. */
function firstAndLatest(pupils: readonly PupilView[], laterKind: LaterKind) {
  return pupils.map((p) => {
    const ordered = checksInOrder(p);
    return { baseline: ordered.find((c) => c.kind === 'baseline'), later: ordered.filter((c) => c.kind === laterKind).at(-1) };
  });
}

/** Discernment on the 0–100 scale, rounded as every page shows it. */
export const outOf100 = (auc: number) => Math.round(auc * 100);

export function distributions(pupils: readonly PupilView[], laterKind: LaterKind): { discernment: Distribution; bias: Distribution } {
  const picked = firstAndLatest(pupils, laterKind);
  const count = (checks: (ClassCheck | undefined)[], binOf: (c: ClassCheck) => number, bins: number) => {
    const counts = Array.from({ length: bins }, () => 0);
    for (const c of checks) if (c) counts[binOf(c)]! += 1;
    return counts;
  };
  const discBin = (c: ClassCheck) => DISCERNMENT_BINS.findIndex((b) => outOf100(c.auc) >= b.from && outOf100(c.auc) < b.to);
  const biasBin = (c: ClassCheck) => BIAS_LEVELS.findIndex((l) => c.c <= l.upTo);
  const baselines = picked.map((p) => p.baseline);
  const laters = picked.map((p) => p.later);
  const n = (list: (ClassCheck | undefined)[]) => list.filter(Boolean).length;
  return {
    discernment: { bins: DISCERNMENT_BINS.map((b) => b.label), baseline: count(baselines, discBin, DISCERNMENT_BINS.length), later: count(laters, discBin, DISCERNMENT_BINS.length), nBaseline: n(baselines), nLater: n(laters) },
    bias: { bins: [...BIAS_BINS], baseline: count(baselines, biasBin, BIAS_LEVELS.length), later: count(laters, biasBin, BIAS_LEVELS.length), nBaseline: n(baselines), nLater: n(laters) },
  };
}

// ---- The class's change ------------------------------------------------------------------------

/** The class's change from baseline to the chosen later check (classStats does the statistics). */
export function changeOf(pupils: readonly PupilView[], laterKind: LaterKind): ClassChange {
  return classChange(pairsFor(pupils, laterKind));
}

export const VERDICT_WORDS = {
  sharper: 'sharper',
  'more-suspicious': 'more suspicious, not sharper',
  'sharper-and-more-suspicious': 'sharper, and also quicker to call fallacy',
  'neither-yet': 'no change big enough to be sure of yet',
} as const;

// ---- One pupil's checks, in words --------------------------------------------------------------

export interface CheckSummary {
  discernment: number;
  low: number;
  high: number;
  discernmentWords: string;
  bias: number;
  biasWords: string;
}

export function summarise(c: ClassCheck): CheckSummary {
  // The band from the standard error the pupil's check sent with its score (as the pupil saw it).
  const band = { low: Math.max(0, c.auc - SURE_Z * c.se), high: Math.min(1, c.auc + SURE_Z * c.se) };
  return {
    discernment: outOf100(c.auc),
    low: outOf100(band.low),
    high: outOf100(band.high),
    discernmentWords: discernmentLevel(c.auc, band).label,
    bias: Math.round(c.c * 100) / 100,
    biasWords: biasLevel(c.c).label,
  };
}

// ---- CSV ---------------------------------------------------------------------------------------

/** A text cell a spreadsheet would run as a formula (= + - @, or a tab or return first): made inert with a leading apostrophe. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADERS = [
  'Nickname',
  'Check',
  'Finished (UTC)',
  'Discernment (out of 100, 50 is a coin toss)',
  'Range low (95 %)',
  'Range high (95 %)',
  'Discernment in words',
  'Bias (criterion c; below 0 is over-suspicious)',
  'Bias in words',
  'Fallacious arguments',
  'Fallacies caught',
  'Sound arguments',
  'Sound arguments called fallacious',
  'Practice rounds',
  'Review sessions',
] as const;

/**
 * The class as a CSV file: one row per pupil per check (a pupil with no check yet gets one row
 * saying so), headers in words, lines ending CRLF, and a byte-order mark so a spreadsheet reads
 * accented nicknames right. Numbers are written as numbers (so a bias of −0.4 stays a number);
 * text is guarded against formulas.
 */
export function classCsv(pupils: readonly PupilView[]): string {
  const lines = [CSV_HEADERS.map(csvField).join(',')];
  for (const p of sortByNickname(pupils)) {
    const checks = checksInOrder(p);
    const tail = [p.practice.length, p.reviews.length];
    if (checks.length === 0) lines.push([p.nickname, 'none yet', null, null, null, null, null, null, null, null, null, null, null, ...tail].map(csvField).join(','));
    for (const c of checks) {
      const s = summarise(c);
      lines.push([p.nickname, CHECK_KIND_NAMES[c.kind], c.completedAt, s.discernment, s.low, s.high, s.discernmentWords, s.bias, s.biasWords, c.fallacious, c.hits, c.sound, c.falseAlarms, ...tail].map(csvField).join(','));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** "sophist-class-K7M4QX-2026-11-27.csv". */
export const csvFileName = (code: string, now: Date) => `sophist-class-${code}-${now.toISOString().slice(0, 10)}.csv`;
