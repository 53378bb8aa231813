import { Box, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { srOnly } from '@/theme/tokens';
import { passagePieces } from '../logic';

export interface PassageProps {
  /** The passage's title. */
  title: string;
  /** The whole passage; the segments are found in it by their text. */
  fullText: string;
  /** The segments, in passage order (only their text is needed). */
  segments: ReadonlyArray<{ text: string }>;
  /** Index of the highlighted segment; null highlights nothing. */
  current: number | null;
}

/**
 * The exercise text with the current segment highlighted. The highlight is a colour, a heavy
 * underline and bold type, and screen readers hear "highlighted segment" around it.
 */
export function Passage({ title, fullText, segments, current }: PassageProps) {
  const titleId = useId();
  const pieces = passagePieces(fullText, segments);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography component="p" variant="body1" sx={{ fontSize: '1.125rem', lineHeight: 1.9 }}>
        {pieces.map((piece, i) =>
          piece.kind === 'segment' && piece.index === current ? (
            <Box
              key={i}
              component="mark"
              data-current-segment=""
              sx={{
                bgcolor: 'warning.main',
                color: 'warning.contrastText',
                fontWeight: 700,
                px: 0.5,
                borderRadius: 1,
                textDecoration: 'underline',
                textDecorationThickness: 3,
                textUnderlineOffset: 4,
                boxDecorationBreak: 'clone',
                WebkitBoxDecorationBreak: 'clone',
              }}
            >
              <Box component="span" style={srOnly}>
                Highlighted segment:{' '}
              </Box>
              {piece.text}
              <Box component="span" style={srOnly}>
                {' '}(end of highlighted segment)
              </Box>
            </Box>
          ) : (
            <span key={i}>{piece.text}</span>
          ),
        )}
      </Typography>
    </Paper>
  );
}
