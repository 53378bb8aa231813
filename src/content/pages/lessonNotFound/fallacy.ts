import { lessonLinks } from '../../lessons';
import type { LessonNotFoundCopy } from '../../schema';

/** A fallacy lesson address with no lesson at it; the lines name what was asked for. */
export const fallacyNotFound: LessonNotFoundCopy = {
  meta: (name) => ({ title: 'Fallacy Not Found', description: `No lesson called "${name}". Yet.` }),
  title: () => 'Fallacy Not Found',
  message: (name) =>
    `There is no lesson called "${name}". Either it is not one of the thirteen, or someone has been inventing fallacies again. I have checked the whole list of thirteen, which is the one time not finding something really does tell you it is not there.`,
  action: { to: lessonLinks.fallaciesCategory.to, label: 'See all Logical Fallacies' },
};
