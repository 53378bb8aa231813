import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /progress: what the learner has learned and what is fading. */
export const progressScreen: ScreenCopy = {
  meta: {
    title: 'Practise and progress: your next step, what is due and what is fading',
    description:
      'How strong each fallacy and rhetorical device is in your memory today, your Discernment Check results over time, the games you have played, and what is due for review.',
    path: paths.progress,
  },
  title: 'Practise and progress',
  intro: 'Where you stand and your next step: what is due for review, what is weakest, and how your Discernment Check has moved. It is kept in this browser only.',
};
