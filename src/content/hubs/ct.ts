import { paths } from '@/config/paths';
import { ctCards } from '../articles/ct';
import { hubIntros } from '../articles/corner';
import type { HubContent } from './types';

/** The Critical Thinking Spotlight: the three critical-thinking essays. */
export const ctHub: HubContent = {
  meta: {
    title: 'Critical Thinking Spotlight',
    description:
      "Three essays on thinking for yourself: what critical thinking is, Bonhoeffer's theory of stupidity, and the suspension of disbelief.",
    path: paths.ct,
    keywords: ['critical thinking', 'Bonhoeffer theory of stupidity', 'suspension of disbelief', 'essays'],
  },
  eyebrow: 'Critical Thinking Spotlight',
  title: 'Critical Thinking Spotlight',
  tagline: hubIntros.ct.tagline,
  intro: hubIntros.ct.paragraph,
  back: { to: paths.categories, label: 'Back to Categories' },
  cards: ctCards,
};
