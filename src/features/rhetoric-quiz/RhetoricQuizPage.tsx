import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useEventCallback } from '@mui/material/utils';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Seo } from '@/components/layout/Seo';
import { StyleWarmUp } from '@/components/feedback/StyleWarmUp';
import { beforePaint } from '@/lib/beforePaint';
import { bringIntoView } from '@/lib/bringIntoView';
import { useIdle } from '@/lib/whenIdle';
import { useGamePractice } from '@/lib/review/useGamePractice';
import { quizQuestions } from '@/content/games/quiz';
import { rhetoricQuizScreen } from '@/content/pages/rhetoricQuiz';
import { GAME_TIMINGS } from '@/lib/game/timings';
import { ResumeOffer } from '@/components/game/ResumeOffer';
import { focusHeadingInView } from '@/lib/focusMainHeading';
import { EndScreen } from './components/EndScreen';
import type { FeedbackPopupProps } from './components/FeedbackPopup';
import type { CheatsheetProps } from './components/Cheatsheet';
import { deferredPart } from '@/lib/deferredPart';
import { OptionList } from './components/OptionList';
import { Passage } from './components/Passage';
import { QuizStatusBar } from './components/QuizStatusBar';
import { RoundCompletePanel } from './components/RoundCompletePanel';
import { StartPanel } from './components/StartPanel';
import { TransitionOverlay } from './components/TransitionOverlay';
import { techniquesOffered, type QuizTransition } from './logic';
import { rhetoricQuizActions, rhetoricQuizSelectors, type RhetoricQuizPlace } from './rhetoricQuizSlice';
import { rhetoricQuizPlace } from './storage';

/**
 * The answer's popup and the cheatsheet are dialogs no one sees at start: their code (and MUI's
 * dialog, the technique guide) loads at the first idle moment, or at once when one must show.
 */
const FeedbackPopup = deferredPart<FeedbackPopupProps>(
  () => import('./components/FeedbackPopup').then((m) => m.FeedbackPopup),
  (props) => props.open,
);
const Cheatsheet = deferredPart<Omit<CheatsheetProps, 'entries'> & { names: readonly string[] }>(
  () =>
    Promise.all([import('./components/Cheatsheet'), import('@/content/games/techniqueGuide')]).then(
      ([{ Cheatsheet: Sheet }, { getGuideEntry }]) =>
        function GuidedCheatsheet({ names, ...props }: Omit<CheatsheetProps, 'entries'> & { names: readonly string[] }) {
          const entries = useMemo(() => names.map((name) => ({ name, entry: getGuideEntry(name) })), [names]);
          return <Sheet {...props} entries={entries} />;
        },
    ),
  (props) => props.open,
);


const OVERLAY_LABELS: Record<QuizTransition, string> = {
  start: 'Setting up the first round…',
  previousRound: 'Going back a round…',
  replayRound: 'Resetting the round…',
  nextRound: 'Loading the next round…',
  end: 'Grading your answers…',
};

const TOTAL_SEGMENTS = quizQuestions.reduce((sum, question) => sum + question.segments.length, 0);
/** A segment whose popup shows every part (the analysis, its related techniques and tips): the warm-up's sample. */
const WARM_UP_SEGMENT =
  quizQuestions.flatMap((question) => question.segments).find((seg) => seg.analysis?.tips.length && seg.analysis.relatedTechniques.length) ??
  quizQuestions[0]!.segments[0]!;
const WARM_UP_ANSWER = WARM_UP_SEGMENT.options.find((option) => option.correct)!;
const WARM_UP_WRONG = WARM_UP_SEGMENT.options.find((option) => !option.correct)!;
const noop = () => {};

/** Where a kept game stands, for the Resume offer ("Round 2 of 5, segment 3 of 9. 7 of 10 right so far."). */
function placeSummary(place: RhetoricQuizPlace): string {
  const rounds = place.questionIds.length;
  const where =
    place.status === 'roundComplete'
      ? `Round ${place.round + 1} of ${rounds} complete`
      : `Round ${place.round + 1} of ${rounds}, segment ${place.segmentIndex + 1} of ${place.order.length}`;
  return `${where}. ${place.score} of ${place.attempted} right so far.`;
}

/** The page's title and tagline (never changes). */
const PAGE_HEADER = (
  <Box sx={{ mb: 3 }}>
    <Typography variant="h1">{rhetoricQuizScreen.title}</Typography>
    <Typography variant="h6" component="p" sx={{ fontWeight: 400, color: 'text.secondary', maxWidth: '60ch' }}>
      {rhetoricQuizScreen.tagline}
    </Typography>
  </Box>
);

/** Under the options: the Cheatsheet button, and Next once the popup was dismissed without it. */
const PlayControls = memo(function PlayControls({
  showNext,
  nextRef,
  onCheatsheet,
  onNext,
}: {
  showNext: boolean;
  nextRef: Ref<HTMLButtonElement>;
  onCheatsheet: () => void;
  onNext: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mt: { xs: 1.5, md: 2.5 }, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<MenuBookIcon />} onClick={onCheatsheet}>
        Cheatsheet
      </Button>
      {showNext && (
        <Button ref={nextRef} variant="contained" onClick={onNext}>
          Next
        </Button>
      )}
    </Box>
  );
});

/** /rhetoricgame: the Sophist Game. */
export default function RhetoricQuizPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(rhetoricQuizSelectors.selectStatus);
  const pending = useAppSelector(rhetoricQuizSelectors.selectPending);
  const question = useAppSelector(rhetoricQuizSelectors.selectQuestion);
  const segment = useAppSelector(rhetoricQuizSelectors.selectSegment);
  const segmentIndex = useAppSelector(rhetoricQuizSelectors.selectSegmentIndex);
  const options = useAppSelector(rhetoricQuizSelectors.selectOptions);
  const picked = useAppSelector(rhetoricQuizSelectors.selectPicked);
  const pickedOption = useAppSelector(rhetoricQuizSelectors.selectPickedOption);
  const round = useAppSelector(rhetoricQuizSelectors.selectRoundNumber);
  useGamePractice('rhetoric-quiz', status === 'answered' ? `${round}:${segmentIndex}` : null, { devices: segment?.options.filter((o) => o.correct).map((o) => o.text) });

  // The game in progress is kept across a reload; on the title screen, a kept game is offered back
  // (read after hydration, so the HTML matches). An ended game is forgotten; a transition keeps
  // the place it started from.
  const place = useAppSelector(rhetoricQuizSelectors.selectPlace);
  const [offer, setOffer] = useState<RhetoricQuizPlace | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration on purpose
    setOffer(rhetoricQuizPlace.load());
  }, []);
  useEffect(() => {
    if (place) rhetoricQuizPlace.save(place);
    else if (status === 'end') rhetoricQuizPlace.clear();
  }, [place, status]);
  const resume = () => {
    // The resumed segment or panel takes focus next; if the content no longer fits the kept game,
    // the title screen stays and focus is on its heading rather than the page's body.
    focusHeadingInView();
    if (offer) dispatch(rhetoricQuizActions.resumed({ questions: quizQuestions, place: offer }));
    setOffer(null);
  };
  const startAgain = () => {
    rhetoricQuizPlace.clear();
    // Focus leaves the offer before it goes (else it would fall to the page's body).
    focusHeadingInView();
    setOffer(null);
  };

  const [cheatsheetOpen, setCheatsheetOpen] = useState(false);
  // The popup closes on Next, or when dismissed (then a Next button stays on the page).
  const segmentKey = `${round}:${segmentIndex}`;
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  // The popup opens a frame after the pick: the options' reveal paints first, and filling and
  // showing the dialog runs as its own task instead of lengthening the click's (smooth play).
  const [openedKey, setOpenedKey] = useState<string | null>(null);
  useEffect(() => {
    if (status !== 'answered') return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setOpenedKey(segmentKey), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [status, segmentKey]);
  const dismissed = dismissedKey === segmentKey;
  const popupOpen = status === 'answered' && openedKey === segmentKey && !dismissed;
  const answer = options.find((o) => o.correct) ?? null;
  // From the first idle moment of play the popup stays mounted while closed (hidden), so an answer
  // fills and shows it instead of building it (at 4x CPU a first answer was two tasks of 50-60 ms).
  // It takes the pick as it opens (the click's own task only reveals the answer on the options);
  // closed (hidden), it keeps what it last showed, or the warm-up's sample before the first pick.
  const keepPopupMounted = useIdle(status !== 'start');
  const [popup, setPopup] = useState({ picked: WARM_UP_ANSWER, answer: WARM_UP_ANSWER, analysis: WARM_UP_SEGMENT.analysis });
  if (popupOpen && pickedOption && answer && (pickedOption !== popup.picked || answer !== popup.answer)) {
    setPopup({ picked: pickedOption, answer, analysis: segment?.analysis });
  }

  // The overlay shows for the games' loading-overlay time, then the pending move happens.
  useEffect(() => {
    if (status !== 'transition') return;
    const id = window.setTimeout(() => dispatch(rhetoricQuizActions.transitionFinished()), GAME_TIMINGS.loadingOverlayMs);
    return () => window.clearTimeout(id);
  }, [status, dispatch]);

  // Keyboard and screen-reader users land on what changed: the new segment's prompt, the round
  // panel or the end screen. Not on first load.
  const focusRef = useRef<HTMLElement | null>(null);
  const playRef = useRef<HTMLDivElement | null>(null);
  const optionsRef = useRef<HTMLDivElement | null>(null);
  const view = status === 'transition' ? null : status === 'answered' ? `playing:${segmentKey}` : `${status}:${segmentKey}`;
  const lastView = useRef(view);
  // Focus moves at once (Next hides the popup that had it: a frame later it would be on the page's
  // body for that frame); the scroll measures the page, so it runs just before the paint.
  useEffect(() => {
    if (view === null || view === lastView.current) return;
    lastView.current = view;
    const playing = view.startsWith('playing');
    focusRef.current?.focus({ preventScroll: playing });
    // On a new segment, the status line, the passage (scrolled to the highlight) and the
    // options come into view together, below the sticky bar. Not cancelled by a re-run: the
    // view is marked as reached already.
    if (playing) beforePaint(() => bringIntoView(playRef.current, optionsRef.current));
  }, [view]);

  // Popup dismissed without Next: focus the Next button it leaves on the page (the option that
  // opened the popup is locked, so focus cannot go back there).
  const nextRef = useRef<HTMLButtonElement | null>(null);
  const showPageNext = status === 'answered' && dismissed;
  useEffect(() => {
    if (showPageNext) nextRef.current?.focus();
  }, [showPageNext]);

  const cheatsheetNames = useMemo(() => techniquesOffered(options), [options]);
  const setFocus: FocusTarget = useCallback((el) => {
    focusRef.current = el;
  }, []);
  // Stable handlers: an answer re-renders what it changes (the options, the status bar, the
  // popup), not the passage, the controls, the closed cheatsheet or the overlay.
  const pick = useCallback((index: number) => dispatch(rhetoricQuizActions.optionPicked({ index })), [dispatch]);
  const next = useCallback(() => dispatch(rhetoricQuizActions.nextClicked()), [dispatch]);
  // Stable too, so the kept-mounted popup's buttons do not re-render with every segment.
  const dismiss = useEventCallback(() => setDismissedKey(segmentKey));
  const openCheatsheet = useCallback(() => setCheatsheetOpen(true), []);
  const closeCheatsheet = useCallback(() => setCheatsheetOpen(false), []);

  return (
    <>
      <Seo meta={rhetoricQuizScreen.meta} />
      {PAGE_HEADER}

      <Box inert={status === 'transition'}>
        {status === 'start' && offer && <ResumeOffer summary={placeSummary(offer)} onResume={resume} onStartAgain={startAgain} />}
        {(status === 'start' || (status === 'transition' && pending === 'start')) && (
          <StartPanel
            roundCount={quizQuestions.length}
            segmentCount={TOTAL_SEGMENTS}
            onStart={() => dispatch(rhetoricQuizActions.startClicked({ questions: quizQuestions }))}
            headingRef={setFocus}
          />
        )}

        {(status === 'playing' || status === 'answered') && question && segment && (
          <Stack ref={playRef} spacing={{ xs: 1, sm: 2, md: 3 }}>
            <Quizbar />
            <Passage title={question.title} fullText={question.fullText} segments={question.segments} current={segmentIndex} />
            <Paper ref={optionsRef} variant="outlined" sx={{ p: { xs: 1.5, md: 3 } }}>
              <OptionList
                key={segmentKey}
                options={options}
                picked={picked}
                onPick={pick}
                promptRef={setFocus}
              />
              <PlayControls showNext={showPageNext} nextRef={nextRef} onCheatsheet={openCheatsheet} onNext={next} />
            </Paper>
          </Stack>
        )}

        {(status === 'roundComplete' || (status === 'transition' && pending !== 'start' && question)) && (
          <RoundPanel headingRef={setFocus} />
        )}

        {status === 'end' && <End headingRef={setFocus} />}
      </Box>

      {(keepPopupMounted || popupOpen) && (
        <FeedbackPopup
          open={popupOpen}
          picked={popup.picked}
          answer={popup.answer}
          analysis={popup.analysis}
          onNext={next}
          onClose={dismiss}
          keepMounted={keepPopupMounted}
        />
      )}
      {/* Once play starts (under the 0.8 s overlay), the popup's styles go in ahead of the first pick. */}
      {status !== 'start' && (
        <StyleWarmUp>
          <FeedbackPopup open picked={WARM_UP_ANSWER} answer={WARM_UP_ANSWER} analysis={WARM_UP_SEGMENT.analysis} onNext={noop} onClose={noop} />
          <FeedbackPopup open picked={WARM_UP_WRONG} answer={WARM_UP_ANSWER} analysis={WARM_UP_SEGMENT.analysis} onNext={noop} onClose={noop} />
        </StyleWarmUp>
      )}
      <Cheatsheet open={cheatsheetOpen} onClose={closeCheatsheet} names={cheatsheetNames} />
      <TransitionOverlay open={status === 'transition'} label={pending ? OVERLAY_LABELS[pending] : undefined} />
    </>
  );
}

type FocusTarget = (el: HTMLElement | null) => void;

function Quizbar() {
  const round = useAppSelector(rhetoricQuizSelectors.selectRoundNumber);
  const roundCount = useAppSelector(rhetoricQuizSelectors.selectRoundCount);
  const segmentIndex = useAppSelector(rhetoricQuizSelectors.selectSegmentIndex);
  const segmentCount = useAppSelector(rhetoricQuizSelectors.selectSegmentCount);
  const progress = useAppSelector(rhetoricQuizSelectors.selectRoundProgress);
  const score = useAppSelector(rhetoricQuizSelectors.selectScore);
  const attempted = useAppSelector(rhetoricQuizSelectors.selectAttempted);
  return (
    <QuizStatusBar
      round={round}
      roundCount={roundCount}
      segment={segmentIndex + 1}
      segmentCount={segmentCount}
      progress={progress}
      score={score}
      attempted={attempted}
    />
  );
}

function RoundPanel({ headingRef }: { headingRef: FocusTarget }) {
  const dispatch = useAppDispatch();
  const round = useAppSelector(rhetoricQuizSelectors.selectRoundNumber);
  const roundCount = useAppSelector(rhetoricQuizSelectors.selectRoundCount);
  const status = useAppSelector(rhetoricQuizSelectors.selectRoundStatus);
  const score = useAppSelector(rhetoricQuizSelectors.selectRoundScore);
  const segmentCount = useAppSelector(rhetoricQuizSelectors.selectSegmentCount);
  const canGoBack = useAppSelector(rhetoricQuizSelectors.selectCanGoBack);
  const isLast = useAppSelector(rhetoricQuizSelectors.selectIsLastRound);
  return (
    <RoundCompletePanel
      round={round}
      roundCount={roundCount}
      status={status}
      score={score}
      segmentCount={segmentCount}
      canGoBack={canGoBack}
      isLastRound={isLast}
      onPrevious={() => dispatch(rhetoricQuizActions.previousRoundClicked())}
      onReplay={() => dispatch(rhetoricQuizActions.replayRoundClicked())}
      onAdvance={() => dispatch(isLast ? rhetoricQuizActions.finishGameClicked() : rhetoricQuizActions.nextRoundClicked())}
      onGradeNow={() => dispatch(rhetoricQuizActions.gradeNowClicked())}
      headingRef={headingRef}
    />
  );
}

function End({ headingRef }: { headingRef: FocusTarget }) {
  const dispatch = useAppDispatch();
  const score = useAppSelector(rhetoricQuizSelectors.selectScore);
  const attempted = useAppSelector(rhetoricQuizSelectors.selectAttempted);
  const percent = useAppSelector(rhetoricQuizSelectors.selectPercent);
  const rank = useAppSelector(rhetoricQuizSelectors.selectRank);
  return (
    <EndScreen
      score={score}
      attempted={attempted}
      percent={percent}
      rank={rank}
      onPlayAgain={() => dispatch(rhetoricQuizActions.playAgainClicked())}
      headingRef={headingRef}
    />
  );
}
