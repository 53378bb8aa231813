import { paths } from './paths';

/**
 * "Practice this fallacy": the fallacy-identification game narrowed to one fallacy by a query
 * parameter. Its own module, so the shell (which carries `paths`) does not pay for it.
 */
export const PRACTICE_PARAM = 'fallacy';

export const fallacyPracticePath = (fallacyId: string) => `${paths.fallacyGame}?${PRACTICE_PARAM}=${encodeURIComponent(fallacyId)}`;
