import { ARTICLE_READING, FALLACY_READING, TECHNIQUE_READING, type ReadingEntry } from './furtherReading';
import { WORKS, type Work, type WorkId } from './works';

export { ARTICLE_READING, FALLACY_READING, TECHNIQUE_READING, WORKS };
export type { ReadingEntry, Work, WorkId };

/** A work with the page's reason to read it, ready to show. */
export interface FurtherReadingItem extends Work {
  id: WorkId;
  why: string;
}

const resolve = (entries: ReadingEntry[] | undefined): FurtherReadingItem[] => (entries ?? []).map(({ work, why }) => ({ ...WORKS[work], id: work, why }));

/** The further reading of a fallacy lesson (by id), a technique (by id) or an article (by path); empty when it has none. */
export const fallacyReading = (id: string) => resolve(FALLACY_READING[id]);
export const techniqueReading = (id: string) => resolve(TECHNIQUE_READING[id]);
export const articleReading = (path: string) => resolve(ARTICLE_READING[path]);
