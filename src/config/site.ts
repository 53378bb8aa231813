/** Site-wide facts. SITE_URL makes canonical and Open Graph URLs absolute. */
export const SITE_NAME = 'Sophist';
export const SITE_URL = (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'https://sophist.example';
export const DEFAULT_DESCRIPTION =
  'Learn rhetoric, logical fallacies and critical thinking from a sarcastic tutor who is, annoyingly, right.';
export const DEFAULT_OG_IMAGE = '/og-image.png';
/** The year in the footer's copyright line, and the date an article carries when it names none. */
export const COPYRIGHT_YEAR = 2024;
export const DEFAULT_ARTICLE_DATE = '2024-01-01';
