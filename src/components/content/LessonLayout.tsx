import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/BackLink';
import { PageHero } from '@/components/layout/PageHero';
import { printAs } from '@/theme/print';
import { OnThisPage } from './OnThisPage';

/** The reading measure of lesson prose. */
export const LESSON_MEASURE = '70ch';

/** One entry of "On this page": a section's anchor id and heading. */
export interface LessonOutlineEntry {
  id: string;
  text: string;
}

export interface LessonLayoutProps {
  /** The lesson's title (the page's only h1). */
  title: string;
  /** The persona's one-line summary under the title. */
  tagline?: string;
  /** Small label above the title: the series and the position in it. */
  eyebrow?: string;
  /** Extra lines in the hero (e.g. a byline with dates). */
  heroActions?: ReactNode;
  /** The page's canonical path, printed under the title. */
  path?: string;
  /** The back link above the text and again at the end. `history` makes it act as the browser's Back. */
  back: { to: string; label: string; history?: boolean };
  /** Sections for "On this page", shown beside the text on wide screens. */
  outline?: LessonOutlineEntry[];
  /** What ends the lesson (practice link, previous/next), above the closing back link. */
  footer?: ReactNode;
  /** Inside a padded page rather than full-bleed: the hero becomes a rounded band. */
  framed?: boolean;
  /** The lesson's sections. */
  children: ReactNode;
}

/**
 * Every lesson page (fallacy, technique, concept): a chalkboard hero, a back link, the text at
 * a readable measure with "On this page" beside it on wide screens, then the footer and the
 * back link again.
 */
export function LessonLayout({ title, tagline, eyebrow, heroActions, path, back, outline = [], footer, framed = false, children }: LessonLayoutProps) {
  const showOutline = outline.length >= 3;
  return (
    <Box component="article">
      <Box sx={framed ? { borderRadius: 4, overflow: 'hidden' } : undefined}>
        <PageHero eyebrow={eyebrow} title={title} tagline={tagline} actions={heroActions} printPath={path} />
      </Box>
      <Container maxWidth="lg" disableGutters={framed} sx={{ py: { xs: 3, md: 4 } }}>
        <Box sx={{ mb: { xs: 3, md: 4 }, ml: -1 }}>
          <BackLink to={back.to} label={back.label} history={back.history} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              lg: showOutline ? `minmax(0, ${LESSON_MEASURE}) 15rem` : `minmax(0, ${LESSON_MEASURE})`,
            },
            columnGap: 8,
            alignItems: 'start',
          }}
        >
          {showOutline && (
            <Box sx={{ display: { xs: 'none', lg: 'block' }, gridColumn: 2, gridRow: 1, alignSelf: 'stretch' }}>
              <OnThisPage outline={outline} ordered sx={{ position: 'sticky', top: 96 }} />
            </Box>
          )}
          <Box sx={{ gridColumn: { lg: 1 }, gridRow: { lg: 1 }, maxWidth: LESSON_MEASURE, minWidth: 0 }}>
            {children}
            {/* What ends a lesson on screen (practice, review, previous and next) is all navigation: none of it prints. */}
            {footer && <Box {...printAs('hide')} sx={{ mt: 6 }}>{footer}</Box>}
          </Box>
        </Box>
        <Box component="hr" {...printAs('hide')} sx={{ mt: 6, mb: 3, mx: 0, maxWidth: LESSON_MEASURE, border: 0, borderBottom: 1, borderColor: 'divider' }} />
        <Box sx={{ ml: -1 }}>
          <BackLink to={back.to} label={back.label} history={back.history} />
        </Box>
      </Container>
    </Box>
  );
}
