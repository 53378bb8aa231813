import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@/config/paths';

/**
 * THE route table: every page of Sophist is declared here and nowhere else.
 * Screens are lazy so each route ships only its own code. The prerender script,
 * the sitemap and the link checker all read this table.
 */
export type Access = 'public' | 'user' | 'admin';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export interface AppRoute {
  /** A react-router pattern. */
  path: string;
  page: LazyPage;
  /** Who may open it: 'user' needs a signed-in user (else → /), 'admin' an admin token (else → /admin/login). */
  access?: Access;
  /**
   * Concrete public URLs this pattern serves, prerendered and listed in the sitemap.
   * Omitted: the path itself when it has no parameters and is public. Return [] to skip.
   */
  staticPaths?: () => Promise<string[]>;
  /** Site-spec §2.2: landing pages and lesson/article families draw their own full-bleed layout. */
  fullBleed?: boolean;
}

function page(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

const lessons = () => import('@/content/lessons');
const articles = () => import('@/content/articles');

export const routes: AppRoute[] = [
  { path: paths.home, page: page(() => import('@/pages/HomePage')), fullBleed: true },
  // Lessons (issue 3)
  { path: paths.about, page: page(() => import('@/pages/lessons/AboutPage')) },
  { path: paths.categories, page: page(() => import('@/pages/lessons/CategoriesPage')), fullBleed: true },
  {
    path: '/category/:categoryId',
    page: page(() => import('@/pages/lessons/CategoryPage')),
    staticPaths: async () => (await lessons()).categoryPaths(),
    fullBleed: true,
  },
  {
    path: '/fallacies/:name',
    page: page(() => import('@/pages/lessons/FallacyPage')),
    staticPaths: async () => (await lessons()).fallacyPaths(),
    fullBleed: true,
  },
  {
    path: '/fallacy/:name',
    page: page(() => import('@/pages/lessons/FallacyPage')),
    staticPaths: async () => ['/fallacy/strawman'],
    fullBleed: true,
  },
  {
    path: '/techniques/:techniqueId',
    page: page(() => import('@/pages/lessons/TechniquePage')),
    staticPaths: async () => (await lessons()).techniquePaths('/techniques'),
    fullBleed: true,
  },
  {
    path: '/technique/:techniqueId',
    page: page(() => import('@/pages/lessons/TechniquePage')),
    staticPaths: async () => (await lessons()).techniquePaths('/technique'),
    fullBleed: true,
  },
  { path: paths.beginnersGuide, page: page(() => import('@/pages/lessons/BeginnersGuidePage')) },
  {
    path: '/concept/:conceptId',
    page: page(() => import('@/pages/lessons/ConceptPage')),
    staticPaths: async () => (await lessons()).conceptPaths(),
    fullBleed: true,
  },
  // Articles and remaining pages (issue 4)
  { path: paths.darkArts, page: page(() => import('@/pages/articles/DarkArtsPage')), fullBleed: true },
  {
    path: '/darkarts/:slug',
    page: page(() => import('@/pages/articles/ArticlePage')),
    staticPaths: async () => (await articles()).articlePathsUnder('/darkarts/'),
    fullBleed: true,
  },
  { path: paths.ct, page: page(() => import('@/pages/articles/CtPage')), fullBleed: true },
  {
    path: '/ct/:slug',
    page: page(() => import('@/pages/articles/ArticlePage')),
    staticPaths: async () => (await articles()).articlePathsUnder('/ct/'),
    fullBleed: true,
  },
  { path: paths.corner, page: page(() => import('@/pages/articles/CornerPage')), fullBleed: true },
  { path: paths.cornerFirstShot, page: page(() => import('@/pages/articles/ArticlePage')) },
  { path: paths.cutTheCrap, page: page(() => import('@/pages/articles/ArticlePage')) },
  { path: paths.cutTheCrap2, page: page(() => import('@/pages/articles/ArticlePage')) },
  { path: paths.privacy, page: page(() => import('@/pages/articles/ArticlePage')) },
  { path: paths.terms, page: page(() => import('@/pages/articles/ArticlePage')) },
  { path: paths.shop, page: page(() => import('@/pages/articles/ShopPage')) },
  { path: paths.examples, page: page(() => import('@/pages/articles/ExamplesPage')) },
  { path: paths.community, page: page(() => import('@/pages/articles/CommunityPage')) },
  { path: paths.testTheme, page: page(() => import('@/pages/articles/TestThemePage')) },
  // Games (issues 5, 6, 7)
  { path: paths.games, page: page(() => import('@/features/games-hub/GamesHubPage')), fullBleed: true },
  { path: paths.fallacyGame, page: page(() => import('@/features/fallacy-game/FallacyGamePage')) },
  { path: paths.detective, page: page(() => import('@/features/detective/DetectivePage')) },
  { path: paths.chalkboard, page: page(() => import('@/features/chalkboard/ChalkboardPage')) },
  { path: paths.argument, page: page(() => import('@/features/argument/ArgumentEntryPage')) },
  { path: paths.argumentResume, page: page(() => import('@/features/argument/ArgumentResumePage')), staticPaths: async () => [] },
  { path: paths.argumentGame, page: page(() => import('@/features/argument/ArgumentGamePage')) },
  { path: paths.rhetoricGame, page: page(() => import('@/features/rhetoric-quiz/RhetoricQuizPage')) },
  { path: paths.rhetoricAnalysis, page: page(() => import('@/features/rhetoric-analysis/RhetoricAnalysisPage')) },
  // Tools (issue 9)
  { path: paths.parse, page: page(() => import('@/features/parser/ParserPage')) },
  { path: paths.transcribe, page: page(() => import('@/features/transcribe/TranscribePage')) },
  { path: paths.contact, page: page(() => import('@/features/contact/ContactPage')) },
  // Accounts and admin (issue 8)
  { path: paths.adminLogin, page: page(() => import('@/features/admin/AdminLoginPage')), staticPaths: async () => [] },
  { path: paths.admin, page: page(() => import('@/features/admin/AdminPage')), access: 'admin' },
  { path: paths.authCallback, page: page(() => import('@/features/auth/AuthCallbackPage')), staticPaths: async () => [] },
  { path: paths.profile, page: page(() => import('@/features/auth/ProfilePage')), staticPaths: async () => [] },
  { path: paths.upload, page: page(() => import('@/features/auth/UploadPage')), access: 'user' },
  { path: paths.dashboard, page: page(() => import('@/features/auth/DashboardPage')), access: 'user' },
];

/** Shown for any path no route matches. */
export const notFoundRoute: AppRoute = { path: '*', page: page(() => import('@/pages/NotFoundPage')) };

/** Every public URL to prerender and list in the sitemap, in table order. */
export async function listStaticPaths(): Promise<string[]> {
  const out: string[] = [];
  for (const route of routes) {
    if (route.access && route.access !== 'public') continue;
    if (route.staticPaths) out.push(...(await route.staticPaths()));
    else if (!route.path.includes(':')) out.push(route.path);
  }
  return [...new Set(out)];
}

/** Patterns served by the empty app shell: private pages and pages with nothing to prerender. */
export function clientOnlyPatterns(): string[] {
  return routes
    .filter((r) => (r.access && r.access !== 'public') || (r.staticPaths !== undefined && !r.path.includes(':')))
    .map((r) => r.path);
}
