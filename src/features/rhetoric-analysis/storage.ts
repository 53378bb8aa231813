import { z } from 'zod/mini';
import { savedGameStore } from '@/lib/game/savedGame';
import { readStored, writeStored } from '@/lib/storage';
import type { RhetoricAnalysisPlace } from './rhetoricAnalysisSlice';

/** What the learner has found, article by article; v1. A new shape takes a new key. */
export const RHETORIC_ANALYSIS_PLACE_KEY = 'sophist:rhetoric-analysis:place:v1';

export const rhetoricAnalysisPlaceSchema: z.ZodMiniType<RhetoricAnalysisPlace> = z.object({
  articleId: z.string().check(z.minLength(1)),
  found: z.record(z.string(), z.array(z.int().check(z.minimum(0)))),
});

/** Kept across a reload; read through the validated reader (the slice checks it against the articles). */
export const rhetoricAnalysisPlace = savedGameStore(RHETORIC_ANALYSIS_PLACE_KEY, rhetoricAnalysisPlaceSchema);

/** The guess-first setting, on or off; v1. Off (the read-along) when nothing is kept. */
export const RHETORIC_ANALYSIS_CHALLENGE_KEY = 'sophist:rhetoric-analysis:challenge:v1';

export const challengeSetting = {
  load: (): boolean => readStored(RHETORIC_ANALYSIS_CHALLENGE_KEY, z.boolean(), false),
  save: (on: boolean): boolean => writeStored(RHETORIC_ANALYSIS_CHALLENGE_KEY, on),
};

/** Guess first's picks, article by article (segment index to the technique picked); v1. */
export const RHETORIC_ANALYSIS_GUESSES_KEY = 'sophist:rhetoric-analysis:guesses:v1';

export const rhetoricAnalysisGuesses = savedGameStore(
  RHETORIC_ANALYSIS_GUESSES_KEY,
  z.record(z.string(), z.record(z.string().check(z.regex(/^\d+$/)), z.string().check(z.minLength(1)))),
);
