/**
 * The built-in fallacy types and statements: the seed the backend builds its db from (it reads
 * the JSON files beside this module from disk), bundled into the site as well, so a failed request
 * never leaves a game unplayable.
 */
import fallacySeed from './fallacies.json';
import statementSeed from './statements.json';
import { fallacyTypeSchema, statementSchema, type FallacyType, type Statement } from '../fallacies';
import { keepValid } from '../keepValid';

/** Fewest independent blind readers a built-in statement needs, every one of them picking its fallacy. */
export const MIN_BLIND_READERS = 3;

/**
 * Whether a seed statement may reach players: read blind (the text and the fallacy names, never the key)
 * by at least three readers who all named its fallacy. A statement changed after its review carries
 * `review: null` until it is read again, and is held back from the games and the backend until then.
 */
export function passedBlindReview(item: unknown): boolean {
  const review = (item as { review?: { readers?: unknown; agreed?: unknown } | null } | null)?.review;
  return typeof review?.readers === 'number' && review.readers >= MIN_BLIND_READERS && review.agreed === review.readers;
}

/** The 13 built-in fallacy types. */
export const BUILTIN_FALLACIES: FallacyType[] = keepValid(fallacySeed, fallacyTypeSchema);
/** The built-in statements that passed blind review, each with the explanation the games teach from. */
export const BUILTIN_STATEMENTS: Statement[] = keepValid(statementSeed.filter(passedBlindReview), statementSchema);
