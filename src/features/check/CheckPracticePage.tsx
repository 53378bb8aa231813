import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { FallacyId } from '@/content/schema';
import { FOCUS_PARAM, fallacyName, focusFrom } from './fallacyNames';
import { Seo } from '@/components/layout/Seo';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { paths } from '@/config/paths';
import { discernmentPairs, type DiscernmentItem, type Verdict } from '@/content/discernment';
import { useHydrated } from '@/lib/useHydrated';
import { PracticeCard } from './components/PracticeCard';
import { PRACTICE_LENGTH, PRACTICE_SOUND, buildPracticeRound, scorePractice, seededRng, type PracticeAnswer } from '@/lib/discernment/check';
import { loadCheckData, saveCheckData } from '@/lib/discernment/checkStorage';
import { PageHeading } from '@/components/layout/PageHeading';
import { practiceScreen } from '@/content/pages/check';
import { ROUND_SCORE_MEANS, SCALE_MEANS, discernmentOutOf100 } from '@/content/pages/measures';
import { sendToClass } from '@/lib/classroom/outbox';
import { practiceRecordOf } from '@/lib/classroom/records';


/** A finished round to the pupil's class, when this browser has joined one. */
function sendRound(round: readonly DiscernmentItem[], answers: readonly PracticeAnswer[]) {
  sendToClass(() => practiceRecordOf(answers.map((a, i) => ({ fallacyId: round[i]!.fallacyId, verdict: a.verdict, answer: a.answer })), Date.now()));
}

const newRound = (recent: PracticeAnswer[], focus: FallacyId[]) => buildPracticeRound(discernmentPairs, recent, seededRng(Math.floor(Math.random() * 2 ** 31)), focus);

function PracticeApp() {
  const [params] = useSearchParams();
  const [focus] = useState(() => focusFrom(params.get(FOCUS_PARAM)));
  const [data, setData] = useState(loadCheckData);
  const [round, setRound] = useState(() => newRound(data.practice, focus));
  const [answers, setAnswers] = useState<PracticeAnswer[]>([]);
  const [saved, setSaved] = useState(true);
  const [index, setIndex] = useState(0);
  const summary = useRef<HTMLHeadingElement>(null);
  const item = round[index];
  const current = answers[index];
  const finished = item === undefined;

  useEffect(() => {
    if (finished) summary.current?.focus();
  }, [finished]);

  const answer = (v: Verdict) => {
    if (!item) return;
    const a: PracticeAnswer = { itemId: item.id, verdict: item.verdict, answer: v, at: Date.now() };
    const next = { ...data, practice: [...data.practice, a] };
    setSaved(saveCheckData(next));
    setData(next);
    setAnswers([...answers, a]);
  };

  if (!item) {
    const s = scorePractice(answers);
    return (
      <LabelledSection id="round-over" title={s.points === null ? 'Round over' : discernmentOutOf100(s.points)} headingRef={summary} spacing={3}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
          <dt>Fallacies caught</dt>
          <dd>{`${s.fallacious.right} of ${s.fallacious.of}`}</dd>
          <dt>Sound arguments accepted</dt>
          <dd>{`${s.sound.right} of ${s.sound.of}`}</dd>
        </Box>
        <Typography sx={{ maxWidth: '65ch' }}>{`${ROUND_SCORE_MEANS} It is ${SCALE_MEANS}, the same scale as the Discernment Check.`}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            onClick={() => {
              setRound(newRound(data.practice, focus));
              setAnswers([]);
              setIndex(0);
            }}
          >
            Another round
          </Button>
          <Link component={RouterLink} to={paths.check}>
            Take the Discernment Check
          </Link>
        </Stack>
      </LabelledSection>
    );
  }

  return (
    <Box component="section" aria-label="Practice round">
      {focus.length > 0 && index === 0 && (
        <Typography sx={{ mb: 2 }} data-testid="practice-focus">{`A round on ${focus.map(fallacyName).join(', ')}, with some sound twins among them.`}</Typography>
      )}
      {!saved && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This browser would not let us save your answers; the round still works.
        </Alert>
      )}
      <PracticeCard
        key={item.id}
        item={item}
        position={index + 1}
        total={round.length}
        answer={current ? current.answer : null}
        onAnswer={answer}
        onNext={() => {
          if (index === round.length - 1) sendRound(round, answers);
          setIndex(index + 1);
        }}
        nextLabel={index === round.length - 1 ? 'See my score' : 'Next argument'}
      />
    </Box>
  );
}

/** /check/practice: a "Sound or fallacious?" round with feedback after every item. */
export default function CheckPracticePage() {
  const hydrated = useHydrated();
  return (
    <>
      <Seo meta={practiceScreen.meta} />
      <Stack spacing={4}>
        <PageHeading title={practiceScreen.title} intro={practiceScreen.intro?.({ length: PRACTICE_LENGTH, sound: PRACTICE_SOUND })} />
        {hydrated ? <PracticeApp /> : <Box sx={{ minHeight: 240 }} />}
      </Stack>
    </>
  );
}
