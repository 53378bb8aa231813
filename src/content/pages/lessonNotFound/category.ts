import { paths } from '@/config/paths';
import type { LessonNotFoundCopy } from '../../schema';

/** A category address with no category page at it. */
export const categoryNotFound: LessonNotFoundCopy = {
  meta: () => ({ title: 'Category Not Found', description: 'That category does not exist.' }),
  title: () => 'Category Not Found',
  message: (id) => `There is no category called "${id}". I checked twice, which is more than most people check anything.`,
  action: { to: paths.categories, label: 'Back to Categories' },
};
