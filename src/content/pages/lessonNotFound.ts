import { paths } from '@/config/paths';
import { lessonLinks } from '../lessons';
import type { LessonNotFoundCopy } from '../schema';

/** The "not found" screens of the lesson families; each line names what was asked for. */
export const lessonNotFound: Record<'fallacy' | 'technique' | 'concept' | 'category', LessonNotFoundCopy> = {
  fallacy: {
    meta: (name) => ({ title: 'Fallacy Not Found', description: `No lesson called "${name}". Yet.` }),
    title: () => 'Fallacy Not Found',
    message: (name) =>
      `There is no lesson called "${name}". Either it is not one of the thirteen, or someone has been inventing fallacies again. Both are, strictly speaking, an appeal to ignorance on my part.`,
    action: { to: lessonLinks.fallaciesCategory.to, label: 'See all Logical Fallacies' },
  },
  technique: {
    meta: (id) => ({ title: 'Technique Not Found', description: `No technique called "${id}".` }),
    title: (id) => `Technique not found: ${id}`,
    message: () =>
      'I know a lot of ways to manipulate an audience, but not that one. Check the spelling, or pick one of the eight from the list.',
    action: { to: lessonLinks.techniquesCategory.to, label: 'See all Rhetorical Techniques' },
  },
  concept: {
    meta: () => ({ title: 'Concept Not Found', description: 'That concept is not one of the three pillars.' }),
    title: () => 'Concept Not Found',
    message: (id) =>
      `Aristotle gave us three pillars: ethos, pathos and logos. "${id}" was not one of them, and he was not taking suggestions.`,
    action: { to: paths.beginnersGuide, label: "Back to the Beginner's Guide" },
  },
  category: {
    meta: () => ({ title: 'Category Not Found', description: 'That category does not exist.' }),
    title: () => 'Category Not Found',
    message: (id) => `There is no category called "${id}". I checked twice, which is more than most people check anything.`,
    action: { to: paths.categories, label: 'Back to Categories' },
  },
};
