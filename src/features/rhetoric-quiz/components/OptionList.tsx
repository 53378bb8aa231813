import { Box, Button, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type Ref } from 'react';
import { answerState, type AnswerState } from '@/lib/game/answerState';
import { srOnly } from '@/theme/tokens';
import type { QuizOption } from '@/content/games/types';

export interface OptionListProps {
  /** The three options, in the shown (shuffled) order. */
  options: ReadonlyArray<QuizOption>;
  /** Index of the pick; null while the segment is open. Once set, every option is locked. */
  picked: number | null;
  /** Called with the picked option's index (0-based) while the segment is open. */
  onPick: (index: number) => void;
  /** The question over the options (default "Which technique does the highlighted segment use?"). */
  prompt?: string;
  /** The prompt takes focus when a new segment comes up. */
  promptRef?: Ref<HTMLParagraphElement>;
}

/**
 * One style for every state, told apart by data attributes: revealing the answer switches
 * attributes only, never the buttons' classes, so no new styles are generated mid-game (each
 * new rule makes the browser restyle the page while the answer is being shown).
 */
const optionSx: SxProps<Theme> = {
  py: { xs: 0.75, sm: 1.5 },
  px: 6,
  position: 'relative',
  justifyContent: 'center',
  fontSize: '1.05rem',
  borderWidth: 2,
  // The icon sits at the start, out of the text's flow, so the reveal moves no text.
  '& .MuiButton-startIcon': { position: 'absolute', left: 16, top: '50%', transform: 'translateY(-50%)', m: 0 },
  '&[aria-disabled="true"]': { cursor: 'default' },
  '&[data-state="correct"]': { bgcolor: 'success.main', color: 'success.contrastText', borderColor: 'success.main' },
  '&[data-state="wrong"]': { bgcolor: 'error.main', color: 'error.contrastText', borderColor: 'error.main' },
  '&[data-state="locked"]': { bgcolor: 'action.hover', color: 'text.secondary', borderColor: 'divider' },
  '&[data-mine]': { outline: (t) => `3px solid ${(t.vars ?? t).palette.text.primary}`, outlineOffset: 2 },
};

/** The tick or the cross once the answer is shown; nothing (but the same element) before. */
function StateIcon({ state }: { state: AnswerState }) {
  if (state === 'correct') return <CheckIcon aria-hidden />;
  if (state === 'wrong') return <CloseIcon aria-hidden />;
  return <Box component="span" aria-hidden sx={{ width: 20, height: 20 }} />;
}

const LABELS: Partial<Record<AnswerState, string>> = {
  correct: 'right answer',
  wrong: 'your pick, incorrect',
};

/**
 * Three technique buttons. After a pick they all lock (aria-disabled): the right answer turns
 * green with a tick, a wrong pick red with a cross, and each says so in words as well.
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
      <Typography id={promptId} ref={promptRef} tabIndex={-1} variant="h6" component="p" sx={{ mb: { xs: 1, sm: 1.5 }, outline: 'none', lineHeight: 1.4 }}>
        {prompt}
      </Typography>
      <Stack spacing={{ xs: 1, sm: 1.5 }} sx={{ flexDirection: { xs: 'column', sm: 'row' }, '& > *': { flex: 1 } }} useFlexGap>
        {options.map((option, i) => {
          const state = answerState(String(i), String(correctIndex), picked === null ? null : String(picked), locked);
          const mine = picked === i;
          const label = state === 'correct' && mine ? 'your pick, correct' : LABELS[state];
          return (
            <Button
              key={`${option.text}-${i}`}
              variant="outlined"
              size="large"
              // Locked, not disabled: a disabled button would drop the keyboard's focus (to the
              // page, in a task of its own) just as the popup opens; this one keeps it until the
              // popup takes it, and stays in the tab order with its result read out.
              aria-disabled={locked || undefined}
              onClick={locked ? undefined : () => onPick(i)}
              data-state={state}
              data-mine={mine || undefined}
              startIcon={<StateIcon state={state} />}
              sx={optionSx}
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
