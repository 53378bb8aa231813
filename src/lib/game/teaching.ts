/**
 * What both fallacy games say after an answer: why the statement commits its fallacy, and
 * where the lesson is.
 */
import { paths } from '@/config/paths';
import { FALLACY_IDS, type FallacyId } from '@/content/schema';
import type { FallacyType, Statement } from '@/contract/fallacies';

/**
 * The teaching line: the statement's own explanation, else the fallacy's description, else
 * null (an authored statement of an authored fallacy may have neither).
 */
export function explanationFor(statement: Statement, types: readonly FallacyType[]): string | null {
  const own = statement.explanation?.trim();
  if (own) return own;
  return types.find((type) => type.id === statement.fallacy_type_id)?.description.trim() || null;
}

/**
 * Said before the explanation when a genus was accepted for its species (Ad Hominem on a tu quoque,
 * src/lib/game/fallacyFamily.ts): the answer counts, and the species is the sharper name.
 */
export function genusNote(genusName: string): string {
  // The explanation that follows names the species ("Tu quoque, the "you do it too" kind of ad hominem").
  return `${genusName} counts: you named the family.`;
}

/** The lesson of a built-in fallacy; null for one an admin added (it has no lesson page). */
export function lessonPath(fallacyId: string): string | null {
  return (FALLACY_IDS as readonly string[]).includes(fallacyId) ? paths.fallacy(fallacyId as FallacyId) : null;
}

/**
 * Whose lesson the feedback links to: the statement's own lesson link when an admin gave it one
 * (say, an authored fallacy's statement pointing at the nearest built-in lesson), else its fallacy's.
 */
export function lessonIdFor(statement: Pick<Statement, 'lesson_id'> | undefined, fallacyId: string): string {
  return statement?.lesson_id || fallacyId;
}
