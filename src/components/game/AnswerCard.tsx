import { Box, ButtonBase, Typography, type SxProps, type Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { memo } from 'react';
import type { AnswerState } from '@/lib/game/answerState';
import { HOVER } from '@/theme/motion';

export interface AnswerCardProps {
  /** 1, 2 or 3: its place, and the key that picks it. */
  index: number;
  /** The fallacy's name. */
  label: string;
  /** idle (open), chosen (the player's pick, waiting), correct, wrong, or locked (another card was chosen). */
  state: AnswerState;
  /** Called on click, Enter, Space or the card's number key while open. */
  onChoose: () => void;
  /** Answers are closed (a result is showing, or the next question is on its way). */
  locked?: boolean;
}

const STATUS: Record<AnswerState, string | null> = {
  idle: null,
  chosen: 'Your pick',
  correct: 'Right answer',
  wrong: 'Your pick: wrong',
  locked: null,
};

/**
 * One style for every state, told apart by `data-state` and `aria-disabled`: an answer switches
 * attributes only, so no new CSS is generated (and the whole page restyled) while it paints.
 */
const cardSx: SxProps<Theme> = {
  width: '100%',
  minHeight: { xs: 60, sm: 72, md: 76 },
  justifyContent: 'flex-start',
  textAlign: 'left',
  gap: 2,
  px: { xs: 1.5, sm: 2.5 },
  py: { xs: 1, sm: 1.5 },
  borderRadius: 3,
  border: '2px solid',
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 0,
  cursor: 'pointer',
  transition: (t) => t.transitions.create(['border-color', 'background-color', 'transform']),
  // Hover only where there is a pointer that hovers: on a touch screen a tap leaves :hover on the
  // place it touched, and the next question's card there would show it, like a hint.
  [HOVER]: { '&:not([aria-disabled]):hover': { borderColor: 'warning.main', transform: 'translateY(-2px)' } },
  '&[aria-disabled]': { cursor: 'default' },
  '&[data-state="chosen"]': { borderColor: 'warning.main', boxShadow: 3 },
  '&[data-state="locked"]': { borderStyle: 'dashed', color: 'text.secondary' },
  '&[data-state="correct"]': { borderColor: 'game.correct', bgcolor: 'game.correct', color: 'game.onSignal' },
  '&[data-state="wrong"]': { borderColor: 'game.wrong', bgcolor: 'game.wrong', color: 'game.onSignal' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
  '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
};

/** The card's round badge: its number, or the verdict's icon. */
const Badge = memo(function Badge({ index, mark }: { index: number; mark: 'correct' | 'wrong' | null }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        flex: '0 0 auto',
        width: 36,
        height: 36,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        border: '2px solid currentColor',
      }}
    >
      {mark === 'correct' ? <CheckCircleIcon /> : mark === 'wrong' ? <CancelIcon /> : index}
    </Box>
  );
});

/** The fallacy's name and the status line under it. */
const Words = memo(function Words({ label, status }: { label: string; status: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3 }}>
        {label}
      </Typography>
      {/* The status line is always there (empty until the reveal), so the label never moves. */}
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, minHeight: '1.6em' }}>
        {status}
      </Typography>
    </Box>
  );
});

/**
 * One of the Detective's three answer cards. A locked card stays focusable (aria-disabled, not
 * disabled) so keyboard focus is never thrown back to the top of the page. The result shows as
 * colour, an icon and words, so colour is never the only signal. The badge and the words are
 * memoised: an answer closes all three cards, but only the chosen and the right one change inside.
 */
export const AnswerCard = memo(function AnswerCard({ index, label, state, onChoose, locked = false }: AnswerCardProps) {
  const closed = locked || state !== 'idle';
  return (
    <ButtonBase
      focusRipple
      aria-disabled={closed || undefined}
      aria-keyshortcuts={String(index)}
      data-state={state}
      onClick={closed ? undefined : onChoose}
      sx={cardSx}
    >
      <Badge index={index} mark={state === 'correct' || state === 'wrong' ? state : null} />
      <Words label={label} status={STATUS[state]} />
    </ButtonBase>
  );
});
