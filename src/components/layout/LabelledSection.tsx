import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export interface LabelledSectionProps {
  /** The heading's id: the section is named by its heading through it, and links can jump to it. */
  id: string;
  /** The heading's words. */
  title: ReactNode;
  /** Heading level, so the section fits the page outline (default h2). */
  headingLevel?: 'h2' | 'h3';
  /** Space under the heading, in theme spacing units (default 2). */
  gap?: number;
  /** More style for the heading: a smaller size, or room under the sticky bar for an anchor link. */
  headingSx?: SxProps<Theme>;
  /** Style for the section itself: its margins and measure. */
  sx?: SxProps<Theme>;
  /** What the section holds, under its heading. */
  children?: ReactNode;
}

/**
 * A region of a page named by its own heading: a `<section>` whose `aria-labelledby` points at the
 * heading, so a screen reader lists it among the page's landmarks under that name. Use it for every
 * titled part of a page (lessons use it through LessonSection); not for a part without a visible
 * heading (give that an `aria-label` instead, or no region at all).
 */
export function LabelledSection({ id, title, headingLevel = 'h2', gap = 2, headingSx, sx, children }: LabelledSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <Typography id={id} variant={headingLevel} sx={[{ mb: gap }, ...(Array.isArray(headingSx) ? headingSx : [headingSx])]}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
