import { Alert, AlertTitle, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { FallacyId } from '@/content/schema';
import { fallacyName, lessonHref, targetedPracticeHref } from '../fallacyNames';
import type { ReactNode } from 'react';
import { compareChecks, type CheckKind, type CheckScore } from '@/lib/discernment/check';
import { BiasMeter } from './BiasMeter';
import { ConfusionList } from './ConfusionList';
import { ResultBand } from './ResultBand';
import { COMPARISON_WORDS } from '@/content/pages/measures';
import { ItemReview, type ItemReviewProps } from './ItemReview';

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
  /** The check before this one, to compare with, and how long before this one it was (ms). */
  previous?: { score: CheckScore; kind: CheckKind; gapMs?: number };
  /** Heading level of the section titles. */
  headingLevel?: 'h2' | 'h3';
  /** The check's answers and whether the item-by-item review is open yet (itemReviewOpen); without it, no review section. */
  itemReview?: Pick<ItemReviewProps, 'answers' | 'open'>;
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

/** "Missed: Post Hoc, Straw Man", each name its lesson. */
function FallacyLinks({ lead, ids, testId }: { lead: string; ids: FallacyId[]; testId: string }) {
  return (
    <Typography data-testid={testId}>
      {`${lead} `}
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 ? ', ' : ''}
          <Link component={RouterLink} to={lessonHref(id)} underline="always">
            {fallacyName(id)}
          </Link>
        </span>
      ))}
      .
    </Typography>
  );
}

/** A finished check: discernment as a band, detection and acceptance, the bias meter, confusions, and the change since last time. */
export function CheckResults({ score, kind, previous, headingLevel = 'h2', itemReview }: CheckResultsProps) {
  const comparison = previous ? compareChecks(previous.score, score, previous.gapMs) : null;
  const prevName = previous ? KIND_NAMES[previous.kind].toLowerCase() : '';
  return (
    <Stack spacing={4} data-kind={kind}>
      {comparison?.note === 'suspicious-not-sharper' && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>More suspicious, not sharper</AlertTitle>
          {`Since your ${prevName} you call "fallacy" more readily, and your discernment has not risen by more than chance would explain. More caught and fewer accepted is then a change of mood, not of skill: before you call the next one, ask what would make it fine.`}
        </Alert>
      )}
      {comparison?.note === 'sharper-and-quicker' && (
        <Alert severity="info" variant="outlined">
          <AlertTitle>Sharper, and also quicker to call fallacy</AlertTitle>
          {`Since your ${prevName} your discernment has risen by more than chance would explain, and you also call "fallacy" more readily than before. The first is skill; keep an eye on the second, so that sound arguments still get through.`}
        </Alert>
      )}
      <Section title="Telling sound from fallacious" level={headingLevel}>
        <ResultBand auc={score.auc} low={score.band.low} high={score.band.high} label={score.discernment.label} />
        {comparison && (
          <Typography sx={{ mt: 1 }} data-comparison={comparison.discernment}>
            {comparison.discernment === 'up' ? COMPARISON_WORDS.up(prevName) : comparison.discernment === 'down' ? COMPARISON_WORDS.down(prevName) : COMPARISON_WORDS.none(prevName)}
            {comparison.sameDay ? ` ${COMPARISON_WORDS.sameDay}` : ''}
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
      {score.missed.length + score.overCalled.length > 0 && (
        <Section title="What to work on" level={headingLevel}>
          <Stack spacing={1.5} sx={{ maxWidth: '65ch' }}>
            {score.missed.length > 0 && <FallacyLinks lead="Missed (a fallacious argument you rated sound):" ids={score.missed} testId="missed" />}
            {score.overCalled.length > 0 && <FallacyLinks lead="Called where there was none (a sound argument you rated fallacious):" ids={score.overCalled} testId="over-called" />}
            <Box>
              <Button component={RouterLink} to={targetedPracticeHref([...new Set([...score.missed, ...score.overCalled])])} variant="outlined">
                Practise these: a round on them
              </Button>
            </Box>
          </Stack>
        </Section>
      )}
      <Section title="Your bias" level={headingLevel}>
        <BiasMeter criterion={score.criterion} label={score.bias.label} />
      </Section>
      <Section title="Which fallacy?" level={headingLevel}>
        <ConfusionList confusions={score.confusions} naming={score.naming} />
      </Section>
      {itemReview && <ItemReview {...itemReview} headingLevel={headingLevel} />}
    </Stack>
  );
}
