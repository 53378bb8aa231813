import { z } from '@/contract/zod';
import { savedGameStore } from '@/lib/game/savedGame';
import { timerSettingSchema } from '@/lib/timerSetting';
import type { DetectivePlace } from './detectiveSlice';
import { QUESTIONS_PER_ROUND, ROUNDS } from './logic';

/** The case in progress; v1. A new shape takes a new key. */
export const DETECTIVE_PLACE_KEY = 'sophist:detective:place:v1';

const count = z.number().int().min(0);

export const detectivePlaceSchema: z.ZodType<DetectivePlace> = z.object({
  timing: timerSettingSchema,
  usedIds: z.array(z.string()),
  round: z.number().int().min(1).max(ROUNDS),
  questionIndex: count.max(QUESTIONS_PER_ROUND - 1),
  score: count,
  roundScore: count.max(QUESTIONS_PER_ROUND),
  history: z.array(
    z.object({ statementId: z.string(), answerId: z.string(), chosen: z.string().nullable(), correct: z.boolean(), round: z.number().int().min(1) }),
  ),
});

/** Kept across a reload; read through the validated reader. */
export const detectivePlace = savedGameStore(DETECTIVE_PLACE_KEY, detectivePlaceSchema);
