import lessonIndex from '@/content/lessonIndex.json';
import type { FallacyId } from '@/content/schema';
import { paths } from '@/config/paths';

/** The 13 fallacies by id, with their lesson names, in lesson order. */
export const FALLACY_CHOICES = lessonIndex.fallacies.map((f) => ({ id: f.id as FallacyId, name: f.name }));

const names = new Map(FALLACY_CHOICES.map((f) => [f.id, f.name]));

export const fallacyName = (id: FallacyId): string => names.get(id) ?? id;
export const lessonHref = (id: FallacyId): string => paths.fallacy(id);
