/**
 * The built-in fallacy types and statements: the seed the backend builds its db from (it reads
 * the JSON files beside this module from disk), bundled into the site as well, so a failed request
 * never leaves a game unplayable.
 */
import fallacySeed from './fallacies.json';
import statementSeed from './statements.json';
import { fallacyTypeSchema, statementSchema, type FallacyType, type Statement } from '../fallacies';
import { keepValid } from '../keepValid';

/** The 13 built-in fallacy types. */
export const BUILTIN_FALLACIES: FallacyType[] = keepValid(fallacySeed, fallacyTypeSchema);
/** The 78 built-in statements, each with the explanation the games teach from. */
export const BUILTIN_STATEMENTS: Statement[] = keepValid(statementSeed, statementSchema);
