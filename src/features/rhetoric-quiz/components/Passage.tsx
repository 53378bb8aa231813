import { Box, Typography } from '@mui/material';
import { memo, useEffect, useId, useRef } from 'react';
import { beforePaint } from '@/lib/beforePaint';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { srOnly } from '@/theme/tokens';
import { passagePieces } from '../logic';

/**
 * Height the rest of the play screen needs beside the passage's text window (the navigation
 * bar, the status line, the passage's title and the options): the window gets what is left.
 */
const PASSAGE_ROOM = { xs: 570, sm: 430 } as const;
/** The text window never gets smaller than this. */
const PASSAGE_MIN_HEIGHT = { xs: '8rem', sm: '12rem' } as const;

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
export const Passage = memo(function Passage({ title, fullText, segments, current }: PassageProps) {
  const titleId = useId();
  const pieces = passagePieces(fullText, segments);
  // The text scrolls in its own window, the highlighted segment kept near its middle, so the
  // options below stay on screen with it (a passage is two screens long on a phone).
  const boxRef = useRef<HTMLDivElement>(null);
  // Measured just before the paint that shows the new segment (beforePaint), not in the task of
  // the key press that moved on.
  useEffect(
    () =>
      beforePaint(() => {
        const box = boxRef.current;
        const mark = box?.querySelector('[data-current-segment]');
        if (!box || !mark) return;
        const offset = mark.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
        const height = mark.getBoundingClientRect().height;
        box.scrollTo({ top: Math.max(0, offset - Math.max(0, (box.clientHeight - height) / 2)), behavior: 'instant' });
      }),
    [current, fullText],
  );
  return (
    <LabelledSection outlined id={titleId} title={title} headingVariant="h5" headingSx={{ mb: { xs: 0.5, md: 1.5 } }} sx={{ p: { xs: 1.5, md: 3 } }}>
      {/* Focusable, so the text can be scrolled from the keyboard too. */}
      <Box
        ref={boxRef}
        tabIndex={0}
        role="group"
        aria-label="Passage text"
        data-passage-scroll=""
        sx={{
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          maxHeight: { xs: `max(${PASSAGE_MIN_HEIGHT.xs}, calc(100svh - ${PASSAGE_ROOM.xs}px))`, sm: `max(${PASSAGE_MIN_HEIGHT.sm}, calc(100svh - ${PASSAGE_ROOM.sm}px))` },
          borderRadius: 1,
          pr: 1,
        }}
      >
        <Typography component="p" variant="body1" sx={{ fontSize: { xs: '1.0625rem', md: '1.125rem' }, lineHeight: { xs: 1.75, md: 1.9 } }}>
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
      </Box>
    </LabelledSection>
  );
});
