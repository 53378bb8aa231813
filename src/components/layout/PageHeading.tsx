import { Box, Typography } from '@mui/material';

export interface PageHeadingProps {
  /** The page's one h1. */
  title: string;
  /** The paragraph under it: what the page does and why, in a line or three. */
  intro?: string;
}

/**
 * The plain opening of a tool or practice page (the check, practice, review, progress): its h1 and one
 * paragraph, kept to a readable measure. Pages with a chalkboard band use `PageHero` instead; lessons
 * and articles have their own layouts. A screen reader hears a level-one heading, then the paragraph.
 */
export function PageHeading({ title, intro }: PageHeadingProps) {
  return (
    <Box sx={{ maxWidth: '65ch' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {intro && <Typography>{intro}</Typography>}
    </Box>
  );
}
