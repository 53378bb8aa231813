import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /chalkboard: the board every game writes on. */
export const chalkboardScreen: ScreenCopy = {
  meta: {
    title: 'The Chalkboard: chalk talk and a board to draw on',
    description: 'The chalkboard every Sophist game writes on, in static and animated samples, plus a board you can draw on yourself.',
    path: paths.chalkboard,
  },
  title: 'The Chalkboard',
  intro:
    'Every game on this site writes its statements here, in chalk, because nothing says "you are about to be corrected" like a blackboard. Below: the board standing still, the board typing, the board coping with a very long slippery slope, and a board of your own.',
};
