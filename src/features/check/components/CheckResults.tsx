import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { compareChecks, type CheckKind, type CheckScore } from '@/lib/discernment/check';
import { BiasMeter } from './BiasMeter';
import { ConfusionList } from './ConfusionList';
import { ResultBand } from './ResultBand';

export const KIND_NAMES: Record<CheckKind, string> = {
  baseline: 'Baseline',
  'after-practice': 'After practice',
  delayed: 'Delayed check',
  again: 'Check',
};

export interface CheckResultsProps {
  /** The check's scores: discernment (AUC) with its likely range, bias, and the confusions. */
  score: CheckScore;
  /** Which check this was: baseline, after practice, delayed or again (sets the wording). */
  kind: CheckKind;
  /** The check before this one, to compare with. */
  previous?: { score: CheckScore; kind: CheckKind };
  /** Heading level of the section titles. */
  headingLevel?: 'h2' | 'h3';
}

function Section({ title, level, children }: { title: string; level: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component={level} variant="h4" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A finished check: discernment as a band, detection and acceptance, the bias meter, confusions, and the change since last time. */
export function CheckResults({ score, kind, previous, headingLevel = 'h2' }: CheckResultsProps) {
  const comparison = previous ? compareChecks(previous.score, score) : null;
  const prevName = previous ? KIND_NAMES[previous.kind].toLowerCase() : '';
  return (
    <Stack spacing={4} data-kind={kind}>
      {comparison?.suspiciousNotSharper && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>You are getting suspicious, not sharper</AlertTitle>
          {`Since your ${prevName} you spot more fallacies, but you also reject more sound arguments. That is a change of mood, not of skill: before you call the next one, ask what would make it fine.`}
        </Alert>
      )}
      <Section title="Telling sound from fallacious" level={headingLevel}>
        <ResultBand auc={score.auc} low={score.band.low} high={score.band.high} label={score.discernment.label} />
        {comparison && (
          <Typography sx={{ mt: 1 }}>
            {comparison.discernment === 'up'
              ? `Clearly better than your ${prevName}: the two ranges do not even overlap.`
              : comparison.discernment === 'down'
                ? `Clearly worse than your ${prevName}. Bad day, or the practice wore off? Both happen.`
                : `Compared with your ${prevName}: no change we can tell from chance. One check of 24 answers is a blunt instrument; keep practising and check again.`}
          </Typography>
        )}
      </Section>
      <Section title="Spotting and accepting" level={headingLevel}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: 1, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
          <dt>Fallacy detection</dt>
          <dd data-stat="detection">{`${score.hits} of ${score.nFallacious} fallacious arguments called fallacious`}</dd>
          <dt>Sound-argument acceptance</dt>
          <dd data-stat="acceptance">{`${score.correctRejections} of ${score.nSound} sound arguments called sound`}</dd>
        </Box>
      </Section>
      <Section title="Your bias" level={headingLevel}>
        <BiasMeter criterion={score.criterion} label={score.bias.label} />
      </Section>
      <Section title="Which fallacy?" level={headingLevel}>
        <ConfusionList confusions={score.confusions} naming={score.naming} />
      </Section>
    </Stack>
  );
}
