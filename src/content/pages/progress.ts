import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /progress: what the learner has learned and what is fading. */
export const progressScreen: ScreenCopy = {
  meta: {
    title: 'Your progress: what you have learned and what is fading',
    description:
      'How strong each fallacy and rhetorical device is in your memory today, your Discernment Check results over time, the games you have played, and what is due for review.',
    path: paths.progress,
  },
  title: 'Your progress',
  intro: 'What you have learned, how well it is holding, and what needs bringing back. It is kept in this browser only.',
};
