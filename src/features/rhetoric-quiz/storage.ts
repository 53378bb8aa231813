import { z } from 'zod/mini';
import { savedGameStore } from '@/lib/game/savedGame';
import type { RhetoricQuizPlace } from './rhetoricQuizSlice';

/** The Sophist Game in progress; v1. A new shape takes a new key. */
export const RHETORIC_QUIZ_PLACE_KEY = 'sophist:rhetoric-quiz:place:v1';

const count = z.int().check(z.minimum(0));

export const rhetoricQuizPlaceSchema: z.ZodMiniType<RhetoricQuizPlace> = z
  .object({
    questionIds: z.array(z.string()).check(z.minLength(1)),
    status: z.enum(['playing', 'answered', 'roundComplete']),
    round: count,
    segmentIndex: count,
    order: z.array(z.array(count)).check(z.minLength(1)),
    picked: z.nullable(count),
    score: count,
    attempted: count,
    roundScore: count,
  })
  .check(z.refine((p) => p.round < p.questionIds.length && p.score <= p.attempted && p.roundScore <= p.score, 'place outside the game'));

/** Kept across a reload; read through the validated reader (the slice checks it against the content). */
export const rhetoricQuizPlace = savedGameStore(RHETORIC_QUIZ_PLACE_KEY, rhetoricQuizPlaceSchema);
