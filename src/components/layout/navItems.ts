import { paths } from '@/config/paths';

/** The navigation bar's links (site-spec §2.2), shared by the bar and the mobile drawer. */
export const NAV_ITEMS = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Categories', to: paths.categories },
  { label: 'Games', to: paths.games },
] as const;
