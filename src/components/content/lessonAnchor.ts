/** 'How it works?' → 'how-it-works': the anchor id of a lesson section heading. */
export function lessonAnchor(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
