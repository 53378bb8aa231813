import { Alert, AlertTitle, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useMemo, useRef, useState, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { discernmentPairs } from '@/content/discernment';
import { useHydrated } from '@/lib/useHydrated';
import { CheckResults, KIND_NAMES } from './components/CheckResults';
import { CheckRunner } from './components/CheckRunner';
import {
  DAY_MS,
  DELAY_DAYS,
  FORM_FALLACIOUS,
  FORM_SOUND,
  assembleForms,
  delayedCheckDue,
  nextCheckKind,
  nextForm,
  scoreCheck,
  type CheckAnswer,
  type CheckRecord,
} from '@/lib/discernment/check';
import {
  clearCheckProgress,
  loadCheckData,
  loadCheckProgress,
  practisedSinceLastCheck,
  resumable,
  saveCheckData,
  saveCheckProgress,
  type CheckData,
} from '@/lib/discernment/checkStorage';
import { itemReviewOpen } from '@/lib/discernment/itemReview';
import { PageHeading } from '@/components/layout/PageHeading';
import { checkScreen } from '@/content/pages/check';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { sendToClass } from '@/lib/classroom/outbox';
import { checkRecordOf } from '@/lib/classroom/records';


const ITEMS = FORM_FALLACIOUS + FORM_SOUND;
const formatDate = (ms: number) => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function Results({ data, upTo, level }: { data: CheckData; upTo: number; level: 'h2' | 'h3' }) {
  const record = data.checks[upTo];
  const before = data.checks[upTo - 1];
  if (!record) return null;
  return (
    <CheckResults
      score={scoreCheck(record.answers)}
      kind={record.kind}
      previous={before ? { score: scoreCheck(before.answers), kind: before.kind, gapMs: record.completedAt - before.completedAt } : undefined}
      headingLevel={level}
      itemReview={{ answers: record.answers, open: itemReviewOpen(data.checks, upTo) }}
    />
  );
}

function CheckApp({ onRunning }: { onRunning: (running: boolean) => void }) {
  const [data, setData] = useState(loadCheckData);
  const [now, setNow] = useState(() => Date.now());
  const forms = useMemo(() => assembleForms(discernmentPairs, data.seed), [data.seed]);
  const form = nextForm(data.checks);
  // A check under way (a reload, Back, a discarded tab) carries on where it was.
  const [underWay] = useState(() => resumable(loadCheckProgress(), data.seed, form, forms[form]));
  const [stage, setStageState] = useState<'home' | 'running' | 'done'>(underWay ? 'running' : 'home');
  const [saved, setSaved] = useState(true);
  const setStage = (next: 'home' | 'running' | 'done') => {
    setStageState(next);
    onRunning(next === 'running');
  };
  useEffect(() => {
    if (underWay) onRunning(true);
  }, [underWay, onRunning]);
  // Leaving mid-check: the answers are kept, but say so before the page goes.
  useEffect(() => {
    if (stage !== 'running') return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [stage]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const history = data.checks;
  const kind = nextCheckKind(history, practisedSinceLastCheck(data), now);
  const due = delayedCheckDue(history, now);
  const last = history.at(-1);

  useEffect(() => {
    if (stage === 'done') resultsHeading.current?.focus();
  }, [stage]);

  const finish = (answers: CheckAnswer[]) => {
    const record: CheckRecord = { kind, form: nextForm(history), completedAt: Date.now(), answers };
    const next = { ...data, checks: [...history, record] };
    setSaved(saveCheckData(next));
    // Joined to a class: its scores go to the class too (nothing is sent otherwise).
    sendToClass(() => checkRecordOf(record));
    clearCheckProgress();
    setData(next);
    setNow(record.completedAt);
    setStage('done');
  };

  if (stage === 'running') {
    return (
      <Box component="section" aria-label={`${KIND_NAMES[kind]}: the check`}>
        <CheckRunner
          items={forms[form]}
          onFinish={finish}
          initial={underWay ?? undefined}
          onProgress={(answers, pending) => saveCheckProgress({ version: 1, seed: data.seed, form, answers, pending })}
        />
      </Box>
    );
  }

  if (stage === 'done') {
    return (
      <LabelledSection id="your-results" title="Your results" headingRef={resultsHeading} spacing={4}>
        {!saved && <Alert severity="warning">This browser would not let us save the result, so it will be gone when you leave the page.</Alert>}
        <Results data={data} upTo={history.length - 1} level="h3" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={paths.checkPractice} variant="contained">
            Practise: sound or fallacious?
          </Button>
          <Button variant="outlined" onClick={() => setStage('home')}>
            Back to the check
          </Button>
        </Stack>
      </LabelledSection>
    );
  }

  const start = (
    <Button variant="contained" size="large" onClick={() => setStage('running')}>
      {kind === 'baseline' ? 'Take the baseline check' : kind === 'delayed' ? 'Take the delayed check' : 'Take the check again'}
    </Button>
  );

  return (
    <Stack spacing={5}>
      <Box component="section" aria-labelledby="next-check">
        {due && last ? (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            <AlertTitle>A week has passed: time for the delayed check</AlertTitle>
            {`Your last check was on ${formatDate(last.completedAt)}. Anything can look learned the day you learn it; this one shows what stuck.`}
          </Alert>
        ) : null}
        <Typography id="next-check" variant="h2" sx={{ mb: 1.5 }}>
          {kind === 'baseline' ? 'Start with a baseline' : kind === 'delayed' ? 'The delayed check' : 'Check again'}
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '65ch' }}>
          {kind === 'baseline'
            ? `Before your first lesson or game, if you like: ${ITEMS} arguments, about ten minutes, no clock. You see your results at the end, not after each answer. Or skip it; nobody is checking on the checker.`
            : kind === 'after-practice'
              ? `You have practised ${practisedSinceLastCheck(data)} arguments since your last check. See whether it shows: this time you get the other half of each pair.`
              : kind === 'delayed'
                ? 'Same rules as before, the other form of the check. No revising: the point is to see what you kept.'
                : 'You can take the check again whenever you like, though it means more after some practice.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {start}
          <Link component={RouterLink} to={paths.checkPractice}>
            Practise first: sound or fallacious?
          </Link>
          {kind === 'baseline' && (
            <Link component={RouterLink} to={paths.games}>
              Skip it: straight to the games
            </Link>
          )}
        </Stack>
        {last && !due && (
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {`The delayed check opens on ${formatDate(last.completedAt + DELAY_DAYS * DAY_MS)}, a week after your last one.`}
          </Typography>
        )}
      </Box>

      {last && (
        <LabelledSection id="latest-results" title={`Your latest results: ${KIND_NAMES[last.kind].toLowerCase()}, ${formatDate(last.completedAt)}`}>
          <Results data={data} upTo={history.length - 1} level="h3" />
        </LabelledSection>
      )}

      {history.length > 1 && (
        <LabelledSection id="all-checks" title="Every check so far" gap={1.5}>
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {history.map((c) => {
              const s = scoreCheck(c.answers);
              return (
                <li key={c.completedAt}>
                  {`${KIND_NAMES[c.kind]}, ${formatDate(c.completedAt)}: ${s.discernment.label.toLowerCase()}, ${s.bias.label.toLowerCase()}.`}
                </li>
              );
            })}
          </Box>
        </LabelledSection>
      )}
    </Stack>
  );
}

/** /check: the Discernment Check, its results and the prompts for the next one. */
export default function CheckPage() {
  const hydrated = useHydrated();
  // The intro is read once, before the check; during it each argument has the screen to itself.
  const [running, setRunning] = useState(false);
  return (
    <>
      <Seo meta={checkScreen.meta} />
      <Stack spacing={{ xs: 2, md: 4 }}>
        <PageHeading title={checkScreen.title} intro={running ? undefined : checkScreen.intro} />
        {hydrated ? <CheckApp onRunning={setRunning} /> : <Box sx={{ minHeight: 240 }} />}
      </Stack>
    </>
  );
}
