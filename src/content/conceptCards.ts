import { paths } from '@/config/paths';
import index from './lessonIndex.json';
import type { ConceptMeta } from './lessonIndex';
import type { CardItem } from './schema';

/**
 * The guide's three cards, each opening its concept page. On its own, apart from
 * the registry (lessons.ts), so the Beginner's Guide does not download the registry's code.
 */
export function conceptCards(): CardItem[] {
  return (index.concepts as ConceptMeta[]).map((c) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    thumbnail: c.thumbnailEmoji,
    featured: c.featured,
    items: [...c.items],
    to: paths.concept(c.id),
  }));
}
