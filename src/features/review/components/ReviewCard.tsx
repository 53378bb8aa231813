import { Box, Button, Stack, Typography } from '@mui/material';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { VerdictPanel } from '@/components/game/VerdictPanel';
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
  const answered = chosen !== null;
  const correct = chosen === item.answerId;
  const ruledOut = hinted && 'rulesOut' in item.hint ? new Set(item.hint.rulesOut) : new Set<string>();
  const hintText = hinted && 'text' in item.hint ? item.hint.text : null;
  const notIt = chosen ? whyNot(item, chosen) : null;
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
          <VerdictPanel
            correct={correct}
            headline={correct ? 'Right.' : item.sound && chosen !== 'sound' ? 'No: this one is sound.' : 'Not this time.'}
            verdict={item.verdict}
            why={item.why}
            nextLabel={nextLabel}
            onNext={onNext}
            lesson={item.lesson}
          >
            {notIt && <Typography sx={{ mt: 1 }}>{`Why not ${chosen}: ${notIt}`}</Typography>}
            {outcome && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{outcome}</Typography>}
          </VerdictPanel>
        )}
      </Box>
    </Stack>
  );
}
