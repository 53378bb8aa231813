import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';
import { SOUND_MEANS } from './measures';

/** /review: today's spaced review; the intro names how many cards a session holds at most. */
export const reviewScreen: ScreenCopy<(sessionLimit: number) => string> = {
  meta: {
    title: 'Review: bring back what is fading',
    description:
      'A few minutes of spaced review: the fallacies and devices you have met come back just before you would forget them, each time with a fresh example, some of them perfectly sound.',
    path: paths.review,
  },
  title: 'Review',
  intro: (sessionLimit) =>
    `What you learn fades within a couple of weeks unless something brings it back. This is that something: up to ${sessionLimit} fallacies and devices you have met, the weakest first, each with a fresh example. Some examples are perfectly sound, and calling those fallacies counts as a miss. ${SOUND_MEANS}`,
};
