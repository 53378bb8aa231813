import { z } from 'zod/mini';
import { savedGameStore } from '@/lib/game/savedGame';
import type { RhetoricAnalysisPlace } from './rhetoricAnalysisSlice';

/** What the learner has found, article by article; v1. A new shape takes a new key. */
export const RHETORIC_ANALYSIS_PLACE_KEY = 'sophist:rhetoric-analysis:place:v1';

export const rhetoricAnalysisPlaceSchema: z.ZodMiniType<RhetoricAnalysisPlace> = z.object({
  articleId: z.string().check(z.minLength(1)),
  found: z.record(z.string(), z.array(z.int().check(z.minimum(0)))),
});

/** Kept across a reload; read through the validated reader (the slice checks it against the articles). */
export const rhetoricAnalysisPlace = savedGameStore(RHETORIC_ANALYSIS_PLACE_KEY, rhetoricAnalysisPlaceSchema);
