import { Box, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { GameAnnouncer } from '@/components/game/GameAnnouncer';
import { GameLoading } from '@/components/game/GameLoading';
import { GameOverPanel } from '@/components/game/GameOverPanel';
import { ResumeOffer } from '@/components/game/ResumeOffer';
import { CaseReview, type CaseReviewItem } from '@/components/game/CaseReview';
import { focusHeadingInView } from '@/lib/focusMainHeading';
import { FallacyButtonGrid } from '@/components/game/FallacyButtonGrid';
import { StyleWarmUp } from '@/components/feedback/StyleWarmUp';
import { loadGameData, useGameData } from '@/services/gameData';
import { explanationFor, genusNote, lessonIdFor, lessonPath } from '@/lib/game/teaching';
import { namedTheGenus } from '@/lib/game/fallacyFamily';
import { GAME_TIMINGS } from '@/lib/game/timings';
import { Seo } from '@/components/layout/Seo';
import { fallacyGameScreen } from '@/content/pages/fallacyGame';
import { PRACTICE_PARAM } from '@/config/practice';
import { bringIntoView } from '@/lib/bringIntoView';
import { useHydrated } from '@/lib/useHydrated';
import { useSearchParams } from 'react-router-dom';
import { useGamePractice } from '@/lib/review/useGamePractice';
import { FallacyGameLanding } from './components/FallacyGameLanding';
import { FallacyGamePlay } from './components/FallacyGamePlay';
import { fallacyGameActions, fallacyGameSelectors, type FallacyGamePlace } from './fallacyGameSlice';
import { fallacyGamePlace } from './storage';
import { gridTypes, playableStatements, roundLabel as roundLabelFor } from './logic';

const roundLabelOf = (place: FallacyGamePlace) => roundLabelFor(place.round, place.statements.length);


const noop = () => {};

const END_MESSAGES = {
  'Complete!': 'Enough right answers to pass. You can now ruin dinner parties with precision.',
  Over: 'Not enough this time. The statements were wrong on purpose; you have no excuse. Try again.',
} as const;

/** The fallacy-identification game at /games/fallacy-identification. */
export default function FallacyGamePage() {
  const dispatch = useAppDispatch();
  // "Practice this fallacy" on a lesson narrows the deal to that fallacy's statements (the grid
  // still offers every type). Read once hydrated: the prerendered page is the plain game.
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const practiceId = hydrated ? params.get(PRACTICE_PARAM) : null;
  // The landing names the practised fallacy, so a practice link loads the data at once.
  const { ready, types, typesFallback, statements, builtinTypes } = useGameData({ now: practiceId !== null });
  const grid = useMemo(
    () => gridTypes(typesFallback ? undefined : types, builtinTypes, statements),
    [types, typesFallback, builtinTypes, statements],
  );
  const allPlayable = useMemo(() => playableStatements(statements, grid), [statements, grid]);
  const practiceType = practiceId ? grid.find((t) => t.id === practiceId) : undefined;
  const practiceStatements = useMemo(
    () => (practiceType ? allPlayable.filter((s) => s.fallacy_type_id === practiceType.id) : []),
    [allPlayable, practiceType],
  );
  const playable = practiceStatements.length > 0 ? practiceStatements : allPlayable;

  const status = useAppSelector(fallacyGameSelectors.selectStatus);
  const statement = useAppSelector(fallacyGameSelectors.selectStatement);
  const roundLabel = useAppSelector(fallacyGameSelectors.selectRoundLabel);
  const round = useAppSelector(fallacyGameSelectors.selectRound);
  const total = useAppSelector(fallacyGameSelectors.selectTotal);
  const score = useAppSelector(fallacyGameSelectors.selectScore);
  const chosen = useAppSelector(fallacyGameSelectors.selectChosen);
  const correct = useAppSelector(fallacyGameSelectors.selectLastAnswerCorrect);
  const endTitle = useAppSelector(fallacyGameSelectors.selectEndTitle);
  const complete = useAppSelector(fallacyGameSelectors.selectIsComplete);
  useGamePractice('fallacy-game', status === 'answered' && statement ? `${round}:${statement.id}` : null, { fallacies: statement ? [statement.fallacy_type_id] : [] });

  // The game in progress is kept across a reload; on the landing, a kept game is offered back
  // (read after hydration, so the HTML matches). An ended game is forgotten.
  const place = useAppSelector(fallacyGameSelectors.selectPlace);
  const [offer, setOffer] = useState<FallacyGamePlace | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration on purpose
    setOffer(fallacyGamePlace.load());
  }, []);
  useEffect(() => {
    if (place) fallacyGamePlace.save(place);
    else if (status === 'finished') fallacyGamePlace.clear();
  }, [place, status]);
  const resume = () => {
    void loadGameData().catch(() => {});
    if (offer) dispatch(fallacyGameActions.resumed(offer));
    setOffer(null);
  };
  const startAgain = () => {
    fallacyGamePlace.clear();
    // Focus leaves the offer before it goes (else it would fall to the page's body).
    focusHeadingInView();
    setOffer(null);
  };

  // Start Game shows the spinner for 0.8 s, then deals the statements. The pool is read when the
  // spinner ends: statements arriving from the backend meanwhile join it without restarting the 0.8 s.
  // The game's data loads once the page has started; the spinner waits for it if need be.
  const deal = useEffectEvent(() => dispatch(fallacyGameActions.gameStarted({ pool: playable })));
  useEffect(() => {
    if (status !== 'starting' || !ready) return;
    const id = setTimeout(deal, GAME_TIMINGS.loadingOverlayMs);
    return () => clearTimeout(id);
  }, [status, ready]);

  // The end panel comes into view from its top (the page is shorter than the game was).
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'finished') bringIntoView(endRef.current);
  }, [status]);

  // Stable, so the memoised grid and verdict render only when what they show changes.
  const choose = useCallback((fallacyId: string) => dispatch(fallacyGameActions.answerChosen({ fallacyId })), [dispatch]);
  const next = useCallback(() => dispatch(fallacyGameActions.nextClicked()), [dispatch]);

  const nameOf = (id: string) => grid.find((t) => t.id === id)?.name ?? id;
  // The end panel keeps its "Complete!" or "Over" and lists what was missed, as the Detective does.
  const answers = useAppSelector(fallacyGameSelectors.selectAnswers);
  const played = useAppSelector(fallacyGameSelectors.selectStatements);
  const missed: CaseReviewItem[] =
    status !== 'finished'
      ? []
      : answers.flatMap((answer, i) => {
          const found = played.find((p) => p.id === answer.statementId);
          if (answer.correct || !found) return [];
          return [
            {
              id: `${answer.statementId}-${i}`,
              statement: found.text,
              chosenName: nameOf(answer.chosen),
              answerName: nameOf(found.fallacy_type_id),
              explanation: explanationFor(found, grid),
              lessonHref: lessonPath(lessonIdFor(found, found.fallacy_type_id)),
            },
          ];
        });
  const last = round + 1 >= total;
  /** The chosen genus when it was accepted for the statement's species, else null. */
  const accepted = status === 'answered' && statement && namedTheGenus(statement.fallacy_type_id, chosen) ? chosen : null;

  const announcement = (() => {
    if (status === 'starting') return 'Dealing the statements.';
    if (status === 'playing' && statement) return `${roundLabel}. ${statement.text}`;
    if (status === 'answered' && statement) return `${correct ? 'Correct!' : 'Incorrect.'} It was ${nameOf(statement.fallacy_type_id)}.`;
    if (status === 'finished') return `${endTitle} You scored ${score} of ${total}.`;
    return '';
  })();

  return (
    <>
      <Seo meta={fallacyGameScreen.meta} />
      <Stack spacing={3}>
        <Typography variant="h1">{fallacyGameScreen.title}</Typography>
        <GameAnnouncer message={announcement} />
        {status === 'landing' && offer && (
          <ResumeOffer summary={`${roundLabelOf(offer)}, ${offer.score} right so far.`} onResume={resume} onStartAgain={startAgain} />
        )}
        {status === 'landing' && (
          <FallacyGameLanding
            onStart={() => {
              // Focus leaves Start Game before the landing goes (else it would fall to the page's
              // body under the 0.8 s spinner); the grid takes it when the statements are dealt.
              focusHeadingInView();
              void loadGameData().catch(() => {});
              dispatch(fallacyGameActions.startClicked());
            }}
            practice={practiceType ? { name: practiceType.name, count: practiceStatements.length } : null}
          />
        )}
        {status === 'starting' && <GameLoading label="Dealing the statements…" />}
        {/* The verdict's icons have their styles put in at the first idle moment after Start Game
            (under the dealing spinner), not in the frame that answers the first pick. */}
        {status !== 'landing' && grid.length > 1 && (
          <StyleWarmUp>
            <FallacyButtonGrid types={grid.slice(0, 2)} answerId={grid[0]!.id} chosen={grid[1]!.id} onChoose={noop} />
          </StyleWarmUp>
        )}
        {/* A resumed game waits a moment for the grid's fallacy types (the game's data, loading). */}
        {(status === 'playing' || status === 'answered') && statement && ready && (
          <FallacyGamePlay
            roundLabel={roundLabel}
            score={score}
            statementKey={`${round}-${statement.id}`}
            statement={statement.text}
            types={grid}
            // A genus accepted for its species (Ad Hominem on a tu quoque) turns green, as a right answer does.
            answerId={accepted ?? statement.fallacy_type_id}
            chosen={chosen}
            onChoose={choose}
            fallbackNotice={typesFallback}
            result={{
              // Laid out from the start of the statement, shown once answered: nothing moves.
              shown: status === 'answered',
              correct: status === 'answered' && correct === true,
              answerName: nameOf(statement.fallacy_type_id),
              explanation: [accepted ? genusNote(nameOf(accepted)) : null, explanationFor(statement, grid)]
                .filter(Boolean)
                .join(' ') || null,
              lessonHref: lessonPath(lessonIdFor(statement, statement.fallacy_type_id)),
              onNext: next,
              nextLabel: last ? 'See the result' : 'Next',
            }}
          />
        )}
        {status === 'finished' && (
          <Box ref={endRef}>
            <GameOverPanel
              title={endTitle}
              score={score}
              maxScore={total}
              message={END_MESSAGES[endTitle]}
              tone={complete ? 'success' : 'neutral'}
              actionLabel={complete ? 'Next' : 'Retry'}
              onAction={() => dispatch(complete ? fallacyGameActions.nextGameClicked({ pool: playable }) : fallacyGameActions.retryClicked())}
            >
              {missed.length > 0 && <CaseReview title="Statements you missed" items={missed} />}
            </GameOverPanel>
          </Box>
        )}
      </Stack>
    </>
  );
}
