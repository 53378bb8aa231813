import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /games/rhetoric-analysis: the Rhetoric Analysis Challenge (its articles are in content/games). */
export const rhetoricAnalysisScreen: ScreenCopy = {
  meta: {
    title: 'Rhetoric Analysis Challenge: Find Every Technique',
    description:
      'Read an op-ed or an advert with its rhetorical techniques highlighted. Open each one, learn how it works on you, and mark it found.',
    path: paths.rhetoricAnalysis,
    keywords: ['rhetorical analysis', 'persuasive techniques', 'media literacy', 'rhetoric exercise'],
  },
  title: 'Rhetoric Analysis Challenge',
  tagline:
    'Every highlighted phrase is a technique doing a job on you. Open each one, see how it works, and mark it found. Spoiler: the writer was not being subtle.',
};
