/**
 * Names of cards for people, from the lesson index only: light enough for /progress's first load
 * (items.ts, which draws examples, carries the example banks).
 */
import lessonIndex from '@/content/lessonIndex.json';
import type { FallacyId } from '@/content/schema';
import { parseCardId } from './model';

const FALLACY_NAMES = new Map(lessonIndex.fallacies.map((f) => [f.id, f.name]));
export const fallacyName = (id: FallacyId): string => FALLACY_NAMES.get(id) ?? id;

/** A card's name: "Ad Hominem", "Hyperbole". */
export function cardLabel(id: string): string {
  const key = parseCardId(id);
  if (!key) return id;
  return key.kind === 'device' ? key.device : fallacyName(key.fallacyId);
}
