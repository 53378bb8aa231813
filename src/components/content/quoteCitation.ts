/**
 * "Copy a quote" (issue 39): a section's passage with its citation, for a teacher's slides. The
 * site blocks selecting and copying its text (the specification's rule), while its Terms invite
 * quoting short passages with credit; this is the credited way. Pure, so a unit test reads it.
 */
import { SITE_NAME, SITE_URL } from '@/config/site';

/** The messages and their durations are the ones the site's other copy buttons use (the transcript's). */
export const QUOTE_COPIED = 'Copied to clipboard!';
export const QUOTE_COPY_FAILED = 'Failed to copy quote';
export const QUOTE_COPIED_MS = 2000;
export const QUOTE_FAILED_MS = 3000;

/** Marks what a quote leaves out: the control itself, and anything else that is not the passage's words. */
export const QUOTE_SKIP_ATTRIBUTE = 'data-quote-skip';

/** Where a quote comes from. */
export interface QuoteSource {
  /** The page's title (the lesson's or article's name). */
  pageTitle: string;
  /** The page's canonical path, e.g. /fallacies/AdHominem. */
  path: string;
  /** The section's heading, as the citation names it. */
  heading: string;
  /** The heading's anchor id: the passage is found from it, and the address points at it. */
  headingId: string;
}

/** "27 November 2026": the date a citation says the page was read. */
export const citationDate = (now: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(now);

/** The address of the section itself, so the citation leads back to the passage. */
export const quoteAddress = (source: Pick<QuoteSource, 'path' | 'headingId'>) => `${SITE_URL}${source.path}#${source.headingId}`;

/** The passage in quotation marks, then the citation: title and section, Sophist, address, date read. */
export function formatQuote(passage: string, source: QuoteSource, now: Date): string {
  return `“${passage}”\n\n— ${source.pageTitle}: “${source.heading}”. ${SITE_NAME}. ${quoteAddress(source)} (accessed ${citationDate(now)}).`;
}

const textOf = (element: HTMLElement) => (element.innerText ?? element.textContent ?? '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();

/** The blocks of a section after its heading: the heading's <section>, or the siblings up to the next heading of the same rank. */
function passageBlocks(heading: HTMLElement): HTMLElement[] {
  const section = heading.closest('section');
  if (section && section.getAttribute('aria-labelledby') === heading.id) {
    return [...section.children].filter((child): child is HTMLElement => child !== heading && child instanceof HTMLElement);
  }
  const blocks: HTMLElement[] = [];
  for (let next = heading.nextElementSibling; next && next.tagName !== heading.tagName; next = next.nextElementSibling) {
    if (next instanceof HTMLElement) blocks.push(next);
  }
  return blocks;
}

/** The words of the section a heading opens, paragraph by paragraph, without the quote controls. */
export function passageUnder(heading: HTMLElement): string {
  return passageBlocks(heading)
    .filter((block) => !block.hasAttribute(QUOTE_SKIP_ATTRIBUTE))
    .map(textOf)
    .filter(Boolean)
    .join('\n\n');
}
