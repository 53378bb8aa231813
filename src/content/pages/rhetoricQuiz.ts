import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /rhetoricgame: the Sophist Game, a rhetoric quiz. */
export const rhetoricQuizScreen: ScreenCopy = {
  meta: {
    title: 'The Sophist Game: Spot the Rhetorical Technique',
    description:
      'Four rants, one highlighted phrase at a time: is it hyperbole, a metaphor, anaphora or a rhetorical question? Pick, learn why, and earn the rank of Sophist.',
    path: paths.rhetoricGame,
    keywords: ['rhetoric quiz', 'rhetorical devices', 'figures of speech', 'persuasion techniques'],
  },
  title: 'The Sophist Game',
  tagline: 'Everyone uses rhetoric on you. Time you learned to name it.',
};
