import { Box, Typography } from '@mui/material';

export interface CardHeadProps {
  /** The card's title, its heading. */
  title: string;
  /** An emoji or short symbol before the title, hidden from screen readers (decoration). */
  thumbnail?: string;
  /** The heading's level, so the card fits the page outline. */
  headingLevel: 'h2' | 'h3';
  /** A larger head for a featured card (h4 type, a 36 px symbol) than a grid card's (h5, 32 px). */
  large?: boolean;
}

/**
 * The head of a link card: its symbol and its title in one row. Written once for ContentCard and
 * AnimatedCornerCard; use it for a new card of that kind, not for a section heading (use
 * LabelledSection). Keyboard: nothing to focus (the card around it is the link). A screen reader
 * hears the heading only; the symbol is hidden.
 */
export function CardHead({ title, thumbnail, headingLevel, large = false }: CardHeadProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
      {thumbnail && (
        <Box aria-hidden="true" sx={{ fontSize: large ? 36 : 32, lineHeight: 1 }}>
          {thumbnail}
        </Box>
      )}
      <Typography component={headingLevel} variant={large ? 'h4' : 'h5'}>
        {title}
      </Typography>
    </Box>
  );
}
