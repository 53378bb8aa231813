/**
 * The built-in fallacy types and statements: the seed the backend builds its db from, bundled
 * into the site as well, so a failed request never leaves a game unplayable.
 */
// The JSON still lives in mock-api/seed (the backend reads it from disk there); once it moves
// into src/contract these two imports lose their exception.
// eslint-disable-next-line sophist/import-zones
import fallacySeed from '../../mock-api/seed/fallacies.json';
// eslint-disable-next-line sophist/import-zones
import statementSeed from '../../mock-api/seed/statements.json';
import { fallacyTypeSchema, statementSchema, type FallacyType, type Statement } from './fallacies';
import { keepValid } from './keepValid';

/** The 13 built-in fallacy types. */
export const BUILTIN_FALLACIES: FallacyType[] = keepValid(fallacySeed, fallacyTypeSchema);
/** The 25 built-in statements, each with the explanation the games teach from. */
export const BUILTIN_STATEMENTS: Statement[] = keepValid(statementSeed, statementSchema);
