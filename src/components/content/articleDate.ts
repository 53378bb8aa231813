const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2024-12-12' → '12 December 2024'. Written by hand rather than with Intl so the prerendered HTML
 * and the hydrating browser always agree, whatever their locale data.
 */
export function formatArticleDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const [, year, month, day] = m;
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}
