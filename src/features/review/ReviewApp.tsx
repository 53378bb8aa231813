import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { paths } from '@/config/paths';
import type { ReviewItem } from '@/lib/review/items';
import { drawItem as drawItem, seenWithin } from '@/lib/review/items';
import { answered, gradeAnswer, isReask, logReview, replaceCard, sessionOver, startSession, type Session } from '@/lib/review/logic';
import { DAY_MS, SESSION_LIMIT, type ReviewData } from '@/lib/review/model';
import { scheduleReview } from '@/lib/review/scheduler';
import { deckStatus, reviewQueue } from '@/lib/review/status';
import { readCheckData } from '@/lib/discernment/checkStorage';
import { balancedAccuracy } from '@/lib/discernment/stats';
import { SCALE_MEANS, discernmentOutOf100 } from '@/content/pages/measures';
import { loadReviewData, saveReviewData } from '@/lib/review/storage';
import { sendToClass } from '@/lib/classroom/outbox';
import { reviewRecordOf, reviewedSince } from '@/lib/classroom/records';
import { ReviewCard } from './components/ReviewCard';


const dateFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

/** "Back tomorrow.", "Back in 12 days." */
function backIn(due: number, now: number): string {
  const days = Math.max(1, Math.round((due - now) / DAY_MS));
  return days === 1 ? 'Back tomorrow.' : `Back in ${days} days.`;
}

interface Current {
  item: ReviewItem;
  shownAt: number;
  chosen: string | null;
  hinted: boolean;
  outcome?: string;
}

/** The review session itself: rendered only in the browser (after hydration), so it loads apart from the page. */
export default function ReviewApp() {
  const [data, setData] = useState<ReviewData>(loadReviewData);
  // Practice rounds and checks count as "seen" too: a fresh example is one not met anywhere in a week.
  const [check] = useState(readCheckData);
  const [session, setSession] = useState<Session>(() => startSession(reviewQueue(data.cards, Date.now())));
  const draw = (s: Session, d: ReviewData): Current | null => {
    const seen = seenWithin(d, check, Date.now());
    for (let p = s.position; p < s.queue.length; p += 1) {
      const item = drawItem(s.queue[p]!, seen, Math.random);
      if (item) return { item, shownAt: Date.now(), chosen: null, hinted: false };
    }
    return null;
  };
  const [current, setCurrent] = useState<Current | null>(() => draw(session, data));
  const [saved, setSaved] = useState(true);
  const [firstTry, setFirstTry] = useState({ right: 0, of: 0 });
  // First answers on fallacy examples, by kind, for the session's discernment score.
  const [byKind, setByKind] = useState({ fallacious: { right: 0, of: 0 }, sound: { right: 0, of: 0 } });
  const summary = useRef<HTMLHeadingElement>(null);
  const sessionBox = useRef<HTMLElement>(null);
  // Bumped when another session starts from the summary, whose button then goes: focus moves to the new session.
  const [restarts, setRestarts] = useState(0);
  // The moment the summary speaks of: set on opening and on each move on, never read during render.
  const [now, setNow] = useState(Date.now);
  const over = sessionOver(session) || current === null;
  // When this session began: its first answers in the log are the summary a joined pupil's class gets.
  const [startedAt, setStartedAt] = useState(Date.now);

  useEffect(() => {
    if (over && session.queue.length > 0) summary.current?.focus();
  }, [over, session.queue.length]);
  useEffect(() => {
    if (restarts > 0) sessionBox.current?.focus();
  }, [restarts]);

  if (data.cards.length === 0) {
    return (
      <Stack spacing={2} sx={{ maxWidth: '65ch' }}>
        <Typography variant="h2">Nothing to review yet</Typography>
        <Typography>
          Play a game or read a lesson to the end: every fallacy and device you practise joins your review and comes back here in a few
          days, just as it starts to fade.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={paths.games} variant="contained">
            Play a game
          </Button>
          <Button component={RouterLink} to={paths.checkPractice} variant="outlined">
            Practise sound or fallacious
          </Button>
        </Stack>
      </Stack>
    );
  }

  if (over || !current) {
    const status = deckStatus(data.cards, now);
    const done = session.queue.length > 0;
    const score = balancedAccuracy(byKind.fallacious, byKind.sound);
    const again = () => {
      const s = startSession(reviewQueue(data.cards, Date.now()));
      setStartedAt(Date.now());
      setSession(s);
      setFirstTry({ right: 0, of: 0 });
      setByKind({ fallacious: { right: 0, of: 0 }, sound: { right: 0, of: 0 } });
      setCurrent(draw(s, data));
      setRestarts(restarts + 1);
    };
    return (
      <LabelledSection id="review-over" title={done ? 'Review done' : 'Nothing due now'} headingRef={summary} spacing={2} sx={{ maxWidth: '65ch' }}>
        {done && <Typography>{`${firstTry.right} of ${firstTry.of} right first time. The ones you missed came back until you had them, and they return sooner.`}</Typography>}
        {done && score !== null && (
          <Typography data-testid="review-discernment">{`${discernmentOutOf100(Math.round(score * 100))} this session (${byKind.fallacious.right} of ${byKind.fallacious.of} fallacies caught, ${byKind.sound.right} of ${byKind.sound.of} sound arguments accepted), ${SCALE_MEANS}.`}</Typography>
        )}
        <Typography data-testid="review-next">
          {status.due > 0
            ? `${status.due} more ${status.due === 1 ? 'card is' : 'cards are'} due now.`
            : status.next
              ? `Nothing else is due. Your next review is due on ${dateFormat.format(status.next)}.`
              : 'Nothing else is due.'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {status.due > 0 ? (
            <Button variant="contained" onClick={again}>
              {`Review the next ${Math.min(status.due, SESSION_LIMIT)}`}
            </Button>
          ) : (
            <Button component={RouterLink} to={paths.progress} variant="contained">
              See your progress
            </Button>
          )}
          {status.due > 0 && (
            <Link component={RouterLink} to={paths.progress} sx={{ fontWeight: 600 }}>
              See your progress
            </Link>
          )}
          <Link component={RouterLink} to={paths.games} sx={{ fontWeight: 600 }}>
            Play a game
          </Link>
        </Stack>
      </LabelledSection>
    );
  }

  const { item } = current;
  const reask = isReask(session);

  const answer = (optionId: string) => {
    const now = Date.now();
    const ms = now - current.shownAt;
    const correct = optionId === item.answerId;
    const grade = gradeAnswer({ correct, ms, hinted: current.hinted, words: item.words });
    let next = logReview(data, { c: item.cardId, i: item.itemId, t: now, g: grade, ms, k: item.kind === 'device' ? 'd' : item.sound ? 's' : 'f', ok: correct, ...(reask && { re: true }), ...(current.hinted && { hint: true }) });
    let outcome: string | undefined;
    const card = next.cards.find((c) => c.id === item.cardId);
    if (card && !reask) {
      // A re-ask within the session is practice: only the first answer moves the schedule.
      const scheduled = scheduleReview(card, grade, now);
      next = replaceCard(next, scheduled);
      outcome = correct ? backIn(scheduled.due, now) : `You will see this again before the session ends. ${backIn(scheduled.due, now)}`;
    } else if (!correct) outcome = 'You will see this again before the session ends.';
    if (!reask) setFirstTry({ right: firstTry.right + (correct ? 1 : 0), of: firstTry.of + 1 });
    if (!reask && item.kind !== 'device') {
      const k = item.sound ? 'sound' : 'fallacious';
      setByKind({ ...byKind, [k]: { right: byKind[k].right + (correct ? 1 : 0), of: byKind[k].of + 1 } });
    }
    setSaved(saveReviewData(next));
    setData(next);
    setCurrent({ ...current, chosen: optionId, outcome });
  };

  const goOn = () => {
    const s = answered(session, current.chosen === item.answerId);
    const nextCurrent = draw(s, data);
    setNow(Date.now());
    setSession(s);
    setCurrent(nextCurrent);
    if (sessionOver(s) || nextCurrent === null) sendToClass(() => reviewRecordOf(reviewedSince(data.log, startedAt), Date.now()));
  };

  return (
    <Box component="section" aria-label="Review session" ref={sessionBox} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
      {!saved && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This browser would not let us save your review; the session still works, but it will not be remembered.
        </Alert>
      )}
      <ReviewCard
        key={`${session.position}-${item.itemId}`}
        item={item}
        position={session.position + 1}
        total={session.queue.length}
        chosen={current.chosen}
        hinted={current.hinted}
        reask={reask}
        outcome={current.outcome}
        onHint={() => setCurrent({ ...current, hinted: true })}
        onAnswer={answer}
        onNext={goOn}
        nextLabel={session.position + 1 >= session.queue.length && current.chosen === item.answerId ? 'Finish' : 'Next'}
      />
    </Box>
  );
}

