import { Box, Stack, Typography } from '@mui/material';
import { useEventCallback } from '@mui/material/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { answerState } from '@/lib/game/answerState';
import { GameAnnouncer } from '@/components/game/GameAnnouncer';
import { GameLoading } from '@/components/game/GameLoading';
import { GameOverPanel } from '@/components/game/GameOverPanel';
import { AnswerCard } from '@/components/game/AnswerCard';
import { ResultBanner } from '@/components/game/ResultBanner';
import { StyleWarmUp } from '@/components/feedback/StyleWarmUp';
import { loadGameData, useGameData } from '@/services/gameData';
import { explanationFor, lessonIdFor, lessonPath } from '@/lib/game/teaching';
import { Seo } from '@/components/layout/Seo';
import { detectiveScreen } from '@/content/pages/detective';
import { bringIntoView } from '@/lib/bringIntoView';
import { useCountdown } from '@/lib/useCountdown';
import { GAME_TIMINGS } from '@/lib/game/timings';
import { useGamePractice } from '@/lib/review/useGamePractice';
import { useTimerSetting } from '@/lib/timerSetting';
import { CaseReview, type CaseReviewItem } from '@/components/game/CaseReview';
import { ResumeOffer } from '@/components/game/ResumeOffer';
import { focusHeadingInView } from '@/lib/focusMainHeading';
import { createSelector } from '@reduxjs/toolkit';
import { detectivePlace } from './storage';
import { DetectiveBoard } from './components/DetectiveBoard';
import { DetectiveIntro } from './components/DetectiveIntro';
import { detectiveActions, detectiveSelectors, detectiveSlice, placeOf, type DetectivePlace } from './detectiveSlice';
import {
  ADVANCE_HINT,
  maxScoreOf,
  OPTIONS_PER_QUESTION,
  QUESTIONS_PER_ROUND,
  ROUNDS,
  detectiveName,
  questionSeconds,
  resultMs,
  shouldAnnounceSeconds,
} from './logic';

/** Where a reload would resume (memoised: a new object only when the game state changes). */
const selectPlace = createSelector([detectiveSlice.selectSlice], placeOf);

/** The keys 1–3 pick a card, unless the player is typing somewhere or holding a modifier. */
function useNumberKeys(enabled: boolean, count: number, onKey: (index: number) => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const index = Number(event.key) - 1;
      if (Number.isInteger(index) && index >= 0 && index < count) {
        event.preventDefault();
        onKey(index);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, count, onKey]);
}

const noop = () => {};

/**
 * A verdict of each kind and the cards' result states, rendered once out of sight at the first idle
 * moment of play: the first answer is then not the first time their code runs (at 4x CPU the first
 * answer's task was twice as long as the later ones').
 */
const VERDICT_WARM_UP = (
  <StyleWarmUp>
    <ResultBanner shown correct answerName="Ad Hominem" explanation="Warm-up." lessonHref="/fallacies/AdHominem" />
    <ResultBanner shown correct={false} answerName="Straw Man" explanation="Warm-up." lessonHref="/fallacies/StrawMan" />
    <AnswerCard index={1} label="Ad Hominem" state="correct" onChoose={noop} locked />
    <AnswerCard index={2} label="Straw Man" state="wrong" onChoose={noop} locked />
    <AnswerCard index={3} label="Red Herring" state="locked" onChoose={noop} locked />
  </StyleWarmUp>
);

/** Logical Fallacy Detective at /logical-fallacy-game. */
export default function DetectivePage() {
  const dispatch = useAppDispatch();
  const { ready, types, statements, fetchedStatements } = useGameData();
  const [timing, setTiming] = useTimerSetting();

  const status = useAppSelector(detectiveSelectors.selectStatus);
  const question = useAppSelector(detectiveSelectors.selectQuestion);
  const statement = useAppSelector(detectiveSelectors.selectCurrentStatement);
  const score = useAppSelector(detectiveSelectors.selectScore);
  const roundScore = useAppSelector(detectiveSelectors.selectRoundScore);
  const round = useAppSelector(detectiveSelectors.selectRound);
  const questionNumber = useAppSelector(detectiveSelectors.selectQuestionNumber);
  const secondsLeft = useAppSelector(detectiveSelectors.selectSecondsLeft);
  const correct = useAppSelector(detectiveSelectors.selectLastAnswerCorrect);
  const overlayRound = useAppSelector(detectiveSelectors.selectOverlayRound);
  const transition = useAppSelector(detectiveSelectors.selectTransition);
  const gameOverMessage = useAppSelector(detectiveSelectors.selectGameOverMessage);
  const outcome = useAppSelector(detectiveSelectors.selectOutcome);
  const history = useAppSelector(detectiveSelectors.selectHistory);
  const pool = useAppSelector(detectiveSelectors.selectPool);
  const playTiming = useAppSelector(detectiveSelectors.selectTiming);
  useGamePractice('detective', status === 'answered' && statement ? statement.id : null, { fallacies: statement ? [statement.fallacy_type_id] : [] });

  // Start deals from the statements there are at the press; a stable handler, so the backend's
  // statements arriving after start-up (a second render of the page) leave the intro alone.
  const begin = useEventCallback(() => dispatch(detectiveActions.gameStarted({ pool: statements, timing })));
  // The statements load once the page has started (the intro needs none): Start or Resume pressed
  // before they are there waits for them, a moment at most.
  const [waitingFor, setWaitingFor] = useState<'start' | 'resume' | null>(null);

  // The case in progress is kept across a reload; on the intro, a kept case is offered back (read
  // after hydration, so the HTML matches). Game over forgets it.
  const place = useAppSelector(selectPlace);
  const [offer, setOffer] = useState<DetectivePlace | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration on purpose
    setOffer(detectivePlace.load());
  }, []);
  useEffect(() => {
    if (place) detectivePlace.save(place);
    else if (status === 'gameOver') detectivePlace.clear();
  }, [place, status]);
  const continueCase = useEventCallback(() => {
    if (offer) dispatch(detectiveActions.resumed({ pool: statements, place: { ...offer, timing } }));
    setOffer(null);
  });
  const whenReady = (action: 'start' | 'resume') => {
    if (ready) return action === 'start' ? begin() : continueCase();
    setWaitingFor(action);
    void loadGameData().catch(() => {});
  };
  // Focus leaves Start Game before the intro goes (else it would fall to the page's body under the
  // 0.8 s spinner): it waits on the page's title, and the board takes it to the first card.
  const title = useRef<HTMLHeadingElement>(null);
  const start = useEventCallback(() => {
    title.current?.focus();
    whenReady('start');
  });
  const resume = () => whenReady('resume');
  useEffect(() => {
    if (!ready || !waitingFor) return;
    if (waitingFor === 'start') begin();
    else continueCase();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the press is answered once the data is there
    setWaitingFor(null);
  }, [ready, waitingFor, begin, continueCase]);
  const startAgain = () => {
    detectivePlace.clear();
    // Focus leaves the offer before it goes (else it would fall to the page's body).
    focusHeadingInView();
    setOffer(null);
  };

  // The remembered timer setting drives the slice; a change mid-question adapts the countdown.
  useEffect(() => {
    dispatch(detectiveActions.timingChanged({ timing, now: Date.now() }));
  }, [dispatch, timing]);

  // Statements an admin added arrive from the backend and join the pool.
  useEffect(() => {
    if (fetchedStatements.length > 0) dispatch(detectiveActions.poolUpdated(fetchedStatements));
  }, [dispatch, fetchedStatements]);

  const questionKey = question ? `${round}-${questionNumber}-${question.statementId}` : '';
  // Any key or tap while a verdict shows holds it there (the 1.5 s is the spec's, and too short
  // to read the explanation): the game waits for Continue.
  const timedResults = resultMs(playTiming) !== null;
  const [heldKey, setHeldKey] = useState<string | null>(null);
  const held = status === 'answered' && heldKey === questionKey;
  useEffect(() => {
    if (status !== 'answered' || !timedResults || held) return;
    const hold = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
        // The key only pauses: focus goes to Continue, and a Tab must not then carry it on.
        event.preventDefault();
      }
      setHeldKey(questionKey);
    };
    window.addEventListener('keydown', hold);
    window.addEventListener('pointerdown', hold);
    return () => {
      window.removeEventListener('keydown', hold);
      window.removeEventListener('pointerdown', hold);
    };
  }, [status, timedResults, questionKey, held]);

  // The screen fires the timed events itself: start, end of a result, round overlay, next question.
  useEffect(() => {
    if (!transition || (held && transition.event === 'resultFinished')) return;
    const id = setTimeout(() => {
      if (transition.event === 'questionStarted') dispatch(detectiveActions.questionStarted({ now: Date.now() }));
      else if (transition.event === 'resultFinished') dispatch(detectiveActions.resultFinished());
      else dispatch(detectiveActions.roundAdvanced());
    }, transition.delayMs);
    return () => clearTimeout(id);
  }, [dispatch, transition, question?.statementId, round, held]);

  useCountdown(
    status === 'playing' ? (question?.deadline ?? null) : null,
    (now) => dispatch(detectiveActions.ticked({ now })),
    (now) => dispatch(detectiveActions.timerExpired({ now })),
  );

  const choose = useCallback(
    (index: number) => {
      const id = question?.options[index];
      if (id) dispatch(detectiveActions.answerChosen({ fallacyId: id, now: Date.now() }));
    },
    [dispatch, question],
  );
  useNumberKeys(status === 'playing', question?.options.length ?? OPTIONS_PER_QUESTION, choose);

  const answerName = question ? detectiveName(question.answerId, types) : '';
  /** The lesson's own name for a fallacy (Appeal to Popularity for the cards' Bandwagon). */
  const lessonName = (id: string) => (lessonPath(id) ? types.find((t) => t.id === id)?.name : undefined);
  const revealed = status !== 'playing' && question !== null && (question.chosen !== null || question.timedOut);

  const announcement = (() => {
    if (status === 'loading') return 'Loading the case files.';
    if (status === 'playing' && statement) {
      if (secondsLeft !== null && shouldAnnounceSeconds(secondsLeft))
        return `${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'} left`;
      return `Round ${round}, question ${questionNumber} of ${QUESTIONS_PER_ROUND}. ${statement.text}`;
    }
    if (status === 'answered' && question) {
      if (held) return 'Paused. Continue when you have read it.';
      const verdict = correct ? 'Correct!' : question.timedOut ? "Time's up. Incorrect." : 'Incorrect.';
      // The explanation too: the banner shows it, so a screen reader hears it with the verdict.
      const why = statement ? explanationFor(statement, types) : null;
      return `${verdict} It was ${answerName}.${why ? ` ${why}` : ''}`;
    }
    if (status === 'roundOver') return `Round ${overlayRound}. Round ${round} passed with ${roundScore} of ${QUESTIONS_PER_ROUND}.`;
    if (status === 'gameOver') return `Game over. Final score ${score} of ${maxScoreOf(history.length)}. ${gameOverMessage ?? ''}`;
    return '';
  })();

  const review: CaseReviewItem[] = history
    .filter((entry) => !entry.correct)
    .map((entry, i) => {
      const found = pool.find((p) => p.id === entry.statementId);
      return {
        id: `${entry.statementId}-${i}`,
        statement: found?.text ?? '',
        chosenName: entry.chosen ? detectiveName(entry.chosen, types) : null,
        answerName: detectiveName(entry.answerId, types),
        lessonName: lessonName(lessonIdFor(found, entry.answerId)),
        explanation: found ? explanationFor(found, types) : null,
        lessonHref: lessonPath(lessonIdFor(found, entry.answerId)),
      };
    });

  // Game Over comes into view from its top (the page is shorter than the board was).
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'gameOver') bringIntoView(endRef.current);
  }, [status]);

  const totalSeconds = questionSeconds(timing) ?? questionSeconds('normal') ?? 0;

  // The previous answer stays in the verdict's place under the next question, until the next answer.
  const previous = history.at(-1);
  const previousStatement = previous ? pool.find((p) => p.id === previous.statementId) : undefined;
  const lastAnswer =
    previous && status !== 'answered'
      ? {
          correct: previous.correct,
          timedOut: previous.chosen === null,
          answerName: detectiveName(previous.answerId, types),
          lessonName: lessonName(lessonIdFor(previousStatement, previous.answerId)),
          explanation: previousStatement ? explanationFor(previousStatement, types) : null,
          lessonHref: lessonPath(lessonIdFor(previousStatement, previous.answerId)),
        }
      : null;

  return (
    <>
      <Seo meta={detectiveScreen.meta} />
      <Stack spacing={3}>
        <Typography variant="h1" ref={title} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
          {detectiveScreen.title}
        </Typography>
        <GameAnnouncer message={announcement} />
        {status === 'intro' && !waitingFor && offer && (
          <ResumeOffer
            summary={`Round ${offer.round} of ${ROUNDS}, question ${offer.questionIndex + 1} of ${QUESTIONS_PER_ROUND}. Score so far: ${offer.score}.`}
            onResume={resume}
            onStartAgain={startAgain}
          />
        )}
        {status === 'intro' && !waitingFor && (
          <DetectiveIntro
            timing={timing}
            onTimingChange={setTiming}
            onStart={start}
          />
        )}
        {/* A press before the game's data is there (it loads at the page's first sign of intent)
            shows the overlay at once; its 0.8 s start when the data does. */}
        {(status === 'loading' || (status === 'intro' && waitingFor)) && <GameLoading label="Shuffling the case files…" />}
        {(status === 'playing' || status === 'answered' || status === 'between' || status === 'roundOver') &&
          question &&
          statement && (
            <DetectiveBoard
              header={{
                score,
                roundScore,
                round,
                rounds: ROUNDS,
                questionNumber,
                questionsPerRound: QUESTIONS_PER_ROUND,
                secondsLeft: status === 'playing' || status === 'answered' ? secondsLeft : null,
                totalSeconds,
                // Red from 10 s left (TimerBar warns strictly below its threshold).
                warnBelow: GAME_TIMINGS.detective.announceLastSeconds + 1,
                hint: ADVANCE_HINT,
              }}
              questionKey={questionKey}
              statement={statement.text}
              cards={question.options.map((id) => ({
                id,
                label: detectiveName(id, types),
                state: answerState(id, question.answerId, question.chosen, revealed),
              }))}
              locked={status !== 'playing'}
              onChoose={choose}
              result={{
                // Laid out from the start of the question, shown once answered: nothing moves.
                shown: status === 'answered',
                correct: status === 'answered' && correct === true,
                timedOut: status === 'answered' && question.timedOut,
                answerName,
                lessonName: lessonName(lessonIdFor(statement, question.answerId)),
                explanation: explanationFor(statement, types),
                lessonHref: lessonPath(lessonIdFor(statement, question.answerId)),
                // Untimed play waits for Next after each answer, and so does a held verdict;
                // otherwise the game moves on by itself.
                onNext: !timedResults || held ? () => dispatch(detectiveActions.resultFinished()) : undefined,
                nextLabel: held ? 'Continue' : undefined,
              }}
              lastAnswer={lastAnswer}
              overlayRound={status === 'roundOver' ? overlayRound : null}
              rounds={ROUNDS}
            />
          )}
        {(status === 'playing' || status === 'answered' || status === 'between' || status === 'roundOver') && VERDICT_WARM_UP}
        {status === 'gameOver' && (
          <Box ref={endRef}>
            <GameOverPanel
              title="Game Over"
              score={score}
              maxScore={maxScoreOf(history.length)}
              message={gameOverMessage ?? undefined}
              tone={outcome === 'completed' ? 'success' : 'neutral'}
              actionLabel="Play Again"
              onAction={() => dispatch(detectiveActions.playAgainClicked())}
            >
              <CaseReview items={review} />
            </GameOverPanel>
          </Box>
        )}
      </Stack>
    </>
  );
}
