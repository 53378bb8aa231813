import { Box, type SxProps, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { memo, type KeyboardEvent } from 'react';
import { STICKY_CLEARANCE } from '@/theme/layout';
import { srOnly } from '@/theme/tokens';
import { HOVER } from '@/theme/motion';

export interface SegmentButtonProps {
  /** The highlighted words: the button's label. */
  text: string;
  /** Already found: drawn as found, and announced so. */
  found: boolean;
  /** Guessed wrong in the challenge: drawn as missed (red, a cross), and announced so. */
  missed?: boolean;
  /** Its index among the article's segments, given back to `onActivate`. */
  index: number;
  /** Called with `index` on click, Enter or Space: the detail dialog opens. */
  onActivate: (index: number) => void;
}

/** Room above a segment brought into view: the sticky bar's clearance plus the found-counter band (on a phone, three rows with Guess first's score). */
const SEGMENT_CLEARANCE_TOP = STICKY_CLEARANCE + 150;

/**
 * One style for both states, told apart by `data-found`: marking a segment found switches an
 * attribute, so no new CSS is generated (and the whole page restyled) while the mark paints.
 */
const segmentSx: SxProps<Theme> = (t) => ({
  scrollMarginTop: SEGMENT_CLEARANCE_TOP,
  scrollMarginBottom: 16,
  cursor: 'pointer',
  borderRadius: 1,
  px: 0.25,
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  textDecoration: 'underline',
  textDecorationThickness: 2,
  textUnderlineOffset: 4,
  textDecorationStyle: 'dashed',
  transition: t.transitions.create(['background-color', 'color']),
  bgcolor: t.alpha((t.vars ?? t).palette.warning.main, 0.16),
  color: 'text.primary',
  [HOVER]: { '&:not([data-found]):not([data-missed]):hover': { bgcolor: t.alpha((t.vars ?? t).palette.warning.main, 0.28) } },
  '&[data-found]': { textDecorationStyle: 'solid', bgcolor: 'success.main', color: 'success.contrastText' },
  '&[data-missed]': { textDecorationStyle: 'solid', bgcolor: 'error.main', color: 'error.contrastText' },
  '&:focus-visible': { outline: `3px solid ${(t.vars ?? t).palette.text.primary}`, outlineOffset: 2 },
});

/**
 * A highlighted segment inside the article's running text. It is a button to assistive
 * technology and the keyboard (Tab, Enter, Space), but an inline span to layout: a native
 * <button> renders as an inline block and cannot wrap across lines with the paragraph.
 * Found segments turn green and gain a tick; in the challenge, missed ones (guessed wrong) turn red
 * and gain a cross. Every state is spoken.
 */
export const SegmentButton = memo(function SegmentButton({ text, found, missed = false, index, onActivate }: SegmentButtonProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onActivate(index);
    } else if (event.key === ' ') {
      event.preventDefault(); // no page scroll; Space activates on release, like a native button
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      onActivate(index);
    }
  };
  return (
    <Box
      component="span"
      role="button"
      tabIndex={0}
      aria-haspopup="dialog"
      data-found={found || undefined}
      data-missed={(!found && missed) || undefined}
      onClick={() => onActivate(index)}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      // Focus (a Tab, or coming back from the dialog) brings the whole segment into view, clear
      // of the sticky bar and the found-counter band under it.
      onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
      sx={segmentSx}
    >
      {found && <CheckIcon aria-hidden sx={{ fontSize: '1em', verticalAlign: '-0.125em', mr: 0.25 }} />}
      {!found && missed && <CloseIcon aria-hidden sx={{ fontSize: '1em', verticalAlign: '-0.125em', mr: 0.25 }} />}
      {text}
      <Box component="span" style={srOnly}>
        {found ? ' (found)' : missed ? ' (missed)' : ' (not found yet)'}
      </Box>
    </Box>
  );
});
