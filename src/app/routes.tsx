import { paths } from '@/config/paths';
import { page, type LazyPage } from './screens';

/**
 * THE route table: every page of Sophist is declared here and nowhere else. Screens are lazy
 * (./screens.ts) so each route ships only its own code. The prerender, the sitemap and the link
 * checker read this table (./routePaths.ts lists its URLs).
 */
export type Access = 'public' | 'user' | 'admin';

/**
 * How a page starts in the browser (src/app/start/, names in src/boot/protocol.ts):
 *  - 'islands': a prerendered reading page; its text, links and disclosures work as HTML, and only
 *    its islands (src/components/islands/Island.tsx) are hydrated, when needed. Every screen under
 *    src/pages/ starts so unless it says why not (src/app/routes.test.ts).
 *  - 'whole': a prerendered page hydrated as a whole app (games and tools).
 *  - 'client': not prerendered (private or per-visitor pages): the empty app shell, rendered in the browser.
 */
export type Start = 'islands' | 'whole' | 'client';

export interface AppRoute {
  /** A react-router pattern. */
  path: string;
  page: LazyPage;
  start: Start;
  /** Who may open it: 'user' needs a signed-in user (else → /), 'admin' an admin token (else → /admin/login). Not public: start 'client'. */
  access?: Access;
  /**
   * Concrete public URLs this pattern serves, prerendered and listed in the sitemap.
   * Omitted: the path itself when it has no parameters.
   */
  staticPaths?: () => Promise<string[]>;
  /** Landing pages and lesson/article families draw their own full-bleed layout. */
  fullBleed?: boolean;
  /**
   * A 'whole' page is hydrated at the visitor's first intent (src/app/start/appPage.ts); this one as
   * soon as its scripts arrive instead. Only /progress: its HTML must fit the first round trip
   * (tests/e2e/budgets.test.ts), and the intent script is ~1 kB more.
   */
  startsAtOnce?: true;
}

const lessons = () => import('@/content/lessons');
const articles = () => import('@/content/articles');
const lessonPlans = () => import('@/content/lessonPlans');

export const routes: AppRoute[] = [
  { path: paths.home, page: page('pages/HomePage'), start: 'islands', fullBleed: true },
  // Lessons
  { path: paths.about, page: page('pages/lessons/AboutPage'), start: 'islands' },
  { path: paths.categories, page: page('pages/lessons/CategoriesPage'), start: 'islands', fullBleed: true },
  {
    path: '/category/:categoryId',
    page: page('pages/lessons/CategoryPage'),
    start: 'islands',
    staticPaths: async () => (await lessons()).categoryPaths(),
    fullBleed: true,
  },
  {
    path: '/fallacies/:name',
    page: page('pages/lessons/FallacyPage'),
    start: 'islands',
    staticPaths: async () => (await lessons()).fallacyPaths(),
    fullBleed: true,
  },
  {
    path: '/fallacy/:name',
    page: page('pages/lessons/FallacyPage'),
    start: 'islands',
    staticPaths: async () => ['/fallacy/strawman'],
    fullBleed: true,
  },
  {
    path: '/techniques/:techniqueId',
    page: page('pages/lessons/TechniquePage'),
    start: 'islands',
    staticPaths: async () => (await lessons()).techniquePaths('/techniques'),
    fullBleed: true,
  },
  {
    path: '/technique/:techniqueId',
    page: page('pages/lessons/TechniquePage'),
    start: 'islands',
    staticPaths: async () => (await lessons()).techniquePaths('/technique'),
    fullBleed: true,
  },
  { path: paths.beginnersGuide, page: page('pages/lessons/BeginnersGuidePage'), start: 'islands' },
  {
    path: '/concept/:conceptId',
    page: page('pages/lessons/ConceptPage'),
    start: 'islands',
    staticPaths: async () => (await lessons()).conceptPaths(),
    fullBleed: true,
  },
  // Articles and remaining pages
  { path: paths.darkArts, page: page('pages/articles/DarkArtsPage'), start: 'islands', fullBleed: true },
  {
    path: '/darkarts/:slug',
    page: page('pages/articles/ArticlePage'),
    start: 'islands',
    staticPaths: async () => (await articles()).articlePathsUnder('/darkarts/'),
    fullBleed: true,
  },
  { path: paths.ct, page: page('pages/articles/CtPage'), start: 'islands', fullBleed: true },
  {
    path: '/ct/:slug',
    page: page('pages/articles/ArticlePage'),
    start: 'islands',
    staticPaths: async () => (await articles()).articlePathsUnder('/ct/'),
    fullBleed: true,
  },
  { path: paths.corner, page: page('pages/articles/CornerPage'), start: 'islands', fullBleed: true },
  { path: paths.cornerFirstShot, page: page('pages/articles/ArticlePage'), start: 'islands' },
  { path: paths.cutTheCrap, page: page('pages/articles/ArticlePage'), start: 'islands' },
  { path: paths.cutTheCrap2, page: page('pages/articles/ArticlePage'), start: 'islands' },
  { path: paths.privacy, page: page('pages/articles/ArticlePage'), start: 'islands' },
  { path: paths.terms, page: page('pages/articles/ArticlePage'), start: 'islands' },
  { path: paths.shop, page: page('pages/articles/ShopPage'), start: 'islands' },
  { path: paths.examples, page: page('pages/articles/ExamplesPage'), start: 'islands' },
  { path: paths.community, page: page('pages/articles/CommunityPage'), start: 'islands' },
  // Hydrated whole: its pause switch drives a banner outside it, so its interactive parts are not islands.
  { path: paths.testTheme, page: page('pages/articles/TestThemePage'), start: 'whole' },
  // Games
  { path: paths.games, page: page('pages/GamesHubPage'), start: 'islands', fullBleed: true },
  { path: paths.fallacyGame, page: page('features/fallacy-game/FallacyGamePage', { store: true }), start: 'whole' },
  { path: paths.detective, page: page('features/detective/DetectivePage', { store: true }), start: 'whole' },
  { path: paths.chalkboard, page: page('features/chalkboard/ChalkboardPage'), start: 'whole' },
  { path: paths.argument, page: page('features/argument/ArgumentEntryPage', { store: true }), start: 'whole' },
  { path: paths.argumentResume, page: page('features/argument/ArgumentResumePage', { store: true }), start: 'client' },
  { path: paths.argumentGame, page: page('features/argument/ArgumentGamePage', { store: true }), start: 'whole' },
  { path: paths.rhetoricGame, page: page('features/rhetoric-quiz/RhetoricQuizPage', { store: true }), start: 'whole' },
  { path: paths.rhetoricAnalysis, page: page('features/rhetoric-analysis/RhetoricAnalysisPage', { store: true }), start: 'whole' },
  // The Discernment Check and its practice round
  { path: paths.check, page: page('features/check/CheckPage'), start: 'whole' },
  { path: paths.checkPractice, page: page('features/check/CheckPracticePage'), start: 'whole' },
  // Spaced review and the learner's progress
  { path: paths.review, page: page('features/review/ReviewPage'), start: 'whole' },
  { path: paths.progress, page: page('features/progress/ProgressPage'), start: 'whole', startsAtOnce: true },
  // Teachers: the lesson plans, reading pages to use or print
  { path: paths.teachLessons, page: page('pages/lessons/LessonPlansPage'), start: 'islands' },
  {
    path: '/teach/lessons/:slug',
    page: page('pages/lessons/LessonPlanPage'),
    start: 'islands',
    staticPaths: async () => (await lessonPlans()).lessonPlanPaths(),
  },
  // A pupil's side of a class (issue 38). On the client: what they show depends on this browser's
  // membership and the teacher's link, and a class's door has no place in a search index.
  { path: paths.join, page: page('features/classroom/JoinPage', { store: true }), start: 'client' },
  { path: paths.myClass, page: page('features/classroom/MyClassPage', { store: true }), start: 'client' },
  // Tools
  { path: paths.parse, page: page('features/parser/ParserPage'), start: 'whole' },
  { path: paths.transcribe, page: page('features/transcribe/TranscribePage', { store: true }), start: 'whole' },
  { path: paths.contact, page: page('features/contact/ContactPage', { store: true }), start: 'whole' },
  // The classroom (issue 38), teacher side. /teach is the same for everyone but its list of kept
  // classes (read after hydration), so it is prerendered; a class's page needs the key in this browser.
  { path: paths.teach, page: page('features/classroom/TeachPage', { store: true }), start: 'whole' },
  { path: '/teach/class/:classId', page: page('features/classroom/TeacherClassPage', { store: true }), start: 'client' },
  // Accounts and admin
  { path: paths.adminLogin, page: page('features/admin/AdminLoginPage', { store: true }), start: 'client' },
  { path: paths.admin, page: page('features/admin/AdminPage', { store: true }), start: 'client', access: 'admin' },
  { path: paths.authCallback, page: page('features/auth/AuthCallbackPage'), start: 'client' },
  { path: paths.profile, page: page('features/auth/ProfilePage'), start: 'client' },
  { path: paths.upload, page: page('features/auth/UploadPage'), start: 'client', access: 'user' },
  { path: paths.dashboard, page: page('features/auth/DashboardPage'), start: 'client', access: 'user' },
];

/** Shown for any path no route matches (404.html is rendered afresh in the browser). */
export const notFoundRoute: AppRoute = { path: '*', page: page('pages/NotFoundPage'), start: 'client' };
