import { z } from '@/contract/zod';
import { statementSchema } from '@/contract/fallacies';
import { savedGameStore } from '@/lib/game/savedGame';
import type { FallacyGamePlace } from './fallacyGameSlice';

/** The game in progress; v1. A new shape takes a new key. */
export const FALLACY_GAME_PLACE_KEY = 'sophist:fallacy-game:place:v1';

const count = z.number().int().min(0);

export const fallacyGamePlaceSchema: z.ZodType<FallacyGamePlace> = z
  .object({
    status: z.enum(['playing', 'answered']),
    statements: z.array(statementSchema).min(1),
    round: count,
    score: count,
    chosen: z.string().nullable(),
    answers: z.array(z.object({ statementId: z.string(), chosen: z.string(), correct: z.boolean() })),
  })
  .refine((p) => p.round < p.statements.length && p.score <= p.answers.length, 'place outside the game');

/** Kept across a reload; read through the validated reader. */
export const fallacyGamePlace = savedGameStore(FALLACY_GAME_PLACE_KEY, fallacyGamePlaceSchema);
