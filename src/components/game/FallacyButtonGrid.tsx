import { Box, type SxProps, type Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { srOnly } from '@/theme/tokens';
import { memo } from 'react';
import { answerState } from '@/lib/game/answerState';
import { HOVER } from '@/theme/motion';

export interface FallacyButtonGridProps {
  /** The fallacy types to choose from, one button each, in the order shown. */
  types: ReadonlyArray<{ id: string; name: string }>;
  /** The right answer; only used once an answer is chosen. */
  answerId: string | null;
  /** The player's locked answer; null while open. */
  chosen: string | null;
  /** Called with the chosen type's id while the grid is open. */
  onChoose: (id: string) => void;
  /** Names the group for assistive technology. */
  label?: string;
}

/**
 * The grid's buttons are plain <button>s styled from the grid, one rule set for all of them and
 * every state told apart by `data-state`: an answer re-renders a dozen and more buttons, and as
 * plain elements that costs next to nothing (as MUI Buttons it cost most of the answer's frame on
 * a slow phone), and switches attributes only, so no new CSS is generated while the verdict shows.
 * They look like the site's outlined buttons. Room for the verdict's icon is kept from the start,
 * and the icon sits in it, out of the text's flow: the reveal never rewraps a name or grows a row.
 */
const gridSx: SxProps<Theme> = (theme) => ({
  display: 'grid',
  gap: { xs: 1, sm: 1.5 },
  gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
  '& > button': {
    ...theme.typography.button,
    lineHeight: 1.3,
    appearance: 'none',
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    textAlign: 'left',
    minHeight: { xs: 44, sm: 52 },
    py: { xs: 0.5, sm: 0.75 },
    pl: '20px',
    pr: 5,
    position: 'relative',
    borderRadius: 2,
    border: '2px solid',
    borderColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.5),
    bgcolor: 'transparent',
    color: 'primary.main',
    cursor: 'pointer',
    // Only with a pointer that hovers: a tap leaves :hover behind, a hint on the next statement's button.
    // Only the hover fades in: with a transition on every button, an answer and each new statement
    // started three colour transitions on each of a dozen buttons, most of the style work of their
    // frames (and of the frames after) on a slow phone. The verdict's colours are there at once.
    [HOVER]: {
      '&:hover': {
        bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, (theme.vars ?? theme).palette.action.hoverOpacity),
        borderColor: 'primary.main',
        transition: theme.transitions.create(['background-color', 'border-color'], { duration: theme.transitions.duration.short }),
      },
    },
    '& > svg': { position: 'absolute', right: 12, top: '50%', transform: 'translateY(-50%)', fontSize: 20 },
    '&[data-state="correct"], &[data-state="correct"]:hover': { bgcolor: 'game.correct', borderColor: 'game.correct', color: 'game.onSignal' },
    '&[data-state="wrong"], &[data-state="wrong"]:hover': { bgcolor: 'game.wrong', borderColor: 'game.wrong', color: 'game.onSignal' },
    '&[data-state="locked"], &[data-state="locked"]:hover': {
      bgcolor: 'transparent',
      borderStyle: 'dashed',
      color: 'text.secondary',
      borderColor: 'divider',
      cursor: 'default',
    },
  },
});

/**
 * The fallacy-identification game's answer grid: one button per fallacy type. Once an answer
 * is chosen every button locks; the right one turns green and a wrong pick red, each with an
 * icon and words as well as colour. Locked buttons stay focusable (aria-disabled).
 */
export const FallacyButtonGrid = memo(function FallacyButtonGrid({ types, answerId, chosen, onChoose, label = 'Fallacy types' }: FallacyButtonGridProps) {
  const revealed = chosen !== null;
  return (
    <Box role="group" aria-label={label} sx={gridSx}>
      {types.map((type) => {
        const state = answerState(type.id, answerId, chosen, revealed);
        return (
          <button
            key={type.id}
            type="button"
            aria-disabled={revealed || undefined}
            data-state={state}
            onClick={revealed ? undefined : () => onChoose(type.id)}
          >
            {type.name}
            {state === 'correct' && (
              <>
                <CheckCircleIcon aria-hidden />
                <span style={srOnly}>: right answer</span>
              </>
            )}
            {state === 'wrong' && (
              <>
                <CancelIcon aria-hidden />
                <span style={srOnly}>: your pick, wrong</span>
              </>
            )}
          </button>
        );
      })}
    </Box>
  );
});
