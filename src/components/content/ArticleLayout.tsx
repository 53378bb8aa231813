import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/BackLink';
import { PageHero } from '@/components/layout/PageHero';
import { printAs } from '@/theme/print';
import { formatArticleDate } from './articleDate';
import type { OutlineEntry } from './articleOutline';
import { OnThisPage } from './OnThisPage';

export interface ArticleLayoutProps {
  /** The article's title (the page's only h1). */
  title: string;
  /** A line under the title in the persona's voice. */
  subtitle?: string;
  /** Small label above the title: the family the article belongs to. */
  eyebrow?: string;
  /** ISO dates; shown as "Published …" (and "Updated …" when it differs). */
  datePublished?: string;
  /** ISO date of the last real change; shown as "Updated …" when it differs from the publication date. */
  dateModified?: string;
  /** Estimated reading time, shown beside the dates. */
  readingMinutes?: number;
  /** The page's canonical path, printed under the title. */
  path?: string;
  /** The link back to the list the article came from, shown above the text and again at the end. */
  back: { to: string; label: string };
  /** Sections for "On this page"; shown beside the text on wide screens when there are four or more. */
  outline?: OutlineEntry[];
  /** What ends the article (e.g. a button to the next method). Replaces the closing back link. */
  actions?: ReactNode;
  /** Inside a padded page rather than full-bleed: the hero becomes a rounded band. */
  framed?: boolean;
  /** The body: usually <ArticleBody>. */
  children: ReactNode;
}

/** The reading measure: long lines are where attention goes to die. */
export const PROSE_MEASURE = '70ch';
const MIN_OUTLINE = 4;

function Byline({ datePublished, dateModified, readingMinutes }: Pick<ArticleLayoutProps, 'datePublished' | 'dateModified' | 'readingMinutes'>) {
  const parts: ReactNode[] = [];
  if (datePublished)
    parts.push(
      <span key="p">
        Published <time dateTime={datePublished}>{formatArticleDate(datePublished)}</time>
      </span>,
    );
  if (dateModified && dateModified !== datePublished)
    parts.push(
      <span key="m">
        Updated <time dateTime={dateModified}>{formatArticleDate(dateModified)}</time>
      </span>,
    );
  if (readingMinutes) parts.push(<span key="r">{readingMinutes} min read</span>);
  if (!parts.length) return null;
  return (
    <Typography component="p" variant="body2" sx={{ color: 'chalk.muted', display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      {parts.flatMap((part, i) => (i === 0 ? [part] : [<span key={`dot${i}`} aria-hidden>·</span>, part]))}
    </Typography>
  );
}

/**
 * Every long read: a chalkboard hero (title, subtitle, date, reading time), a back link, the
 * body at a readable measure with "On this page" beside it, and a closing action.
 */
export function ArticleLayout({
  title,
  subtitle,
  eyebrow,
  datePublished,
  dateModified,
  readingMinutes,
  path,
  back,
  outline = [],
  actions,
  framed = false,
  children,
}: ArticleLayoutProps) {
  const showOutline = outline.length >= MIN_OUTLINE;
  return (
    <Box component="article">
      <Box sx={framed ? { borderRadius: 4, overflow: 'hidden' } : undefined}>
        <PageHero
          eyebrow={eyebrow}
          title={title}
          tagline={subtitle}
          printPath={path}
          actions={<Byline datePublished={datePublished} dateModified={dateModified} readingMinutes={readingMinutes} />}
        />
      </Box>
      <Container maxWidth="lg" disableGutters={framed} sx={{ py: { xs: 3, md: 4 } }}>
        <Box sx={{ mb: 3, ml: -1 }}>
          <BackLink to={back.to} label={back.label} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: showOutline ? `minmax(0, ${PROSE_MEASURE}) 16rem` : `minmax(0, ${PROSE_MEASURE})` },
            columnGap: 8,
            alignItems: 'start',
          }}
        >
          {showOutline && (
            <Box sx={{ gridColumn: { lg: 2 }, gridRow: { lg: 1 }, alignSelf: 'stretch' }}>
              <OnThisPage outline={outline} sx={{ position: { lg: 'sticky' }, top: { lg: 96 }, mb: { xs: 4, lg: 0 } }} />
            </Box>
          )}
          <Box sx={{ gridColumn: { lg: 1 }, gridRow: { lg: 1 }, maxWidth: PROSE_MEASURE, minWidth: 0 }}>{children}</Box>
        </Box>
        <Box component="hr" {...printAs('hide')} sx={{ mt: 6, mb: 3, mx: 0, maxWidth: PROSE_MEASURE, border: 0, borderBottom: 1, borderColor: 'divider' }} />
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'center', ml: actions ? 0 : -1 }}>
          {actions ?? <BackLink to={back.to} label={back.label} />}
        </Stack>
      </Container>
    </Box>
  );
}
