import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';
import { SOUND_MEANS } from './measures';

/** /check: the Discernment Check. */
export const checkScreen: ScreenCopy = {
  meta: {
    title: 'The Discernment Check: can you tell sound arguments from fallacious ones?',
    description:
      'Twenty-four short arguments, some sound, some not. Rate each one and see how well you tell them apart, and whether you lean suspicious or trusting.',
    path: paths.check,
  },
  title: 'The Discernment Check',
  intro:
    `Spotting fallacies is half the job. The other half is not seeing them where there are none, which is harder, rarer and far less fun at parties. Rate how sure you are that each argument is sound or fallacious, and the check tells you how well you tell them apart and which way you lean. ${SOUND_MEANS}`,
};

/** /check/practice: "Sound or fallacious?"; the intro names the round's length and how many are sound. */
export const practiceScreen: ScreenCopy<(round: { length: number; sound: number }) => string> = {
  meta: {
    title: 'Sound or fallacious? Practise telling good arguments from bad',
    description:
      'Twelve short arguments, about a third of them perfectly sound. Say which is which and find out why, with a score that punishes calling everything a fallacy.',
    path: paths.checkPractice,
  },
  title: 'Sound or fallacious?',
  intro: ({ length, sound }) =>
    `${length} arguments, and about a third of them (${sound}, this round) are perfectly fine. Not every appeal to an expert is a fallacy, and not every warning about consequences is a slippery slope. Say which is which; after each one you find out why. ${SOUND_MEANS}`,
};
