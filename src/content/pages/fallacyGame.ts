import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /games/fallacy-identification: the fallacy-identification game (its landing holds the rest of its words). */
export const fallacyGameScreen: ScreenCopy = {
  meta: {
    title: 'Fallacy Identification Game: name the fallacy on the board',
    description:
      'Ten statements, every fallacy type on the table: pick the one each statement commits, and find out why after every answer.',
    path: paths.fallacyGame,
  },
  title: 'Fallacy Identification',
};
