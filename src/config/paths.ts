/**
 * Typed path builders: the only way code writes an internal URL. The route table
 * (src/app/routes.tsx) declares the matching patterns.
 */
export const paths = {
  home: '/',
  about: '/about',
  categories: '/categories',
  category: (id: string) => `/category/${id}`,
  fallacy: (slug: string) => `/fallacies/${slug}`,
  technique: (id: string) => `/techniques/${id}`,
  beginnersGuide: '/beginners-guide',
  concept: (id: string) => `/concept/${id}`,
  darkArts: '/darkarts',
  darkArt: (slug: string) => `/darkarts/${slug}`,
  ct: '/ct',
  ctEssay: (slug: string) => `/ct/${slug}`,
  corner: '/tactical-hemorrhoid-corner',
  cornerFirstShot: '/tactical-hemorrhoid-corner/first-shot',
  cutTheCrap: '/cut-the-crap',
  cutTheCrap2: '/cut-the-crap-2',
  shop: '/shop',
  examples: '/examples',
  community: '/community',
  testTheme: '/test-theme',
  privacy: '/privacy-policy',
  terms: '/terms',
  contact: '/contact',
  games: '/games',
  fallacyGame: '/games/fallacy-identification',
  detective: '/logical-fallacy-game',
  rhetoricGame: '/rhetoricgame',
  rhetoricAnalysis: '/games/rhetoric-analysis',
  argument: '/argument',
  argumentResume: '/argument/resume',
  argumentGame: '/argument-game',
  chalkboard: '/chalkboard',
  parse: '/parse',
  transcribe: '/transcribe',
  adminLogin: '/admin/login',
  admin: '/admin',
  authCallback: '/auth/google/callback',
  profile: '/profile',
  upload: '/upload',
  dashboard: '/dashboard',
} as const;

/** The social profile linked from the footer ("Connect"). */
export const SOCIAL_PROFILE_URL = 'https://mastodon.social/@sophist';
