import { Box, Link, Typography, type SxProps, type Theme } from '@mui/material';

/** One entry of "On this page": a section's anchor id and heading. */
export interface OnThisPageEntry {
  id: string;
  text: string;
}

export interface OnThisPageProps {
  /** The sections to list, in page order; each links to its heading's id. */
  outline: OnThisPageEntry[];
  /** Numbered (a lesson's steps) rather than a plain list (an article's headings). */
  ordered?: boolean;
  /** Where the box sits: sticky beside the text, its margins. */
  sx?: SxProps<Theme>;
}

/**
 * "On this page": the outline of a long lesson or article, a navigation landmark of links to its
 * sections' headings. Both layouts (LessonLayout, ArticleLayout) show it beside the text on wide
 * screens. Don't use it for fewer than three sections (the layouts decide) or for links to other
 * pages. Keyboard: each entry is a link in the tab order. A screen reader hears a navigation
 * region named "On this page" and a list of links.
 */
export function OnThisPage({ outline, ordered = false, sx }: OnThisPageProps) {
  return (
    <Box component="nav" aria-label="On this page" sx={[{ p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography component="p" variant="overline" sx={{ color: 'text.secondary', letterSpacing: 1.5, lineHeight: 1.5, mb: 1 }}>
        On this page
      </Typography>
      <Box
        component={ordered ? 'ol' : 'ul'}
        sx={ordered ? { m: 0, pl: 2.5, '& li': { mb: 0.75 }, '& li::marker': { color: 'text.secondary' } } : { m: 0, p: 0, listStyle: 'none', '& li': { mb: 0.75 } }}
      >
        {outline.map((entry) => (
          <Typography component="li" variant="body2" key={entry.id}>
            <Link href={`#${entry.id}`} color="inherit">
              {entry.text}
            </Link>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
