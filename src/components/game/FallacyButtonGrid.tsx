import { Box, Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { answerState, srOnly } from './answerState';

export interface FallacyButtonGridProps {
  types: readonly { id: string; name: string }[];
  /** The right answer; only used once an answer is chosen. */
  answerId: string | null;
  /** The player's locked answer; null while open. */
  chosen: string | null;
  onChoose: (id: string) => void;
  /** Names the group for assistive technology. */
  label?: string;
}

/**
 * The fallacy-identification game's answer grid: one button per fallacy type. Once an answer
 * is chosen every button locks; the right one turns green and a wrong pick red, each with an
 * icon and words as well as colour. Locked buttons stay focusable (aria-disabled).
 */
export function FallacyButtonGrid({ types, answerId, chosen, onChoose, label = 'Fallacy types' }: FallacyButtonGridProps) {
  const revealed = chosen !== null;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      {types.map((type) => {
        const state = answerState(type.id, answerId, chosen, revealed);
        const signal = state === 'correct' ? 'game.correct' : state === 'wrong' ? 'game.wrong' : null;
        return (
          <Button
            key={type.id}
            variant={signal ? 'contained' : 'outlined'}
            aria-disabled={revealed || undefined}
            data-state={state}
            onClick={revealed ? undefined : () => onChoose(type.id)}
            endIcon={state === 'correct' ? <CheckCircleIcon /> : state === 'wrong' ? <CancelIcon /> : undefined}
            sx={{
              justifyContent: 'flex-start',
              textAlign: 'left',
              minHeight: 52,
              // Room for the verdict's icon is kept from the start, and the icon sits in it, out
              // of the text's flow: the reveal never rewraps a name or grows a row.
              position: 'relative',
              pr: 5,
              '& .MuiButton-endIcon': { position: 'absolute', right: 12, top: '50%', transform: 'translateY(-50%)', m: 0 },
              borderRadius: 2,
              borderWidth: 2,
              '&:hover': { borderWidth: 2 },
              ...(signal && { bgcolor: signal, color: 'game.onSignal', '&:hover': { bgcolor: signal } }),
              ...(state === 'locked' && { borderStyle: 'dashed', color: 'text.secondary', borderColor: 'divider', cursor: 'default' }),
            }}
          >
            {type.name}
            {state === 'correct' && <span style={srOnly}>: right answer</span>}
            {state === 'wrong' && <span style={srOnly}>: your pick, wrong</span>}
          </Button>
        );
      })}
    </Box>
  );
}
