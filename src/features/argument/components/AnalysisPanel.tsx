import { Alert, Box, Button, Chip, Divider, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { memo, useId, type Ref } from 'react';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { REACHABLE_SCORE, SLOTS, type Difficulty } from '../constants';
import {
  ANALYSIS,
  ANALYSIS_TITLE,
  FALLACY_COPY,
  ISSUE_TEXT,
  PROMOTION_TEXT,
  SLOT_LABELS,
  TRY_AGAIN,
  tipText,
} from '../copy';
import type { AppealScores, ArgumentSlots, FallacyWarning, Tip, ValidationResult } from '../model';
import type { EndReason } from '../argumentSlice';
import { AppealBadge } from './AppealBadge';

export interface AnalysisPanelProps {
  /** The verdict: score, whether the argument is valid, and why. */
  result: ValidationResult;
  /** How the game ended: submitted by the player, or the clock ran out. */
  endReason: EndReason;
  /** The entries the player placed, by slot (premise, evidence, conclusion). */
  slots: ArgumentSlots;
  /** Points for ethos, pathos and logos, and the total. */
  scores: AppealScores;
  /** Fallacies the argument's words suggest, with what each means. */
  warnings: FallacyWarning[];
  /** Advice for the next argument, from what this one lacked. */
  tips: Tip[];
  /** The level reached when this argument earned a promotion. */
  promotedTo?: Difficulty | null;
  /** Called on Try Again: a new game at the current level. */
  onTryAgain: () => void;
  /** The title, so the page can move focus to it when the analysis appears. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The 'Argument Analysis' screen after submit or time-out: score, validity, feedback, issues, what was built,
 * keyword fallacy warnings and personalised tips. The title takes focus (ref) so the result is read first.
 * Memoised: after Submit the page renders again to take the board away, and the analysis need not.
 */
export const AnalysisPanel = memo(function AnalysisPanel({
  result,
  endReason,
  slots,
  scores,
  warnings,
  tips,
  promotedTo = null,
  onTryAgain,
  titleRef,
}: AnalysisPanelProps) {
  const titleId = useId();
  const warningsId = useId();
  return (
    <LabelledSection
      id={titleId}
      title={ANALYSIS_TITLE}
      headingLevel="h1"
      headingRef={titleRef}
      gap={endReason === 'timedOut' ? 1 : 3}
      headingSx={{ outline: 'none', scrollMarginTop: 96 }}
    >
      {endReason === 'timedOut' && (
        <Typography variant="h6" component="p" sx={{ mb: 3, color: 'text.secondary', fontWeight: 400 }}>
          {ANALYSIS.timedOut}
        </Typography>
      )}
      <Stack spacing={3}>

        {/* A fallacy outranks any praise for the mix of appeals: warnings come first. */}
        {warnings.length > 0 && (
          <LabelledSection id={warningsId} title={ANALYSIS.warningsTitle} headingVariant="h5" gap="0.35em">
            <Stack spacing={1.5}>
              {warnings.map((w) => (
                <Alert key={w.id} severity="warning" variant="outlined">
                  <Typography sx={{ fontWeight: 700 }}>
                    {ANALYSIS.warning(w.id, w.match, w.slot)}
                  </Typography>
                  <Typography variant="body2">{FALLACY_COPY[w.id].explanation}</Typography>
                </Alert>
              ))}
            </Stack>
          </LabelledSection>
        )}

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <Box>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                {ANALYSIS.score}
              </Typography>
              <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1 }}>
                {result.score}
                <Typography component="span" sx={{ fontSize: '1.25rem', color: 'text.secondary', fontWeight: 600 }}>
                  {' '}
                  / {REACHABLE_SCORE}
                </Typography>
              </Typography>
            </Box>
            <Box sx={{ flex: 1 }}>
              <Chip
                label={result.isValid ? ANALYSIS.valid : ANALYSIS.notValid}
                color={result.isValid ? 'success' : 'error'}
                sx={{ mb: 1, fontWeight: 700 }}
              />
              <Typography variant="body1" sx={{ fontWeight: 600 }}>
                {result.feedback}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {ANALYSIS.reachable(warnings.length > 0)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {ANALYSIS.validMeans}
              </Typography>
            </Box>
          </Stack>
          {result.issues.length > 0 && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography component="h2" variant="h6">
                {ANALYSIS.issuesTitle}
              </Typography>
              <List dense disablePadding>
                {result.issues.map((issue) => (
                  <ListItem key={issue} disableGutters sx={LIST_ITEM_SX}>
                    {ISSUE_TEXT[issue]}
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Paper>

        {promotedTo && promotedTo !== 'beginner' && <Alert severity="success">{PROMOTION_TEXT[promotedTo]}</Alert>}

        <Box>
          <Typography component="h2" variant="h5" gutterBottom>
            {ANALYSIS.builtTitle}
          </Typography>
          <Stack spacing={1.5}>
            {SLOTS.map((slot) => {
              const entry = slots[slot];
              return (
                <Box key={slot} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, gap: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{SLOT_LABELS[slot]}</Typography>
                  {entry ? (
                    <Box>
                      <AppealBadge appeal={entry.category} />
                      <Typography>{entry.text}</Typography>
                    </Box>
                  ) : (
                    <Typography sx={{ color: 'text.secondary' }}>{ANALYSIS.emptySlot}</Typography>
                  )}
                </Box>
              );
            })}
          </Stack>
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {ANALYSIS.wordScores(scores)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {ANALYSIS.wordScoresMean}
          </Typography>
        </Box>

        {warnings.length === 0 && (
          <Box>
            <Typography component="h2" variant="h5" gutterBottom>
              {ANALYSIS.warningsTitle}
            </Typography>
            <Typography>{ANALYSIS.noWarnings}</Typography>
          </Box>
        )}

        <Box>
          <Typography component="h2" variant="h5" gutterBottom>
            {ANALYSIS.tipsTitle}
          </Typography>
          {tips.length === 0 ? (
            <Typography>{ANALYSIS.noTips}</Typography>
          ) : (
            <List disablePadding>
              {tips.map((tip) => (
                <ListItem
                  key={tip.kind === 'appeal' ? `appeal-${tip.category}` : `mistake-${tip.code}`}
                  disableGutters
                  sx={LIST_ITEM_SX}
                >
                  {tipText(tip)}
                </ListItem>
              ))}
            </List>
          )}
        </Box>

        <Box>
          <Button variant="contained" size="large" onClick={onTryAgain}>
            {TRY_AGAIN}
          </Button>
        </Box>
      </Stack>
    </LabelledSection>
  );
});

/** A bulleted item. Indented by its margin with its width left to fit: at 100% wide (a list item's default), the margin pushed the page 8 px sideways on a phone. */
const LIST_ITEM_SX = { display: 'list-item', listStyle: 'disc', ml: 3, width: 'auto' } as const;
