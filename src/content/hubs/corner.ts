import { paths } from '@/config/paths';
import { cornerArticleCard, cornerCards, hubIntros } from '../articles/corner';
import type { HubContent } from './types';

/** The Tactical Hemorrhoid Corner: the two methods on animated cards, and the Corner's first article. */
export const cornerHub: HubContent = {
  meta: {
    title: 'Tactical Hemorrhoid Corner',
    description:
      'The Cut the Crap Method and Cut the Crap 2.0: two practical methods for taking any claim apart, with worked examples.',
    path: paths.corner,
    keywords: ['Cut the Crap method', 'BS detection', 'critical thinking framework', 'argument breakdown'],
  },
  eyebrow: 'Tactical Hemorrhoid Corner',
  title: 'Tactical Hemorrhoid Corner',
  tagline: hubIntros.corner.tagline,
  intro: hubIntros.corner.paragraph,
  back: { to: paths.categories, label: 'Back to Categories' },
  cards: cornerCards,
  mdColumns: 6,
  also: { id: 'corner-also', heading: 'Also in the Corner', card: cornerArticleCard },
};
