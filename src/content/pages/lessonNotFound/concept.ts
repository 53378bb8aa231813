import { paths } from '@/config/paths';
import type { LessonNotFoundCopy } from '../../schema';

/** A concept address that is not one of the three pillars. */
export const conceptNotFound: LessonNotFoundCopy = {
  meta: () => ({ title: 'Concept Not Found', description: 'That concept is not one of the three pillars.' }),
  title: () => 'Concept Not Found',
  message: (id) =>
    `Aristotle gave us three pillars: ethos, pathos and logos. "${id}" was not one of them, and he was not taking suggestions.`,
  action: { to: paths.beginnersGuide, label: "Back to the Beginner's Guide" },
};
