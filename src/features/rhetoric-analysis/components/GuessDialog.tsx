import { Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '@/components/feedback/Modal';
import { rhetoricAnalysisChallenge as copy } from '@/content/pages/rhetoricAnalysis';
import type { AnalysisSegment } from '@/content/games/types';
import { srOnly } from '@/theme/tokens';

export interface GuessDialogProps {
  /** The opened segment; null keeps the dialog closed. */
  segment: AnalysisSegment | null;
  /** The three techniques to choose from (the right one among them), in the order shown. */
  options: ReadonlyArray<string>;
  /** What the learner picked for this segment; undefined until the pick (the names stay hidden). */
  picked: string | undefined;
  /** Called with the technique chosen (once: the options lock after it). */
  onPick: (technique: string) => void;
  /** Called on Back to the article, the X, Escape or the backdrop. */
  onClose: () => void;
  /** Stays in the document while closed (hidden), so opening only shows it. */
  keepMounted?: boolean;
}

/** Arrow keys move between the options (wrapping round), as in any group of choices; Tab moves through them too. */
function moveBetweenOptions(event: KeyboardEvent<HTMLElement>) {
  const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

/**
 * A clicked segment in the guess-first challenge. Before the pick it asks "Which technique is
 * this?" over the quoted words and three options: the technique's name is nowhere in it. The pick
 * locks the options, shows which was right, and says the verdict with the explanation in a polite
 * live region (empty until then, so nothing is announced before the choice); focus moves to Back to
 * the article. Opened again, an answered segment shows its result straight away.
 */
export function GuessDialog({ segment, options, picked, onPick, onClose, keepMounted = false }: GuessDialogProps) {
  // Closed (kept mounted, hidden), the dialog keeps what it showed while open.
  const [snapshot, setSnapshot] = useState({ segment, options, picked });
  if (segment && (segment !== snapshot.segment || options !== snapshot.options || picked !== snapshot.picked)) {
    setSnapshot({ segment, options, picked });
  }
  const shown = segment ? { segment, options, picked } : snapshot;
  const answered = shown.picked !== undefined;
  const right = answered && shown.picked === shown.segment?.technique;

  // The pick moves focus to Back to the article (the options it came from are locked).
  const contentRef = useRef<HTMLDivElement | null>(null);
  const pickedHere = useRef(false);
  useLayoutEffect(() => {
    if (!pickedHere.current || !answered) return;
    pickedHere.current = false;
    contentRef.current?.closest('.MuiDialog-paper')?.querySelector<HTMLElement>('.MuiDialogActions-root button')?.focus();
  }, [answered]);
  const pick = (technique: string) => {
    if (answered) return;
    pickedHere.current = true;
    onPick(technique);
  };

  const technique = shown.segment?.technique ?? '';
  const verdict = !answered ? '' : right ? copy.right(technique) : copy.wrong(shown.picked!, technique);
  return (
    <Modal
      open={segment !== null}
      title={answered ? technique : copy.question}
      onClose={onClose}
      cancelLabel={answered ? copy.back : undefined}
      keepMounted={keepMounted}
    >
      {shown.segment && (
        <Box ref={contentRef}>
          <Box component="blockquote" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 4, borderColor: answered ? (right ? 'success.main' : 'error.main') : 'warning.main', fontStyle: 'italic' }}>
            <Typography>"{shown.segment.text}"</Typography>
          </Box>
          <Stack role="group" aria-label={copy.optionsLabel} spacing={1} onKeyDown={moveBetweenOptions}>
            {shown.options.map((option) => {
              const isRight = answered && option === technique;
              const isWrongPick = answered && option === shown.picked && !right;
              return (
                <Button
                  key={option}
                  variant={isRight || isWrongPick ? 'contained' : 'outlined'}
                  color={isRight ? 'success' : isWrongPick ? 'error' : 'primary'}
                  // Locked, not disabled: a disabled button would drop focus to the page's body.
                  aria-disabled={answered || undefined}
                  onClick={() => pick(option)}
                  startIcon={isRight ? <CheckCircleIcon aria-hidden /> : isWrongPick ? <CancelIcon aria-hidden /> : undefined}
                  sx={{ justifyContent: 'flex-start', textTransform: 'none', '&[aria-disabled]': { cursor: 'default' } }}
                >
                  {option}
                  {isRight && <Box component="span" style={srOnly}> (the right answer)</Box>}
                  {isWrongPick && <Box component="span" style={srOnly}> (your pick)</Box>}
                </Button>
              );
            })}
          </Stack>
          <Box role="status" aria-live="polite" aria-atomic="true" sx={{ mt: answered ? 2 : 0 }}>
            {answered && (
              <>
                <Typography sx={{ fontWeight: 700, color: right ? 'game.correct' : 'text.primary' }}>{verdict}</Typography>
                <Typography sx={{ mt: 1 }}>{shown.segment.explanation}</Typography>
              </>
            )}
          </Box>
        </Box>
      )}
    </Modal>
  );
}
