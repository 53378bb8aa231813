import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /games: the games hub's hero. */
export const gamesScreen: ScreenCopy = {
  meta: {
    title: 'Games: practise spotting fallacies and rhetoric',
    description:
      'Five games for catching bad arguments: a timed fallacy detective, a rhetoric quiz, fallacy identification, argument building and an analysis challenge.',
    path: paths.games,
    type: 'website',
  },
  eyebrow: 'Practice',
  title: 'Games',
  tagline:
    'Reading about fallacies is like reading about swimming. Get in. The water is full of bad arguments, and you will enjoy drowning them.',
};
