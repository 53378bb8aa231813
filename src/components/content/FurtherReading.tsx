import { Box, Link, Typography } from '@mui/material';
import type { FurtherReadingItem } from '@/content/sources';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { printAs } from '@/theme/print';
import { lessonAnchor } from './lessonAnchor';

export const FURTHER_READING_TITLE = 'Further reading';

export interface FurtherReadingProps {
  /** The works, in the order the page recommends them. */
  items: FurtherReadingItem[];
  /** Heading level, so the list fits the page outline. */
  headingLevel?: 'h2' | 'h3';
}

/** The work's identifier as a reader looks it up: a DOI link, else its stable address, and its ISBN. */
function Identifiers({ item }: { item: FurtherReadingItem }) {
  const href = item.doi ? `https://doi.org/${item.doi}` : item.url;
  return (
    <>
      {item.isbn && <> ISBN {item.isbn}.</>}
      {href && (
        <>
          {' '}
          <Link href={href} rel="noopener" underline="always" sx={{ overflowWrap: 'anywhere' }}>
            {item.doi ? `doi:${item.doi}` : href}
          </Link>
        </>
      )}
    </>
  );
}

/**
 * The works at the end of a lesson or article (issue 39): author, year, title, where it appeared
 * and how to find it, then one line on why to read it. Every work was checked against a public
 * record (src/content/sources/works.ts says by whom and against what).
 */
export function FurtherReading({ items, headingLevel = 'h2' }: FurtherReadingProps) {
  if (!items.length) return null;
  const anchor = lessonAnchor(FURTHER_READING_TITLE);
  return (
    <LabelledSection
      id={anchor}
      title={FURTHER_READING_TITLE}
      headingLevel={headingLevel}
      headingSx={headingLevel === 'h3' ? { fontSize: '1.3rem' } : undefined}
      sx={{ mt: { xs: 5, md: 6 } }}
    >
      <Box component="ol" {...printAs('keep')} sx={{ pl: 3.5, m: 0, '& > li': { mb: 2.5, pl: 0.5 }, '& > li::marker': { color: 'text.secondary' } }}>
        {items.map((item) => (
          <li key={item.id}>
            <Typography component="p">
              {item.authors} ({item.year}). <Box component="cite" sx={{ fontStyle: 'italic' }}>{item.title}</Box>
              {/[?!]$/.test(item.title) ? ' ' : '. '}
              {item.published}.
              <Identifiers item={item} />
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {item.why}
            </Typography>
          </li>
        ))}
      </Box>
    </LabelledSection>
  );
}
