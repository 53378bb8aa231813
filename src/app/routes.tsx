import { createElement, lazy, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { manifestKeyOf } from '@/boot/protocol';
import { paths } from '@/config/paths';

/**
 * THE route table: every page of Sophist is declared here and nowhere else.
 * Screens are lazy so each route ships only its own code. The prerender script,
 * the sitemap and the link checker all read this table.
 */
export type Access = 'public' | 'user' | 'admin';

export type LazyPage = ComponentType & {
  /** Loads the screen (and the games' store, when it needs one) so it renders without suspending. */
  preload: () => Promise<unknown>;
  /** Source file of the screen, e.g. 'src/pages/HomePage.tsx'. */
  source: string;
  /** Every module the screen needs before it renders (its own first): the prerender preloads their chunks. */
  modules: string[];
};

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
  /** Landing pages and lesson/article families draw their own full-bleed layout. */
  fullBleed?: boolean;
  /**
   * What the screen reads before it can render (a lesson's or an article's text), started before
   * a prerendered page hydrates, so it hydrates in one pass instead of suspending for it. The
   * screen reads the same (cached) promise with `use()`.
   */
  preloadData?: (match: { params: Params; pathname: string }) => Promise<unknown>;
}

type ScreenModule = { default: ComponentType };
/** Every screen module, loaded lazily. Keys look like '/src/pages/HomePage.tsx'. */
const screens = import.meta.glob<ScreenModule>(['/src/pages/**/*Page.tsx', '/src/features/**/*Page.tsx']);

/** Where a screen that holds game or tool state gets its Redux store (never loaded by content pages). */
const STORE_PROVIDER = 'src/app/StoreProvider.tsx';
const loadStoreProvider = () => import('./StoreProvider');

export interface PageOptions {
  /** The screen reads or writes the games' and tools' Redux store (./store.ts), or calls the api. */
  store?: boolean;
}

/** One lazy component per screen, however many routes show it (one chunk, one cache). */
const pages = new Map<string, LazyPage>();

/**
 * A lazy screen from its path under src/, e.g. page('pages/HomePage'). Fails the build if the file is missing.
 * Once `preload()` has resolved, the screen renders directly instead of through React.lazy: the
 * browser preloads the screen of a prerendered page before hydrating, so the page hydrates in the
 * same pass as the shell. (Through React.lazy it would suspend for a tick, and any update landing
 * in that tick makes React discard the prerendered HTML and render the page again.)
 */
export function page(name: string, { store = false }: PageOptions = {}): LazyPage {
  const key = `/src/${name}.tsx`;
  const known = pages.get(key);
  if (known) {
    if (known.modules.includes(STORE_PROVIDER) !== store) throw new Error(`Route table: ${name} is declared both with and without the store`);
    return known;
  }
  const importScreen = screens[key];
  if (!importScreen) throw new Error(`Route table: no screen at ${key}`);
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  // One load per screen, so the component (and its state) keeps one identity; a failed load may be retried.
  const load = () =>
    (loading ??= Promise.all([importScreen(), store ? loadStoreProvider() : null]).then(
      ([screen, provider]) => {
        const Loaded = screen.default;
        loaded = provider ? () => createElement(provider.StoreProvider, null, createElement(Loaded)) : Loaded;
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Screen() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  Screen.displayName = `Screen(${name})`;
  const source = manifestKeyOf(key);
  const lazyPage = Object.assign(Screen, { preload: load, source, modules: store ? [source, STORE_PROVIDER] : [source] });
  pages.set(key, lazyPage);
  return lazyPage;
}

const lessons = () => import('@/content/lessons');
const articles = () => import('@/content/articles');

/** The opened lesson's text, by the last segment of its path. */
const fallacyText = async ({ params }: { params: Params }) => {
  const l = await lessons();
  const opened = l.getFallacy(params.name ?? '');
  return opened && l.loadFallacy(opened.id);
};
const techniqueText = async ({ params }: { params: Params }) => {
  const l = await lessons();
  const opened = l.getTechnique(params.techniqueId ?? '');
  return opened && l.loadTechnique(opened.id);
};
const conceptText = async ({ params }: { params: Params }) => {
  const l = await lessons();
  const opened = l.getConcept(params.conceptId ?? '');
  return opened && l.loadConcept(opened.id);
};
/** The opened article's text and extras. */
const articleText = async ({ pathname }: { pathname: string }) => {
  const a = await articles();
  return a.hasArticle(pathname) ? a.loadArticle(pathname) : undefined;
};

export const routes: AppRoute[] = [
  { path: paths.home, page: page('pages/HomePage'), fullBleed: true },
  // Lessons
  { path: paths.about, page: page('pages/lessons/AboutPage') },
  { path: paths.categories, page: page('pages/lessons/CategoriesPage'), fullBleed: true },
  {
    path: '/category/:categoryId',
    page: page('pages/lessons/CategoryPage'),
    staticPaths: async () => (await lessons()).categoryPaths(),
    fullBleed: true,
  },
  {
    path: '/fallacies/:name',
    page: page('pages/lessons/FallacyPage'),
    preloadData: fallacyText,
    staticPaths: async () => (await lessons()).fallacyPaths(),
    fullBleed: true,
  },
  {
    path: '/fallacy/:name',
    page: page('pages/lessons/FallacyPage'),
    preloadData: fallacyText,
    staticPaths: async () => ['/fallacy/strawman'],
    fullBleed: true,
  },
  {
    path: '/techniques/:techniqueId',
    page: page('pages/lessons/TechniquePage'),
    preloadData: techniqueText,
    staticPaths: async () => (await lessons()).techniquePaths('/techniques'),
    fullBleed: true,
  },
  {
    path: '/technique/:techniqueId',
    page: page('pages/lessons/TechniquePage'),
    preloadData: techniqueText,
    staticPaths: async () => (await lessons()).techniquePaths('/technique'),
    fullBleed: true,
  },
  { path: paths.beginnersGuide, page: page('pages/lessons/BeginnersGuidePage') },
  {
    path: '/concept/:conceptId',
    page: page('pages/lessons/ConceptPage'),
    preloadData: conceptText,
    staticPaths: async () => (await lessons()).conceptPaths(),
    fullBleed: true,
  },
  // Articles and remaining pages
  { path: paths.darkArts, page: page('pages/articles/DarkArtsPage'), fullBleed: true },
  {
    path: '/darkarts/:slug',
    page: page('pages/articles/ArticlePage'),
    preloadData: articleText,
    staticPaths: async () => (await articles()).articlePathsUnder('/darkarts/'),
    fullBleed: true,
  },
  { path: paths.ct, page: page('pages/articles/CtPage'), fullBleed: true },
  {
    path: '/ct/:slug',
    page: page('pages/articles/ArticlePage'),
    preloadData: articleText,
    staticPaths: async () => (await articles()).articlePathsUnder('/ct/'),
    fullBleed: true,
  },
  { path: paths.corner, page: page('pages/articles/CornerPage'), fullBleed: true },
  { path: paths.cornerFirstShot, page: page('pages/articles/ArticlePage'), preloadData: articleText },
  { path: paths.cutTheCrap, page: page('pages/articles/ArticlePage'), preloadData: articleText },
  { path: paths.cutTheCrap2, page: page('pages/articles/ArticlePage'), preloadData: articleText },
  { path: paths.privacy, page: page('pages/articles/ArticlePage'), preloadData: articleText },
  { path: paths.terms, page: page('pages/articles/ArticlePage'), preloadData: articleText },
  { path: paths.shop, page: page('pages/articles/ShopPage') },
  { path: paths.examples, page: page('pages/articles/ExamplesPage') },
  { path: paths.community, page: page('pages/articles/CommunityPage') },
  { path: paths.testTheme, page: page('pages/articles/TestThemePage') },
  // Games
  { path: paths.games, page: page('pages/GamesHubPage'), fullBleed: true },
  { path: paths.fallacyGame, page: page('features/fallacy-game/FallacyGamePage', { store: true }) },
  { path: paths.detective, page: page('features/detective/DetectivePage', { store: true }) },
  { path: paths.chalkboard, page: page('features/chalkboard/ChalkboardPage') },
  { path: paths.argument, page: page('features/argument/ArgumentEntryPage', { store: true }) },
  { path: paths.argumentResume, page: page('features/argument/ArgumentResumePage', { store: true }), staticPaths: async () => [] },
  { path: paths.argumentGame, page: page('features/argument/ArgumentGamePage', { store: true }) },
  { path: paths.rhetoricGame, page: page('features/rhetoric-quiz/RhetoricQuizPage', { store: true }) },
  { path: paths.rhetoricAnalysis, page: page('features/rhetoric-analysis/RhetoricAnalysisPage', { store: true }) },
  // The Discernment Check and its practice round
  { path: paths.check, page: page('features/check/CheckPage') },
  { path: paths.checkPractice, page: page('features/check/CheckPracticePage') },
  // Spaced review and the learner's progress
  { path: paths.review, page: page('features/review/ReviewPage') },
  { path: paths.progress, page: page('features/progress/ProgressPage') },
  // Tools
  { path: paths.parse, page: page('features/parser/ParserPage') },
  { path: paths.transcribe, page: page('features/transcribe/TranscribePage', { store: true }) },
  { path: paths.contact, page: page('features/contact/ContactPage', { store: true }) },
  // Accounts and admin
  { path: paths.adminLogin, page: page('features/admin/AdminLoginPage', { store: true }), staticPaths: async () => [] },
  { path: paths.admin, page: page('features/admin/AdminPage', { store: true }), access: 'admin' },
  { path: paths.authCallback, page: page('features/auth/AuthCallbackPage'), staticPaths: async () => [] },
  { path: paths.profile, page: page('features/auth/ProfilePage'), staticPaths: async () => [] },
  { path: paths.upload, page: page('features/auth/UploadPage'), access: 'user' },
  { path: paths.dashboard, page: page('features/auth/DashboardPage'), access: 'user' },
];

/** Shown for any path no route matches. */
export const notFoundRoute: AppRoute = { path: '*', page: page('pages/NotFoundPage') };

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

/**
 * Reading pages under src/pages/ that are still hydrated whole: their interactive parts are not
 * islands yet (the theme test page's pause switch drives a banner outside it).
 */
const HYDRATED_WHOLE = new Set(['src/pages/articles/TestThemePage.tsx']);

/**
 * Whether a prerendered page starts by hydrating only its islands (src/app/islands.tsx) instead of
 * the whole tree: every reading page, i.e. every screen under src/pages/ (lessons, articles,
 * hubs, home, the games hub). Games and tools (src/features/) are hydrated whole. The switch: build
 * with VITE_ISLANDS=off (or false, 0, no) to hydrate every page whole, as before.
 */
export function startsWithIslands(
  route: AppRoute | undefined,
  setting: string | undefined = (import.meta.env as Record<string, string | undefined>).VITE_ISLANDS,
): boolean {
  if (['off', 'false', '0', 'no'].includes((setting ?? '').trim().toLowerCase())) return false;
  return route !== undefined && route.page.source.startsWith('src/pages/') && !HYDRATED_WHOLE.has(route.page.source);
}
