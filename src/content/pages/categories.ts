import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /categories: its hero, and the heading over the six cards. */
export const categoriesScreen: ScreenCopy & { cardsHeading: string } = {
  meta: {
    title: 'Categories: Fallacies, Techniques and the Dark Arts',
    description:
      "Everything Sophist teaches, in six doors: the beginner's guide, logical fallacies, rhetorical techniques, the dark arts, critical-thinking essays and the corner.",
    path: paths.categories,
  },
  eyebrow: 'Pick your poison',
  title: 'Categories',
  tagline:
    "Six ways in. Start with the beginner's guide if you are new, or go straight to the fallacies if someone at work has been annoying you.",
  cardsHeading: 'Everything on the syllabus',
};
