import lessonIndex from '@/content/lessonIndex.json';
import type { FallacyId } from '@/content/schema';
import { paths } from '@/config/paths';

/** The 13 fallacies by id, with their lesson names, in lesson order. */
export const FALLACY_CHOICES = lessonIndex.fallacies.map((f) => ({ id: f.id as FallacyId, name: f.name }));

const names = new Map(FALLACY_CHOICES.map((f) => [f.id, f.name]));

export const fallacyName = (id: FallacyId): string => names.get(id) ?? id;
export const lessonHref = (id: FallacyId): string => paths.fallacy(id);

/** The query parameter of a targeted practice round: the fallacies to practise, comma-separated. */
export const FOCUS_PARAM = 'focus';
export const targetedPracticeHref = (ids: readonly FallacyId[]) => `${paths.checkPractice}?${FOCUS_PARAM}=${ids.map(encodeURIComponent).join(',')}`;
/** The fallacies a targeted round asks for, known ids only. */
export const focusFrom = (value: string | null): FallacyId[] => (value ?? '').split(',').filter((id): id is FallacyId => names.has(id as FallacyId));
