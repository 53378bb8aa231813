import { paths } from '@/config/paths';
import type { AddressNotFoundCopy, ArticleFamilyId } from '../schema';

/** What an article's family gives it: the line above its title, and the hub a reader goes back to. */
export interface ArticleFamily {
  eyebrow: string;
  hub: { to: string; label: string };
  /** Where the family's addresses start, so an address with no article still knows its way back. */
  under?: string;
}

export const articleFamilies: Record<ArticleFamilyId, ArticleFamily> = {
  'dark-arts': { eyebrow: 'The Dark Arts', hub: { to: paths.darkArts, label: 'Back to Dark Arts' }, under: '/darkarts/' },
  spotlight: { eyebrow: 'Critical Thinking Spotlight', hub: { to: paths.ct, label: 'Back to Critical Thinking' }, under: '/ct/' },
  corner: { eyebrow: 'Tactical Hemorrhoid Corner', hub: { to: paths.corner, label: 'Back to the Corner' } },
  legal: { eyebrow: 'Legal', hub: { to: paths.home, label: 'Back to Home' } },
};

/** The family whose addresses hold `path`, for an address with no article (the Corner's when none does). */
export function familyOfMissing(path: string): ArticleFamily {
  return Object.values(articleFamilies).find((f) => f.under && path.startsWith(f.under)) ?? articleFamilies.corner;
}

/** The screen for an article address with nothing at it. */
export const articleNotFound: AddressNotFoundCopy = {
  meta: { title: 'Article Not Found', description: 'There is no article at this address. We looked, twice.' },
  overline: 'No such article',
  title: 'Article Not Found',
  before: 'There is nothing at ',
  after:
    '. Either the link was wrong or the article was never written, and I refuse to invent one just to make the URL feel better. That would be a lot like the things this site warns you about.',
};
