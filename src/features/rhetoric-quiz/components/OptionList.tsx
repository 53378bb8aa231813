import { Box, Button, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type Ref } from 'react';
import { answerState, srOnly, type AnswerState } from '@/components/game/answerState';
import type { QuizOption } from '@/content/games/types';

export interface OptionListProps {
  /** The three options, in the shown (shuffled) order. */
  options: readonly QuizOption[];
  /** Index of the pick; null while the segment is open. Once set, every option is locked. */
  picked: number | null;
  onPick: (index: number) => void;
  prompt?: string;
  /** The prompt takes focus when a new segment comes up. */
  promptRef?: Ref<HTMLParagraphElement>;
}

const LABELS: Partial<Record<AnswerState, string>> = {
  correct: 'right answer',
  wrong: 'your pick, incorrect',
};

/**
 * Three technique buttons. After a pick they all lock: the right answer turns green with a
 * tick, a wrong pick red with a cross, and each says so in words as well.
 */
export function OptionList({
  options,
  picked,
  onPick,
  prompt = 'Which technique does the highlighted segment use?',
  promptRef,
}: OptionListProps) {
  const promptId = useId();
  const locked = picked !== null;
  const correctIndex = options.findIndex((o) => o.correct);
  return (
    <Box role="group" aria-labelledby={promptId}>
      <Typography id={promptId} ref={promptRef} tabIndex={-1} variant="h6" component="p" sx={{ mb: 1.5, outline: 'none' }}>
        {prompt}
      </Typography>
      <Stack spacing={1.5} sx={{ flexDirection: { xs: 'column', sm: 'row' }, '& > *': { flex: 1 } }} useFlexGap>
        {options.map((option, i) => {
          const state = answerState(String(i), String(correctIndex), picked === null ? null : String(picked), locked);
          const mine = picked === i;
          const label = state === 'correct' && mine ? 'your pick, correct' : LABELS[state];
          return (
            <Button
              key={`${option.text}-${i}`}
              variant={state === 'idle' ? 'outlined' : 'contained'}
              size="large"
              disabled={locked}
              onClick={() => onPick(i)}
              data-state={state}
              startIcon={
                state === 'correct' ? <CheckIcon aria-hidden /> : state === 'wrong' ? <CloseIcon aria-hidden /> : undefined
              }
              sx={{
                py: 1.5,
                justifyContent: 'center',
                fontSize: '1.05rem',
                borderWidth: 2,
                '&.Mui-disabled': {
                  ...(state === 'correct' && { bgcolor: 'success.main', color: 'success.contrastText' }),
                  ...(state === 'wrong' && { bgcolor: 'error.main', color: 'error.contrastText' }),
                  ...(state === 'locked' && {
                    bgcolor: 'action.hover',
                    color: 'text.secondary',
                    border: 2,
                    borderColor: 'divider',
                  }),
                },
                ...(mine && { outline: (t) => `3px solid ${(t.vars ?? t).palette.text.primary}`, outlineOffset: 2 }),
              }}
            >
              {option.text}
              {label && (
                <Box component="span" style={srOnly}>
                  {` (${label})`}
                </Box>
              )}
            </Button>
          );
        })}
      </Stack>
    </Box>
  );
}
