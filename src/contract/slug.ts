/**
 * The one slug function: accents dropped, lowercase, every run of characters other than a–z and
 * 0–9 replaced by one dash, no dash at either end. Fallacy ids are the slug of their name (the
 * backend checks that with the same function); headings get their anchors from it. Free of zod,
 * so content pages can use it.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
