import { Box, Paper, Stack, Typography, type SxProps, type Theme, type TypographyProps } from '@mui/material';
import type { ReactNode, Ref } from 'react';

export interface LabelledSectionProps {
  /** The heading's id: the section is named by its heading through it, and links can jump to it. */
  id: string;
  /** The heading's words. */
  title: ReactNode;
  /** Heading level, so the section fits the page outline (default h2; h1 for a screen that is one titled section). */
  headingLevel?: 'h1' | 'h2' | 'h3' | 'h4';
  /** How the heading looks, when that differs from its level (a game panel's h2 set as h5 or overline). */
  headingVariant?: TypographyProps['variant'];
  /** Space under the heading: theme spacing units, or a length such as '0.35em' (default 2). */
  gap?: number | string;
  /** More style for the heading: a smaller size, or room under the sticky bar for an anchor link. */
  headingSx?: SxProps<Theme>;
  /**
   * Receives the heading, for a page that moves focus to it (a result, an offer): the heading then
   * takes focus from script (tabIndex -1), not from Tab, and draws no focus ring, as it is no control.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Drawn as an outlined panel (MUI's outlined Paper) rather than bare. */
  outlined?: boolean;
  /**
   * Lays the heading and each child out as a column (MUI's Stack) with this much space between
   * them, in theme spacing units; `gap` then has no part. For a summary of a few separate lines (a bare
   * section: not with `outlined`).
   */
  spacing?: number;
  /** Receives the section element. */
  ref?: Ref<HTMLElement>;
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
export function LabelledSection({
  id,
  title,
  headingLevel = 'h2',
  headingVariant = headingLevel,
  gap = 2,
  headingSx,
  headingRef,
  outlined = false,
  spacing,
  ref,
  sx,
  children,
}: LabelledSectionProps) {
  const content = (
    <>
      <Typography
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        variant={headingVariant}
        component={headingLevel}
        sx={[{ mb: spacing === undefined ? gap : 0 }, !!headingRef && { outline: 'none' }, ...(Array.isArray(headingSx) ? headingSx : [headingSx])]}
      >
        {title}
      </Typography>
      {children}
    </>
  );
  if (outlined) {
    return (
      <Paper ref={ref as Ref<HTMLDivElement>} component="section" variant="outlined" aria-labelledby={id} sx={sx}>
        {content}
      </Paper>
    );
  }
  return spacing !== undefined ? (
    <Stack ref={ref as Ref<HTMLDivElement>} component="section" spacing={spacing} aria-labelledby={id} sx={sx}>
      {content}
    </Stack>
  ) : (
    <Box ref={ref} component="section" aria-labelledby={id} sx={sx}>
      {content}
    </Box>
  );
}
