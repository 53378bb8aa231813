import { lessonLinks } from '../../lessons';
import type { LessonNotFoundCopy } from '../../schema';

/** A technique address with no technique at it; the lines name what was asked for. */
export const techniqueNotFound: LessonNotFoundCopy = {
  meta: (id) => ({ title: 'Technique Not Found', description: `No technique called "${id}".` }),
  title: (id) => `Technique not found: ${id}`,
  message: () =>
    'I know a lot of ways to manipulate an audience, but not that one. Check the spelling, or pick one of the eight from the list.',
  action: { to: lessonLinks.techniquesCategory.to, label: 'See all Rhetorical Techniques' },
};
