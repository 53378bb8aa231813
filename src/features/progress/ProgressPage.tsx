import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
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
import { readMembership } from '@/lib/classroom/membership';
import { ClassMembership } from './components/ClassMembership';
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
/** Room for the strength tables before the deck is read: a short first deck fits without moving what follows. */
const STRENGTH_ROOM = '6rem';

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

/** Everything the page shows, computed from what the browser remembers at one instant. */
function progressView(progress: Progress, now: number) {
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
  const history: HistoryPoint[] = (checkData?.checks ?? []).map((c) => {
    const s = scoreCheck(c.answers);
    return { label: CHECK_LABELS[c.kind], date: dayFormat.format(c.completedAt), auc: s.auc, low: s.band.low, high: s.band.high, discernment: s.discernment.label, bias: s.bias.label };
  });
  const tally = reviewTally(progress.review?.log ?? []);
  return {
    cards,
    due: status.due,
    next: status.next,
    step,
    weakest,
    fallacyRows: allFallacyRows.filter(reviewed),
    deviceRows: allDeviceRows.filter(reviewed),
    waiting: [...allFallacyRows, ...allDeviceRows].filter((r) => !reviewed(r)).map((r) => r.label),
    history,
    tally,
    reviewScore: balancedAccuracy(tally.fallacious, tally.sound),
    games: GAME_IDS.flatMap((g) => {
      const a = progress.activity?.games[g];
      return a ? [{ id: g, ...a }] : [];
    }),
    lessonsRead: Object.keys(progress.activity?.lessons ?? {}).length,
  };
}
type Progress = ReturnType<typeof readProgress>;
type View = ReturnType<typeof progressView>;
/** What this browser remembers, and when it was read. */
const readNow = () => ({ progress: readProgress(), now: Date.now() });

/**
 * A box the size of what will fill it, grey until the browser's storage is read: the prerendered
 * page keeps its layout when hydration fills it (issue 32: CLS 0). Hidden from screen readers;
 * its section says it is loading.
 */
function Reserved({ lines = 1, height, width = '100%' }: { lines?: number; height?: number | string; width?: number | string }) {
  return (
    <Box aria-hidden="true" sx={{ width, maxWidth: '100%' }}>
      {height !== undefined ? (
        <Skeleton variant="rounded" animation={false} width="100%" height={height} />
      ) : (
        Array.from({ length: lines }, (_, i) => <Skeleton key={i} animation={false} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />)
      )}
    </Box>
  );
}

/** Room for the longest next step in words: three lines on a phone, two from a tablet up. */
const STEP_ROOM = { minHeight: { xs: '3lh', sm: '2lh' } };
/** Room for the due line (hidden to the eye when something is due: the button says it). */
const DUE_ROOM = { minHeight: { xs: '3lh', sm: '2lh' } };
/** Room for the weakest three: two lines each on a phone ("Straw Man (tell it from its sound twin): 51%, weak" wraps), one from a tablet up. */
const WEAKEST_ROOM = { minHeight: { xs: '6lh', sm: '3lh' } };

function ProgressApp() {
  const hydrated = useHydrated();
  // Read once the page is hydrated (the prerendered HTML knows nothing of this browser); import and reset replace it.
  const stored = useMemo(() => (hydrated ? readNow() : null), [hydrated]);
  const [replaced, setReplaced] = useState<{ progress: Progress; now: number } | null>(null);
  const current = replaced ?? stored;
  const unreadable = useMemo(() => (stored ? unreadableParts(stored.progress) : []), [stored]);
  const [message, setMessage] = useState<TransferMessage | null>(null);
  // This browser's class, if it joined one: read after hydration, like the rest of what it remembers.
  const membership = useMemo(() => (hydrated ? readMembership() : null), [hydrated]);
  const view: View | null = current && progressView(current.progress, current.now);

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
        setReplaced(readNow());
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
    setReplaced(readNow());
    setMessage({ severity: 'info', text: 'Progress reset. This browser now remembers nothing of what you learned here.' });
  };

  const busy = view ? undefined : true;
  return (
    <Stack spacing={6}>
      {unreadable.length > 0 && (
        <Alert severity="warning">
          {`Some saved progress in this browser could not be read (${unreadable.map((p) => PART_NAMES[p]).join(', ')}), so it starts afresh. Everything else works; importing an exported file brings it back.`}
        </Alert>
      )}
      <LabelledSection id="next-step" title="Your next step">
        <Stack spacing={2} sx={{ maxWidth: '65ch' }} aria-busy={busy}>
          <Box sx={STEP_ROOM}>{view ? <Typography data-testid="next-step">{view.step.text}</Typography> : <Reserved lines={2} />}</Box>
          <Box sx={{ minHeight: 40 }}>
            {view ? (
              <Button component={RouterLink} to={view.step.to} variant="contained">
                {view.step.action}
              </Button>
            ) : (
              <Reserved height={36.5} width={260} />
            )}
          </Box>
          <Box sx={DUE_ROOM}>
            {view ? (
              <Typography data-testid="due-today" sx={view.due > 0 ? srOnly : undefined}>
                {view.cards.length === 0
                  ? 'Nothing in your review yet: play a game or read a lesson to the end, and it comes back here in a few days.'
                  : view.due > 0
                    ? `${view.due} ${view.due === 1 ? 'card is' : 'cards are'} due for review now.`
                    : `Nothing due now.${view.next ? ` Next review on ${longDay.format(view.next)}.` : ''}`}
              </Typography>
            ) : (
              <Reserved lines={1} />
            )}
          </Box>
          <Box>
            <Typography component="h3" variant="h4" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Weakest now
            </Typography>
            <Box sx={WEAKEST_ROOM}>
              {!view ? (
                <Reserved lines={3} />
              ) : view.weakest.length > 0 ? (
                <Box component="ol" data-testid="weakest" sx={{ pl: 3, m: 0 }}>
                  {view.weakest.map((w) => (
                    <li key={w.id}>{`${w.label}${w.skill ? ` (${w.skill.toLowerCase()})` : ''}: ${Math.round(w.v * 100)}%, ${strengthWord(w.v)}`}</li>
                  ))}
                </Box>
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>The three fading fastest show here after your first review.</Typography>
              )}
            </Box>
          </Box>
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
        <Box aria-busy={busy} sx={{ minHeight: STRENGTH_ROOM }}>
          {!view ? (
            <Reserved lines={4} />
          ) : (
            <>
              {view.waiting.length > 0 && (
                <Typography sx={{ mb: 2, maxWidth: '65ch' }} data-testid="waiting">
                  {`Waiting for their first review (${view.waiting.length}): ${view.waiting.join(', ')}.`}
                </Typography>
              )}
              {view.fallacyRows.length + view.deviceRows.length === 0 ? (
                <Typography>{view.cards.length === 0 ? 'Nothing in your review yet.' : 'No strengths yet: each one appears after its first review.'}</Typography>
              ) : (
                <Stack spacing={4}>
                  {view.fallacyRows.length > 0 && (
                    <StrengthBars caption="Fallacies" columns={['Fallacy', ...FALLACY_SKILLS.map((s) => SKILL_LABELS[s])]} rows={view.fallacyRows} />
                  )}
                  {view.deviceRows.length > 0 && <StrengthBars caption="Rhetorical devices" columns={['Device', 'Strength']} rows={view.deviceRows} />}
                </Stack>
              )}
            </>
          )}
        </Box>
      </LabelledSection>
      <LabelledSection id="discernment" title="Telling sound from fallacious">
        <Typography sx={{ mb: 2, maxWidth: '65ch' }}>
          {`Your Discernment Check results: a baseline, a check after practice, and a delayed check a week later. Each is a discernment score ${SCALE_MEANS}, with ${BAND_NAME}.`}{' '}
          <Link component={RouterLink} to={paths.check} underline="always">
            Take the Discernment Check
          </Link>
          .
        </Typography>
        <Box aria-busy={busy}>
          {view ? <HistoryChart points={view.history} /> : <Reserved lines={2} />}
          {view && view.tally.fallacious.of + view.tally.sound.of > 0 && (
            <Typography sx={{ mt: 2 }} data-testid="review-tally">
              {`In review so far: ${view.tally.fallacious.right} of ${view.tally.fallacious.of} fallacies caught, ${view.tally.sound.right} of ${view.tally.sound.of} sound arguments accepted.${view.reviewScore === null ? '' : ` ${discernmentOutOf100(Math.round(view.reviewScore * 100))}, the same scale.`}`}
            </Typography>
          )}
        </Box>
      </LabelledSection>
      <LabelledSection id="games" title="Games and lessons">
        <Box aria-busy={busy}>
          {!view ? (
            <Reserved lines={1} />
          ) : view.games.length === 0 && view.lessonsRead === 0 ? (
            <Typography>
              No games played yet.{' '}
              <Link component={RouterLink} to={paths.games} underline="always">
                Pick one
              </Link>
              .
            </Typography>
          ) : (
            <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
              {view.games.map((a) => (
                <li key={a.id}>{`${GAME_NAMES[a.id]}: played ${a.sittings} ${a.sittings === 1 ? 'time' : 'times'}, ${a.answers} ${a.answers === 1 ? 'answer' : 'answers'}, last on ${dayFormat.format(a.last)}.`}</li>
              ))}
              {view.lessonsRead > 0 && <li>{`Lessons read to the end: ${view.lessonsRead}.`}</li>}
            </Box>
          )}
        </Box>
      </LabelledSection>
      <LabelledSection id="transfer" title="Keep or move your progress">
        <ProgressTransfer onExport={exportFile} onImport={importFile} onReset={reset} message={message} />
      </LabelledSection>
      {membership && (
        <LabelledSection id="your-class" title="Your class">
          <ClassMembership className={membership.className} nickname={membership.nickname} />
        </LabelledSection>
      )}
    </Stack>
  );
}

/** /progress: strength now, the check's history, games played, what is due; export, import, reset. */
export default function ProgressPage() {
  return (
    <>
      <Seo meta={progressScreen.meta} />
      <Stack spacing={4}>
        <PageHeading title={progressScreen.title} intro={progressScreen.intro} />
        <ProgressApp />
      </Stack>
    </>
  );
}
