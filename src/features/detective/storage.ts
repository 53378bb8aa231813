import { z } from 'zod/mini';
import { savedGameStore } from '@/lib/game/savedGame';
import { timerSettingSchema } from '@/lib/timerSetting';
import type { DetectivePlace } from './detectiveSlice';
import { QUESTIONS_PER_ROUND, ROUNDS } from './logic';

/** The case in progress; v1. A new shape takes a new key. */
export const DETECTIVE_PLACE_KEY = 'sophist:detective:place:v1';

const count = z.int().check(z.minimum(0));

export const detectivePlaceSchema: z.ZodMiniType<DetectivePlace> = z.object({
  timing: timerSettingSchema,
  usedIds: z.array(z.string()),
  round: z.int().check(z.minimum(1), z.maximum(ROUNDS)),
  questionIndex: count.check(z.maximum(QUESTIONS_PER_ROUND - 1)),
  score: count,
  roundScore: count.check(z.maximum(QUESTIONS_PER_ROUND)),
  history: z.array(
    z.object({ statementId: z.string(), answerId: z.string(), chosen: z.nullable(z.string()), correct: z.boolean(), round: z.int().check(z.minimum(1)) }),
  ),
});

/** Kept across a reload; read through the validated reader. */
export const detectivePlace = savedGameStore(DETECTIVE_PLACE_KEY, detectivePlaceSchema);
