import { paths } from '@/config/paths';

/** The navigation bar's links, shared by the bar and the mobile drawer. */
export const NAV_ITEMS = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Categories', to: paths.categories },
  { label: 'Games', to: paths.games },
  // The learning loop's one way in: where the learner stands and the next step (check, practice, review).
  { label: 'Practise', to: paths.progress },
] as const;

/** Whether a link points at the page being shown (or a page below it); Home only matches itself. */
export function isCurrentPath(pathname: string, to: string) {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

/** What the nav bar shows of a signed-in user: the name and the avatar (the session keeps the rest). */
export interface NavUser {
  username: string;
  avatarUrl: string;
}
