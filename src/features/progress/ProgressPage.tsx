import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { downloadText } from '@/lib/fileTransfer';
import { paths } from '@/config/paths';
import lessonIndex from '@/content/lessonIndex.json';
// The check's scoring is pure and its record is read-only here; it moves to lib/ with the check.
import { PRACTICE_LENGTH, delayedCheckDue, scoreCheck, type CheckKind } from '@/lib/discernment/check';
import { practisedSinceLastCheck } from '@/lib/discernment/checkStorage';
import { nextStep, type NextStep } from '@/lib/review/nextStep';
import { cardLabel } from '@/lib/review/labels';
import { reviewTally } from '@/lib/review/logic';
import { FALLACY_SKILLS, GAME_IDS, GAME_NAMES, REVIEW_DEVICES, SKILL_LABELS, cardId, type StoredCard } from '@/lib/review/model';
import { deckStatus } from '@/lib/review/status';
import { balancedAccuracy } from '@/lib/discernment/stats';
import { BAND_NAME, SCALE_MEANS, STRENGTH_MEANS, discernmentOutOf100 } from '@/content/pages/measures';
import { strengthWord } from '@/lib/review/model';
import { useHydrated } from '@/lib/useHydrated';
import type { FallacyId } from '@/content/schema';
import { HistoryChart, type HistoryPoint } from './components/HistoryChart';
import { ProgressTransfer, type TransferMessage } from './components/ProgressTransfer';
import { StrengthBars, type StrengthRow } from './components/StrengthBars';
import { buildBundle, exportFileName, parseBundle, readProgress, resetProgress, unreadableParts, writeProgress } from './transfer';
import { PageHeading } from '@/components/layout/PageHeading';
import { progressScreen } from '@/content/pages/progress';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { srOnly } from '@/theme/tokens';


/** How many of the weakest cards lead the page. */
const WEAKEST_SHOWN = 3;

/** The next step in words and where it leads. */
function stepCopy(step: NextStep): { text: string; action: string; to: string } {
  switch (step.kind) {
    case 'review':
      return { text: `${step.due} ${step.due === 1 ? 'card is' : 'cards are'} due for review now: bring them back before they fade.`, action: `Review ${step.due} due`, to: paths.review };
    case 'baseline':
      return { text: 'Start with the Discernment Check: 24 arguments, about ten minutes, to see where you start.', action: 'Take the baseline check', to: paths.check };
    case 'delayed-check':
      return { text: 'A week has passed since your last check: the delayed check shows what stuck.', action: 'Take the delayed check', to: paths.check };
    case 'check-after-practice':
      return { text: 'You have practised a round since your last check. See whether it shows.', action: 'Take the check again', to: paths.check };
    case 'practise':
      return { text: 'Nothing is due. A round of "Sound or fallacious?" keeps the edge on, with feedback after every answer.', action: 'Practise: sound or fallacious?', to: paths.checkPractice };
  }
}

const CHECK_LABELS: Record<CheckKind, string> = { baseline: 'Baseline', 'after-practice': 'After practice', delayed: 'Delayed', again: 'Again' };
const PART_NAMES = { review: 'your review deck', activity: 'your games and lessons', check: 'your Discernment Check results' } as const;
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

function ProgressApp() {
  const [progress, setProgress] = useState(readProgress);
  const [unreadable] = useState(() => unreadableParts(progress));
  const [message, setMessage] = useState<TransferMessage | null>(null);
  const [now, setNow] = useState(Date.now);
  const cards = progress.review?.cards ?? [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  const status = deckStatus(cards, now);
  const strength = (c: StoredCard | undefined) => (c ? (status.strengths.get(c.id) ?? null) : undefined);

  const allFallacyRows: StrengthRow[] = lessonIndex.fallacies
    .filter((f) => FALLACY_SKILLS.some((skill) => byId.has(cardId({ kind: 'fallacy', fallacyId: f.id as FallacyId, skill }))))
    .map((f) => ({
      id: f.id,
      label: f.name,
      href: paths.fallacy(f.id),
      values: FALLACY_SKILLS.map((skill) => strength(byId.get(cardId({ kind: 'fallacy', fallacyId: f.id as FallacyId, skill }))) ?? null),
    }));
  const allDeviceRows: StrengthRow[] = REVIEW_DEVICES.filter((d) => byId.has(cardId({ kind: 'device', device: d }))).map((d) => ({
    id: d,
    label: cardLabel(cardId({ kind: 'device', device: d })),
    values: [strength(byId.get(cardId({ kind: 'device', device: d }))) ?? null],
  }));

  // Rows never reviewed fold into one line: a first session shows what was done, not a wall of blanks.
  const reviewed = (r: StrengthRow) => r.values.some((v) => v !== null);
  const fallacyRows = allFallacyRows.filter(reviewed);
  const deviceRows = allDeviceRows.filter(reviewed);
  const waiting = [...allFallacyRows, ...allDeviceRows].filter((r) => !reviewed(r)).map((r) => r.label);
  const weakest = cards
    .flatMap((c) => {
      const v = status.strengths.get(c.id);
      return v === null || v === undefined ? [] : [{ id: c.id, label: cardLabel(c.id), skill: c.id.startsWith('fallacy:') ? SKILL_LABELS[c.id.endsWith(':twin') ? 'twin' : 'spot'] : null, v }];
    })
    .sort((a, b) => a.v - b.v || a.id.localeCompare(b.id))
    .slice(0, WEAKEST_SHOWN);
  const checkData = progress.check;
  const step = stepCopy(
    nextStep({
      due: status.due,
      checks: checkData?.checks.length ?? 0,
      delayedCheckDue: delayedCheckDue(checkData?.checks ?? [], now),
      practisedSinceLastCheck: checkData ? practisedSinceLastCheck(checkData) : 0,
      roundLength: PRACTICE_LENGTH,
    }),
  );

  const history: HistoryPoint[] = (progress.check?.checks ?? []).map((c) => {
    const s = scoreCheck(c.answers);
    return { label: CHECK_LABELS[c.kind], date: dayFormat.format(c.completedAt), auc: s.auc, low: s.band.low, high: s.band.high, discernment: s.discernment.label, bias: s.bias.label };
  });
  const tally = reviewTally(progress.review?.log ?? []);
  const { due, next } = status;
  const reviewScore = balancedAccuracy(tally.fallacious, tally.sound);
  const games = GAME_IDS.filter((g) => progress.activity?.games[g]);
  const lessonsRead = Object.keys(progress.activity?.lessons ?? {}).length;

  const exportFile = () => {
    const bundle = buildBundle(readProgress(), Date.now());
    const fileName = downloadText(JSON.stringify(bundle, null, 1), exportFileName(Date.now()), 'application/json');
    setMessage({ severity: 'success', text: `Exported as ${fileName}. Import that file on another device to carry on there.` });
  };
  const importFile = (file: File) => {
    file.text().then(
      (text) => {
        const parsed = parseBundle(text);
        if (!parsed.ok) {
          setMessage({ severity: 'error', text: parsed.message });
          return;
        }
        const ok = writeProgress(parsed.bundle);
        setProgress(readProgress());
        setNow(Date.now());
        setMessage(
          ok
            ? { severity: 'success', text: `Imported the progress exported on ${longDay.format(Date.parse(parsed.bundle.exportedAt))}. It has replaced what this browser had.` }
            : { severity: 'error', text: 'This browser would not let us save the imported progress (storage is full or blocked).' },
        );
      },
      () => setMessage({ severity: 'error', text: 'That file could not be read. Nothing was changed.' }),
    );
  };
  const reset = () => {
    resetProgress();
    setProgress(readProgress());
    setMessage({ severity: 'info', text: 'Progress reset. This browser now remembers nothing of what you learned here.' });
  };

  return (
    <Stack spacing={6}>
      {unreadable.length > 0 && (
        <Alert severity="warning">
          {`Some saved progress in this browser could not be read (${unreadable.map((p) => PART_NAMES[p]).join(', ')}), so it starts afresh. Everything else works; importing an exported file brings it back.`}
        </Alert>
      )}
      <LabelledSection id="next-step" title="Your next step">
        <Stack spacing={2} sx={{ maxWidth: '65ch' }}>
          <Typography data-testid="next-step">{step.text}</Typography>
          <Box>
            <Button component={RouterLink} to={step.to} variant="contained">
              {step.action}
            </Button>
          </Box>
          <Typography data-testid="due-today" sx={due > 0 ? srOnly : undefined}>
            {cards.length === 0
              ? 'Nothing in your review yet: play a game or read a lesson to the end, and it comes back here in a few days.'
              : due > 0
                ? `${due} ${due === 1 ? 'card is' : 'cards are'} due for review now.`
                : `Nothing due now.${next ? ` Next review on ${longDay.format(next)}.` : ''}`}
          </Typography>
          {weakest.length > 0 && (
            <Box>
              <Typography component="h3" variant="h4" sx={{ fontSize: '1.1rem', mb: 1 }}>
                Weakest now
              </Typography>
              <Box component="ol" data-testid="weakest" sx={{ pl: 3, m: 0 }}>
                {weakest.map((w) => (
                  <li key={w.id}>{`${w.label}${w.skill ? ` (${w.skill.toLowerCase()})` : ''}: ${Math.round(w.v * 100)}%, ${strengthWord(w.v)}`}</li>
                ))}
              </Box>
            </Box>
          )}
          <Typography variant="body2">
            <Link component={RouterLink} to={paths.check} underline="always">
              The Discernment Check
            </Link>
            {' · '}
            <Link component={RouterLink} to={paths.checkPractice} underline="always">
              Practise: sound or fallacious?
            </Link>
            {' · '}
            <Link component={RouterLink} to={paths.review} underline="always">
              Spaced review
            </Link>
          </Typography>
        </Stack>
      </LabelledSection>
      <LabelledSection id="strength" title="Strength in a week">
        <Typography sx={{ mb: 2, maxWidth: '65ch' }}>{STRENGTH_MEANS}</Typography>
        {waiting.length > 0 && (
          <Typography sx={{ mb: 2, maxWidth: '65ch' }} data-testid="waiting">
            {`Waiting for their first review (${waiting.length}): ${waiting.join(', ')}.`}
          </Typography>
        )}
        {fallacyRows.length + deviceRows.length === 0 ? (
          <Typography>{cards.length === 0 ? 'Nothing in your review yet.' : 'No strengths yet: each one appears after its first review.'}</Typography>
        ) : (
          <Stack spacing={4}>
            {fallacyRows.length > 0 && <StrengthBars caption="Fallacies" columns={['Fallacy', ...FALLACY_SKILLS.map((s) => SKILL_LABELS[s])]} rows={fallacyRows} />}
            {deviceRows.length > 0 && <StrengthBars caption="Rhetorical devices" columns={['Device', 'Strength']} rows={deviceRows} />}
          </Stack>
        )}
      </LabelledSection>
      <LabelledSection id="discernment" title="Telling sound from fallacious">
        <Typography sx={{ mb: 2, maxWidth: '65ch' }}>
          {`Your Discernment Check results: a baseline, a check after practice, and a delayed check a week later. Each is a discernment score ${SCALE_MEANS}, with ${BAND_NAME}.`}{' '}
          <Link component={RouterLink} to={paths.check} underline="always">
            Take the Discernment Check
          </Link>
          .
        </Typography>
        <HistoryChart points={history} />
        {tally.fallacious.of + tally.sound.of > 0 && (
          <Typography sx={{ mt: 2 }} data-testid="review-tally">
            {`In review so far: ${tally.fallacious.right} of ${tally.fallacious.of} fallacies caught, ${tally.sound.right} of ${tally.sound.of} sound arguments accepted.${reviewScore === null ? '' : ` ${discernmentOutOf100(Math.round(reviewScore * 100))}, the same scale.`}`}
          </Typography>
        )}
      </LabelledSection>
      <LabelledSection id="games" title="Games and lessons">
        {games.length === 0 && lessonsRead === 0 ? (
          <Typography>
            No games played yet.{' '}
            <Link component={RouterLink} to={paths.games} underline="always">
              Pick one
            </Link>
            .
          </Typography>
        ) : (
          <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
            {games.map((g) => {
              const a = progress.activity!.games[g]!;
              return <li key={g}>{`${GAME_NAMES[g]}: played ${a.sittings} ${a.sittings === 1 ? 'time' : 'times'}, ${a.answers} ${a.answers === 1 ? 'answer' : 'answers'}, last on ${dayFormat.format(a.last)}.`}</li>;
            })}
            {lessonsRead > 0 && <li>{`Lessons read to the end: ${lessonsRead}.`}</li>}
          </Box>
        )}
      </LabelledSection>
      <LabelledSection id="transfer" title="Keep or move your progress">
        <ProgressTransfer onExport={exportFile} onImport={importFile} onReset={reset} message={message} />
      </LabelledSection>
    </Stack>
  );
}

/** /progress: strength now, the check's history, games played, what is due; export, import, reset. */
export default function ProgressPage() {
  const hydrated = useHydrated();
  return (
    <>
      <Seo meta={progressScreen.meta} />
      <Stack spacing={4}>
        <PageHeading title={progressScreen.title} intro={progressScreen.intro} />
        {hydrated ? <ProgressApp /> : <Box sx={{ minHeight: 400 }} />}
      </Stack>
    </>
  );
}
