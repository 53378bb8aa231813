import { Box, Button, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { whyNot, type ReviewItem } from '@/lib/review/items';

export interface ReviewCardProps {
  /** The example drawn for this card: its text, the options, the answer and why. */
  item: ReviewItem;
  /** 1-based position in the session, and the session's length so far. */
  position: number;
  /** The session's length so far (it grows when a missed card is asked again). */
  total: number;
  /** The option chosen; null while the question is open. */
  chosen: string | null;
  /** The hint has been used (the answer then counts as Hard at best). */
  hinted: boolean;
  /** This question repeats a card answered wrongly earlier in the session. */
  reask?: boolean;
  /** When the card comes back, in words, shown after the answer (e.g. "Back in 3 days."). */
  outcome?: string;
  /** Called when the learner asks for the hint. */
  onHint: () => void;
  /** Called with the chosen option's id. */
  onAnswer: (optionId: string) => void;
  /** Called to go on after the feedback. */
  onNext: () => void;
  /** What the button after the feedback says (default "Next"; "Finish" on the last card). */
  nextLabel?: string;
}

const KIND_LABELS: Record<ReviewItem['kind'], string> = {
  spot: 'Spot the fallacy',
  twin: 'Fallacy or sound twin',
  device: 'Rhetorical device',
};

/**
 * One review question: the example, its options and a hint; after the answer, right or wrong,
 * the verdict, why (and why the chosen option was not it), when the card comes back and the lesson.
 */
export function ReviewCard({ item, position, total, chosen, hinted, reask, outcome, onHint, onAnswer, onNext, nextLabel = 'Next' }: ReviewCardProps) {
  const next = useRef<HTMLButtonElement>(null);
  const answered = chosen !== null;
  const correct = chosen === item.answerId;
  useEffect(() => {
    if (answered) next.current?.focus();
  }, [answered]);
  const ruledOut = hinted && 'rulesOut' in item.hint ? new Set(item.hint.rulesOut) : new Set<string>();
  const hintText = hinted && 'text' in item.hint ? item.hint.text : null;
  const notIt = chosen ? whyNot(item, chosen) : null;
  const Icon = correct ? CheckCircleIcon : CancelIcon;
  return (
    <Stack spacing={2.5} data-card={item.cardId} data-item={item.itemId}>
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
          {`${KIND_LABELS[item.kind]} · ${position} of ${total}${reask ? ' · again' : ''}`}
        </Typography>
        <Typography component="h2" variant="h4">
          {item.prompt}
        </Typography>
      </Box>
      <Box
        component="blockquote"
        sx={{ m: 0, p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider', fontSize: { xs: '1.05rem', sm: '1.15rem' }, lineHeight: 1.6 }}
      >
        {item.text}
      </Box>
      <Box role="group" aria-label="Your answer" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: item.options.length > 3 ? 'repeat(2, 1fr)' : `repeat(${item.options.length}, 1fr)` } }}>
        {item.options.map((o) => {
          const out = ruledOut.has(o.id) && !answered;
          const isAnswer = answered && o.id === item.answerId;
          return (
            <Button
              key={o.id}
              variant={chosen === o.id || isAnswer ? 'contained' : 'outlined'}
              color={answered ? (isAnswer ? 'success' : chosen === o.id ? 'error' : 'primary') : 'primary'}
              aria-pressed={chosen === o.id}
              aria-disabled={answered || out || undefined}
              data-state={isAnswer ? 'answer' : chosen === o.id ? 'chosen' : out ? 'ruled-out' : undefined}
              onClick={() => !answered && !out && onAnswer(o.id)}
              sx={{ minHeight: 52, justifyContent: 'flex-start', textAlign: 'left', borderWidth: 2, '&:hover': { borderWidth: 2 }, ...(out && { textDecoration: 'line-through', opacity: 0.55 }) }}
            >
              {out ? `${o.label} (ruled out)` : o.label}
            </Button>
          );
        })}
      </Box>
      {!answered && (
        <Box>
          {hintText ? (
            <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <LightbulbIcon aria-hidden="true" sx={{ color: 'warning.main', mt: 0.25 }} />
              <span>{hintText}</span>
            </Typography>
          ) : hinted ? (
            <Typography sx={{ color: 'text.secondary' }}>{`${ruledOut.size === 1 ? 'One wrong answer is' : `${ruledOut.size} wrong answers are`} crossed out.`}</Typography>
          ) : (
            <Button variant="text" startIcon={<LightbulbIcon aria-hidden="true" />} onClick={onHint} sx={{ textAlign: 'left' }}>
              Hint (a right answer then counts as hard)
            </Button>
          )}
        </Box>
      )}
      <Box aria-live="polite">
        {answered && (
          <Box
            data-result={correct ? 'correct' : 'wrong'}
            sx={{ border: '2px solid', borderColor: correct ? 'game.correct' : 'game.wrong', borderLeftWidth: 10, borderRadius: 3, p: { xs: 2, sm: 2.5 }, bgcolor: 'background.paper' }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <Icon aria-hidden="true" sx={{ color: correct ? 'game.correct' : 'game.wrong', fontSize: 32 }} />
              <Typography component="p" variant="h4">
                {correct ? 'Right.' : item.sound && chosen !== 'sound' ? 'No: this one is sound.' : 'Not this time.'}
              </Typography>
            </Stack>
            <Typography sx={{ fontWeight: 600 }}>{item.verdict}</Typography>
            <Typography sx={{ mt: 0.5 }}>{item.why}</Typography>
            {notIt && <Typography sx={{ mt: 1 }}>{`Why not ${chosen}: ${notIt}`}</Typography>}
            {outcome && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{outcome}</Typography>}
            <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button ref={next} variant="contained" onClick={onNext}>
                {nextLabel}
              </Button>
              <Link component={RouterLink} to={item.lesson.href} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                <MenuBookIcon fontSize="small" aria-hidden="true" />
                {item.lesson.label}
              </Link>
            </Stack>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
