import type { Concept, FallacyLesson, Technique } from './schema';

/**
 * What pages need to know about every lesson without loading its text: names and card fields
 * for category pages, paths and neighbours. Kept in lessonIndex.json, generated from the lessons
 * themselves by `npm run content:index` (src/content/lessons.test.ts fails when it is stale).
 */
export type FallacyMeta = Pick<FallacyLesson, 'id' | 'pascalName' | 'name' | 'description'>;
export type TechniqueMeta = Pick<Technique, 'id' | 'name' | 'description'>;
export type ConceptMeta = Pick<Concept, 'id' | 'title' | 'description' | 'thumbnailEmoji' | 'featured' | 'items'>;

export interface LessonIndex {
  fallacies: FallacyMeta[];
  techniques: TechniqueMeta[];
  concepts: ConceptMeta[];
}

export function buildLessonIndex(fallacies: FallacyLesson[], techniques: Technique[], concepts: Concept[]): LessonIndex {
  return {
    fallacies: fallacies.map(({ id, pascalName, name, description }) => ({ id, pascalName, name, description })),
    techniques: techniques.map(({ id, name, description }) => ({ id, name, description })),
    concepts: concepts.map(({ id, title, description, thumbnailEmoji, featured, items }) => ({ id, title, description, thumbnailEmoji, featured, items })),
  };
}
