import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /logical-fallacy-game: Logical Fallacy Detective (its intro panel holds the rest of its words). */
export const detectiveScreen: ScreenCopy = {
  meta: {
    title: 'Logical Fallacy Detective: five rounds against the clock',
    description:
      'A timed fallacy game: read the statement on the chalkboard, pick its fallacy from three cards, and get 5 of 7 right to reach the next round.',
    path: paths.detective,
  },
  title: 'Logical Fallacy Detective',
};
