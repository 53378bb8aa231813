import { z } from '@/contract/zod';
import { savedGameStore } from '@/lib/game/savedGame';
import type { RhetoricQuizPlace } from './rhetoricQuizSlice';

/** The Sophist Game in progress; v1. A new shape takes a new key. */
export const RHETORIC_QUIZ_PLACE_KEY = 'sophist:rhetoric-quiz:place:v1';

const count = z.number().int().min(0);

export const rhetoricQuizPlaceSchema: z.ZodType<RhetoricQuizPlace> = z
  .object({
    questionIds: z.array(z.string()).min(1),
    status: z.enum(['playing', 'answered', 'roundComplete']),
    round: count,
    segmentIndex: count,
    order: z.array(z.array(count)).min(1),
    picked: count.nullable(),
    score: count,
    attempted: count,
    roundScore: count,
  })
  .refine((p) => p.round < p.questionIds.length && p.score <= p.attempted && p.roundScore <= p.score, 'place outside the game');

/** Kept across a reload; read through the validated reader (the slice checks it against the content). */
export const rhetoricQuizPlace = savedGameStore(RHETORIC_QUIZ_PLACE_KEY, rhetoricQuizPlaceSchema);
