import { Box, ButtonBase, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { AnswerState } from '@/lib/game/answerState';

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
 * One of the Detective's three answer cards. A locked card stays focusable (aria-disabled, not
 * disabled) so keyboard focus is never thrown back to the top of the page. The result shows as
 * colour, an icon and words, so colour is never the only signal.
 */
export function AnswerCard({ index, label, state, onChoose, locked = false }: AnswerCardProps) {
  const closed = locked || state !== 'idle';
  const status = STATUS[state];
  const signal = state === 'correct' ? 'game.correct' : state === 'wrong' ? 'game.wrong' : null;
  return (
    <ButtonBase
      focusRipple
      aria-disabled={closed || undefined}
      aria-keyshortcuts={String(index)}
      data-state={state}
      onClick={closed ? undefined : onChoose}
      sx={{
        width: '100%',
        minHeight: { xs: 60, sm: 72, md: 76 },
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 2,
        px: { xs: 1.5, sm: 2.5 },
        py: { xs: 1, sm: 1.5 },
        borderRadius: 3,
        border: '2px solid',
        borderStyle: state === 'locked' ? 'dashed' : 'solid',
        borderColor: signal ?? (state === 'chosen' ? 'warning.main' : 'divider'),
        bgcolor: signal ?? 'background.paper',
        color: signal ? 'game.onSignal' : state === 'locked' ? 'text.secondary' : 'text.primary',
        boxShadow: state === 'chosen' ? 3 : 0,
        cursor: closed ? 'default' : 'pointer',
        transition: (t) => t.transitions.create(['border-color', 'background-color', 'transform']),
        '&:hover': closed ? undefined : { borderColor: 'warning.main', transform: 'translateY(-2px)' },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      }}
    >
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
        {state === 'correct' ? <CheckCircleIcon /> : state === 'wrong' ? <CancelIcon /> : index}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3 }}>
          {label}
        </Typography>
        {/* The status line is always there (empty until the reveal), so the label never moves. */}
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, minHeight: '1.6em' }}>
          {status}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
