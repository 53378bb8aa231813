import { Box, Typography } from '@mui/material';

export interface QuoteBlockProps {
  /** The quotation, without quotation marks (the block draws them). */
  text: string;
  /** Who said it: "The Sophist", or an invented figure ("Every uncle, ever"). */
  attribution: string;
}

/** A pull quote in chalk lettering: a figure with the quote and who said it. */
export function QuoteBlock({ text, attribution }: QuoteBlockProps) {
  return (
    <Box component="figure" sx={{ m: 0, my: 4, pl: { xs: 2.5, sm: 3 }, py: 0.5, borderLeft: 4, borderColor: 'warning.main' }}>
      <Box component="blockquote" sx={{ m: 0 }}>
        <Typography variant="chalk" component="p" sx={{ fontSize: { xs: '1.4rem', sm: '1.6rem' }, lineHeight: 1.35 }}>
          “{text}”
        </Typography>
      </Box>
      <Typography component="figcaption" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        — {attribution}
      </Typography>
    </Box>
  );
}
