import { Stack, Typography } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { rootReducer } from '@/app/rootReducer';
import { answerState } from '@/components/game/answerState';
import { GameAnnouncer } from '@/components/game/GameAnnouncer';
import { GameLoading } from '@/components/game/GameLoading';
import { GameOverPanel } from '@/components/game/GameOverPanel';
import { useGameData } from '@/components/game/gameData';
import { explanationFor, lessonPath } from '@/components/game/teaching';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { useCountdown } from '@/lib/useCountdown';
import { useGamePractice } from '@/lib/review/useGamePractice';
import { useTimerSetting } from '@/lib/timerSetting';
import { CaseReview, type CaseReviewItem } from './components/CaseReview';
import { DetectiveBoard } from './components/DetectiveBoard';
import { DetectiveIntro } from './components/DetectiveIntro';
import {
  answerChosen,
  detectiveSlice,
  gameStarted,
  playAgainClicked,
  poolUpdated,
  questionStarted,
  resultFinished,
  roundAdvanced,
  ticked,
  timerExpired,
  timingChanged,
} from './detectiveSlice';
import {
  ADVANCE_HINT,
  ANNOUNCE_LAST_SECONDS,
  MAX_SCORE,
  OPTIONS_PER_QUESTION,
  QUESTIONS_PER_ROUND,
  ROUNDS,
  detectiveName,
  questionSeconds,
  resultMs,
  shouldAnnounceSeconds,
} from './logic';

const injected = detectiveSlice.injectInto(rootReducer);
const s = injected.selectors;

const META = {
  title: 'Logical Fallacy Detective: five rounds against the clock',
  description:
    'A timed fallacy game: read the statement on the chalkboard, pick its fallacy from three cards, and get 5 of 7 right to reach the next round.',
  path: paths.detective,
};

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

/** Logical Fallacy Detective (games-spec §2, §4, §9) at /logical-fallacy-game. */
export default function DetectivePage() {
  const dispatch = useAppDispatch();
  const { types, statements, fetchedStatements } = useGameData();
  const [timing, setTiming] = useTimerSetting();

  const status = useAppSelector(s.selectStatus);
  const question = useAppSelector(s.selectQuestion);
  const statement = useAppSelector(s.selectCurrentStatement);
  const score = useAppSelector(s.selectScore);
  const roundScore = useAppSelector(s.selectRoundScore);
  const round = useAppSelector(s.selectRound);
  const questionNumber = useAppSelector(s.selectQuestionNumber);
  const secondsLeft = useAppSelector(s.selectSecondsLeft);
  const correct = useAppSelector(s.selectLastAnswerCorrect);
  const overlayRound = useAppSelector(s.selectOverlayRound);
  const transition = useAppSelector(s.selectTransition);
  const gameOverMessage = useAppSelector(s.selectGameOverMessage);
  const outcome = useAppSelector(s.selectOutcome);
  const history = useAppSelector(s.selectHistory);
  const pool = useAppSelector(s.selectPool);
  const playTiming = useAppSelector(s.selectTiming);
  useGamePractice('detective', status === 'answered' && statement ? statement.id : null, { fallacies: statement ? [statement.fallacy_type_id] : [] });

  // The remembered timer setting drives the slice; a change mid-question adapts the countdown.
  useEffect(() => {
    dispatch(timingChanged({ timing, now: Date.now() }));
  }, [dispatch, timing]);

  // Statements an admin added arrive from the backend and join the pool.
  useEffect(() => {
    if (fetchedStatements.length > 0) dispatch(poolUpdated(fetchedStatements));
  }, [dispatch, fetchedStatements]);

  // The screen fires the timed events itself: start, end of a result, round overlay, next question.
  useEffect(() => {
    if (!transition) return;
    const id = setTimeout(() => {
      if (transition.event === 'questionStarted') dispatch(questionStarted({ now: Date.now() }));
      else if (transition.event === 'resultFinished') dispatch(resultFinished());
      else dispatch(roundAdvanced());
    }, transition.delayMs);
    return () => clearTimeout(id);
  }, [dispatch, transition, question?.statementId, round]);

  useCountdown(
    status === 'playing' ? (question?.deadline ?? null) : null,
    (now) => dispatch(ticked({ now })),
    (now) => dispatch(timerExpired({ now })),
  );

  const choose = useCallback(
    (index: number) => {
      const id = question?.options[index];
      if (id) dispatch(answerChosen({ fallacyId: id, now: Date.now() }));
    },
    [dispatch, question],
  );
  useNumberKeys(status === 'playing', question?.options.length ?? OPTIONS_PER_QUESTION, choose);

  const answerName = question ? detectiveName(question.answerId, types) : '';
  const revealed = status !== 'playing' && question !== null && (question.chosen !== null || question.timedOut);

  const announcement = (() => {
    if (status === 'loading') return 'Loading the case files.';
    if (status === 'playing' && statement) {
      if (secondsLeft !== null && shouldAnnounceSeconds(secondsLeft))
        return `${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'} left`;
      return `Round ${round}, question ${questionNumber} of ${QUESTIONS_PER_ROUND}. ${statement.text}`;
    }
    if (status === 'answered' && question) {
      const verdict = correct ? 'Correct!' : question.timedOut ? "Time's up. Incorrect." : 'Incorrect.';
      return `${verdict} It was ${answerName}.`;
    }
    if (status === 'roundOver') return `Round ${overlayRound}. Round ${round} passed with ${roundScore} of ${QUESTIONS_PER_ROUND}.`;
    if (status === 'gameOver') return `Game over. Final score ${score} of ${MAX_SCORE}. ${gameOverMessage ?? ''}`;
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
        explanation: found ? explanationFor(found, types) : null,
        lessonHref: lessonPath(entry.answerId),
      };
    });

  const totalSeconds = questionSeconds(timing) ?? questionSeconds('normal') ?? 0;

  return (
    <>
      <Seo meta={META} />
      <Stack spacing={3}>
        <Typography variant="h1">Logical Fallacy Detective</Typography>
        <GameAnnouncer message={announcement} />
        {status === 'intro' && (
          <DetectiveIntro
            timing={timing}
            onTimingChange={setTiming}
            onStart={() => dispatch(gameStarted({ pool: statements, timing }))}
          />
        )}
        {status === 'loading' && <GameLoading label="Shuffling the case files…" />}
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
                warnBelow: ANNOUNCE_LAST_SECONDS + 1,
                hint: ADVANCE_HINT,
              }}
              questionKey={`${round}-${questionNumber}-${question.statementId}`}
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
                explanation: explanationFor(statement, types),
                lessonHref: lessonPath(question.answerId),
                // Untimed play waits for Next after each answer; timed play moves on by itself.
                onNext: resultMs(playTiming) === null ? () => dispatch(resultFinished()) : undefined,
              }}
              overlayRound={status === 'roundOver' ? overlayRound : null}
              rounds={ROUNDS}
            />
          )}
        {status === 'gameOver' && (
          <GameOverPanel
            title="Game Over"
            score={score}
            maxScore={MAX_SCORE}
            message={gameOverMessage ?? undefined}
            tone={outcome === 'completed' ? 'success' : 'neutral'}
            actionLabel="Play Again"
            onAction={() => dispatch(playAgainClicked())}
          >
            <CaseReview items={review} />
          </GameOverPanel>
        )}
      </Stack>
    </>
  );
}
