import { slugify } from '@/contract/slug';
import type { Block } from '@/content/schema';

export interface OutlineEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * The id of every heading block, by block index: stable, unique within the article, and the
 * same on the server and in the browser (the table of contents links to them).
 */
export function headingIds(blocks: Block[]): Map<number, string> {
  const seen = new Map<string, number>();
  const out = new Map<number, string>();
  blocks.forEach((block, index) => {
    if (block.type !== 'h2' && block.type !== 'h3') return;
    const base = slugify(block.text) || 'section';
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    out.set(index, n === 1 ? base : `${base}-${n}`);
  });
  return out;
}

/** The article's h2 sections, for "On this page". */
export function articleOutline(blocks: Block[]): OutlineEntry[] {
  const ids = headingIds(blocks);
  const out: OutlineEntry[] = [];
  blocks.forEach((block, index) => {
    if (block.type === 'h2') out.push({ id: ids.get(index)!, text: block.text, level: 2 });
  });
  return out;
}
