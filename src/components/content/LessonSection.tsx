import { Box, Typography } from '@mui/material';
import { LabelledSection } from '@/components/layout/LabelledSection';
import type { ReactNode } from 'react';
import { lessonAnchor } from './lessonAnchor';
import { QuoteControl } from './QuoteButton';

export interface LessonSectionProps {
  /** The section's heading. */
  title: string;
  /** Anchor id of the heading (for "On this page" links); derived from the title when omitted. */
  id?: string;
  /** Body paragraphs, rendered in order. */
  paragraphs?: string[];
  /** An optional list after the paragraphs. */
  list?: string[];
  /** Number the list instead of bulleting it. */
  ordered?: boolean;
  /** Heading level, so the section fits the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** The page to cite: gives the section a "Copy a quote" control under its heading. */
  quote?: { pageTitle: string; path: string };
  /** Anything else the section holds (cards, a button), after paragraphs and list. */
  children?: ReactNode;
}

/** Room under the sticky navigation bar when a heading is the target of an anchor link. */
export const LESSON_ANCHOR_OFFSET = 96;

/**
 * One titled section of a lesson: a heading with an anchor, paragraphs, an optional list,
 * then whatever else it holds. The section is named by its heading.
 */
export function LessonSection({ title, id, paragraphs = [], list, ordered = false, headingLevel = 'h2', quote, children }: LessonSectionProps) {
  const anchor = id ?? lessonAnchor(title);
  return (
    <LabelledSection
      id={anchor}
      title={title}
      headingLevel={headingLevel}
      headingSx={{ scrollMarginTop: LESSON_ANCHOR_OFFSET, ...(headingLevel === 'h3' ? { fontSize: '1.3rem' } : {}) }}
      sx={{ mt: { xs: 5, md: 6 }, '&:first-of-type': { mt: 0 } }}
    >
      {quote && <QuoteControl {...quote} heading={title} headingId={anchor} />}
      {paragraphs.map((p) => (
        <Typography key={p} sx={{ mb: 2.5 }}>
          {p}
        </Typography>
      ))}
      {list && list.length > 0 && (
        <Box
          component={ordered ? 'ol' : 'ul'}
          sx={{ pl: 3.5, mt: 0, mb: 3, '& > li': { mb: 1, pl: 0.5 }, '& > li::marker': { color: 'warning.main', fontWeight: 700 } }}
        >
          {list.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
      {children}
    </LabelledSection>
  );
}
