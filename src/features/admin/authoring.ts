import { BUILTIN_FALLACIES, BUILTIN_STATEMENTS } from '@/contract/seed';
import type { FallacyType, Statement } from '@/contract/fallacies';

/**
 * The admin lists' rules: which items are built in (read-only), the order, the filters and the
 * counts. Pure, so they are tested without a browser.
 */

const BUILTIN_FALLACY_IDS: ReadonlySet<string> = new Set(BUILTIN_FALLACIES.map((f) => f.id));
const BUILTIN_STATEMENT_IDS: ReadonlySet<string> = new Set(BUILTIN_STATEMENTS.map((s) => s.id));

export const isBuiltInFallacy = (id: string) => BUILTIN_FALLACY_IDS.has(id);
export const isBuiltInStatement = (id: string) => BUILTIN_STATEMENT_IDS.has(id);

/** The built-in fallacies, by name: each has a lesson a statement can link to. */
export const LESSONS: ReadonlyArray<{ id: string; name: string }> = [...BUILTIN_FALLACIES]
  .map(({ id, name }) => ({ id, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Newest first. The backend appends every new item, so the reverse of its order is the order of
 * creation, newest first, for built-in and authored items alike (an edit does not move an item).
 */
export function newestFirst<T>(items: readonly T[]): T[] {
  return [...items].reverse();
}

export interface ListFilter {
  /** Words to find (case-insensitive) in a name, description, statement or explanation. */
  text: string;
  /** A fallacy id, or '' for every fallacy. */
  fallacyId: string;
}

export const NO_FILTER: ListFilter = { text: '', fallacyId: '' };

const matches = (needle: string, ...haystacks: (string | undefined)[]) => {
  const n = needle.trim().toLowerCase();
  return !n || haystacks.some((h) => h?.toLowerCase().includes(n));
};

export function filterFallacies(fallacies: readonly FallacyType[], filter: ListFilter): FallacyType[] {
  return fallacies.filter((f) => (!filter.fallacyId || f.id === filter.fallacyId) && matches(filter.text, f.name, f.description));
}

export function filterStatements(statements: readonly Statement[], filter: ListFilter): Statement[] {
  return statements.filter((s) => (!filter.fallacyId || s.fallacy_type_id === filter.fallacyId) && matches(filter.text, s.text, s.explanation));
}

/** How many statements practise each fallacy (0 for a fallacy none uses). */
export function statementCounts(fallacies: readonly FallacyType[], statements: readonly Statement[]): Map<string, number> {
  const counts = new Map(fallacies.map((f) => [f.id, 0]));
  for (const s of statements) counts.set(s.fallacy_type_id, (counts.get(s.fallacy_type_id) ?? 0) + 1);
  return counts;
}

/** "3 statements", "1 statement", "No statements yet". */
export function countLabel(count: number): string {
  if (count === 0) return 'No statements yet';
  return `${count} statement${count === 1 ? '' : 's'}`;
}

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** "25 Nov 2026, 15:20 UTC", or null for a missing or unreadable time. */
export function formatWhen(iso: string | undefined): string | null {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? null : `${WHEN.format(t)} UTC`;
}

/** The row's time line: when it was added, and when it was last edited if later. */
export function timesLabel(createdAt: string | undefined, updatedAt: string | undefined): string | null {
  const added = formatWhen(createdAt);
  const edited = formatWhen(updatedAt);
  if (!added) return edited ? `Edited ${edited}` : null;
  return edited && updatedAt !== createdAt ? `Added ${added} · edited ${edited}` : `Added ${added}`;
}
