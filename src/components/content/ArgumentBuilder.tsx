import {
  Box,
  Button,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Label } from './Label';
import type { ArgumentExercise, ArgumentOption } from '@/content/guideExercise';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { printAs } from '@/theme/print';
import {
  ARGUMENT_SLOTS,
  GUIDE_SCORING,
  scoreGuideArgument,
  scoreVerdict,
  type ArgumentScore,
  type ArgumentSlot,
} from '@/lib/exercises/argumentBuilderScore';

export interface ArgumentBuilderProps {
  /** The premises, evidence and conclusions the reader chooses from, with the scoring that rates each pick. */
  exercise: ArgumentExercise;
  /** Called with the score each time the reader scores an argument. */
  onScored?: (score: ArgumentScore) => void;
  /** Level of the results heading. */
  headingLevel?: 'h3' | 'h4';
  /**
   * The prefix of the ids and radio-group names it draws. Give one when the builder is an island:
   * hydrated as its own root, React's generated ids would differ from the prerendered ones.
   */
  idPrefix?: string;
}

const SLOT_LABELS: Record<ArgumentSlot, { title: string; hint: string }> = {
  premise: { title: 'Premise', hint: 'where you start' },
  evidence: { title: 'Evidence', hint: 'what backs it up' },
  conclusion: { title: 'Conclusion', hint: 'what you ask for' },
};

const PILLAR_NAMES = { ethos: 'Ethos', pathos: 'Pathos', logos: 'Logos' } as const;

type Picks = Partial<Record<ArgumentSlot, string>>;

function pillarsOf(exercise: ArgumentExercise, picks: Picks) {
  const out: Partial<Record<ArgumentSlot, ArgumentOption['pillar']>> = {};
  for (const slot of ARGUMENT_SLOTS) {
    const option = exercise[slot].find((o) => o.id === picks[slot]);
    if (option) out[slot] = option.pillar;
  }
  return out;
}

/**
 * The beginner's guide exercise: build an argument for a claim from one premise, one piece of
 * evidence and one conclusion, then score it by the guide's rule (30 for an ethos premise,
 * 30 for logos or pathos evidence, 20 for a logos conclusion) with the reason for each slot.
 * Native radio groups in fieldsets (arrow keys move within a group); scoring moves focus to
 * the result so a screen reader reads it next.
 */
export function ArgumentBuilder({ exercise, onScored, headingLevel = 'h3', idPrefix }: ArgumentBuilderProps) {
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const [picks, setPicks] = useState<Picks>({});
  const [score, setScore] = useState<ArgumentScore | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const firstRadioGroupRef = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = scoreGuideArgument(pillarsOf(exercise, picks));
    setScore(result);
    onScored?.(result);
    // After the result renders, move focus to its heading.
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const reset = () => {
    setPicks({});
    setScore(null);
    firstRadioGroupRef.current?.querySelector('input')?.focus();
  };

  const chosen = (slot: ArgumentSlot) => exercise[slot].find((o) => o.id === picks[slot]);

  return (
    <Box>
      <Box {...printAs('board')} sx={{ bgcolor: 'board.main', color: 'chalk.main', borderRadius: 3, p: { xs: 2.5, sm: 3 }, mb: 3 }}>
        <Typography component="p" variant="overline" sx={{ color: 'chalk.muted', letterSpacing: 2, lineHeight: 1.5 }}>
          The claim
        </Typography>
        <Typography variant="chalk" component="p" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
          {exercise.claim}
        </Typography>
      </Box>

      <Box component="form" onSubmit={submit} noValidate aria-label="Build an argument">
        <Stack spacing={3}>
          {ARGUMENT_SLOTS.map((slot, index) => {
            const legendId = `${id}-${slot}-legend`;
            return (
              // Native fieldset, legend and radio inputs: the guide is a content page, and MUI's form
              // controls would add ~6 kB gzip to its first load. Arrow keys, Tab and labels work natively.
              <Box component="fieldset" key={slot} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 2.5 }, m: 0, minWidth: 0 }}>
                <Box component="legend" id={legendId} sx={{ px: 1 }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {index + 1}. {SLOT_LABELS[slot].title}
                  </Typography>
                  <Typography component="span" sx={{ color: 'text.secondary' }}>
                    {`: ${SLOT_LABELS[slot].hint} (up to ${GUIDE_SCORING[slot].points} points)`}
                  </Typography>
                </Box>
                <Box ref={index === 0 ? firstRadioGroupRef : undefined} role="radiogroup" aria-labelledby={legendId} sx={{ display: 'grid', gap: 1, mt: 1 }}>
                  {exercise[slot].map((option) => (
                    <Box
                      component="label"
                      key={option.id}
                      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 0.5, cursor: 'pointer', typography: 'body1' }}
                    >
                      <Box
                        component="input"
                        type="radio"
                        name={`${id}-${slot}`}
                        value={option.id}
                        checked={picks[slot] === option.id}
                        onChange={() => {
                          setPicks((p) => ({ ...p, [slot]: option.id }));
                          setScore(null);
                        }}
                        sx={{
                          width: 20,
                          height: 20,
                          mt: 0.25,
                          flexShrink: 0,
                          accentColor: (t) => (t.vars ?? t).palette.warning.main,
                          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                        }}
                      />
                      <span>{option.text}</span>
                    </Box>
                  ))}
                </Box>
              </Box>
            );
          })}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" color="warning">
              Score my argument
            </Button>
            <Button type="button" variant="outlined" color="inherit" onClick={reset}>
              Start over
            </Button>
          </Stack>
        </Stack>
      </Box>

      {score && (
        <LabelledSection
          id={`${id}-result`}
          title={`Your score: ${score.total} out of ${score.max}`}
          headingLevel={headingLevel}
          headingRef={resultRef}
          gap={1}
          headingSx={{ fontSize: '1.4rem' }}
          sx={{ mt: 4, p: { xs: 2.5, sm: 3 }, borderRadius: 3, border: 2, borderColor: 'warning.main' }}
        >
          <Typography sx={{ mb: 2 }}>{scoreVerdict(score)}</Typography>
          {score.complete && (
            <Box component="blockquote" sx={{ m: 0, mb: 3, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}>
              <Typography component="p" variant="overline" sx={{ letterSpacing: 1.5, lineHeight: 1.5 }}>
                Your argument
              </Typography>
              <Typography>
                {[exercise.claim, chosen('premise')?.text, chosen('evidence')?.text, chosen('conclusion')?.text].join(' ')}
              </Typography>
            </Box>
          )}
          <Box component="ul" aria-label="Points by part" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {score.slots.map((s) => (
              <Box component="li" key={s.slot}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {SLOT_LABELS[s.slot].title}
                  </Typography>
                  {s.pillar && <Label>{PILLAR_NAMES[s.pillar]}</Label>}
                  <Label tone={s.points > 0 ? 'success' : 'neutral'} filled={s.points > 0}>{`${s.points > 0 ? '+' : ''}${s.points} of ${s.max} points`}</Label>
                </Stack>
                <Typography variant="body2">{s.reason}</Typography>
              </Box>
            ))}
          </Box>
        </LabelledSection>
      )}
    </Box>
  );
}
