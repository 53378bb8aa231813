import { paths } from '@/config/paths';
import { darkArtsCards } from '../articles/darkarts';
import { hubIntros } from '../articles/corner';
import type { HubContent } from './types';

/** The Dark Arts: three articles on manipulation, written for its targets. */
export const darkArtsHub: HubContent = {
  meta: {
    title: 'The Dark Arts of Persuasion',
    description:
      'Machiavellian tactics, NLP and propaganda taken apart: how each manipulation works, how to spot it and how to resist it.',
    path: paths.darkArts,
    keywords: ['manipulation tactics', 'dark persuasion', 'Machiavellianism', 'NLP', 'propaganda techniques'],
  },
  eyebrow: 'Dark Arts',
  title: 'The Dark Arts',
  tagline: hubIntros.darkArts.tagline,
  intro: hubIntros.darkArts.paragraph,
  back: { to: paths.categories, label: 'Back to Categories' },
  cards: darkArtsCards,
};
