import { Box, Stack, Typography } from '@mui/material';
import { useEventCallback } from '@mui/material/utils';
import { Spinner } from '@/components/feedback/Spinner';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToast } from '@/components/feedback/Toast';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { argumentGameScreen } from '@/content/pages/argument';
import { wordPools } from '@/content/games/wordPools';
import { beforePaint } from '@/lib/beforePaint';
import { argumentActions, argumentSelectors } from './argumentSlice';
import type { Slot } from './constants';
import { BOARD, GAME_TITLE, NEW_GAME_TOAST, SAVE_FAILURE, SAVE_SUCCESS } from './copy';
import { pickConnector } from './hand';
import type { WordEntry } from './model';
import { clearSavedGame, countEvent, hasSavedGame, saveProgress } from './storage';
import type { AnalysisPanelProps } from './components/AnalysisPanel';
import { StyleWarmUp } from '@/components/feedback/StyleWarmUp';
import { detectFallacies } from './detection';
import { personalisedTips } from './progression';
import { validateArgument } from './rules';
import type { ArgumentBoardProps } from './components/ArgumentBoard';
import type { NewGameDialogProps } from './components/NewGameDialog';
import { deferredPart } from '@/lib/deferredPart';
import { whenIdle } from '@/lib/whenIdle';
import { DueReviewNudge } from '@/components/review/DueReviewNudge';
import {
  useGameClockAndAutosave,
  usePersistGame,
  useStartGame,
} from './useArgumentGame';

/**
 * The analysis (shown after Submit or the clock) and the New Game dialog are not on screen at
 * start: their code (and MUI's dialog and lists) loads at the first idle moment of play, or at
 * once when one must show.
 */
const AnalysisPanel = deferredPart<AnalysisPanelProps>(
  () => import('./components/AnalysisPanel').then((m) => m.AnalysisPanel),
  () => true,
);
/**
 * What shows until the game is dealt (the prerendered page) and until the board's code is there.
 * At least a window tall (the board always is taller), so the footer is out of view from the
 * first paint and nothing on screen moves when the board takes this place.
 */
const settingUp = (
  <Stack spacing={3} sx={{ minHeight: '100vh' }}>
    <Typography variant="h1">{GAME_TITLE}</Typography>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Spinner size={24} label={BOARD.settingUp} />
      <Typography>{BOARD.settingUpLine}</Typography>
    </Box>
  </Stack>
);
/**
 * The board is drawn only in the browser, once the game is dealt (after hydration): its code
 * (the cards, their tooltips and Popper.js) is fetched as soon as the page's own code runs and
 * evaluated in its own task, not as part of the page's start.
 */
const ArgumentBoard = deferredPart<ArgumentBoardProps>(
  () => import('./components/ArgumentBoard').then((m) => m.ArgumentBoard),
  () => true,
  settingUp,
);
if (typeof window !== 'undefined') void ArgumentBoard.preload().catch(() => {});
const NewGameDialog = deferredPart<NewGameDialogProps>(
  () => import('./components/NewGameDialog').then((m) => m.NewGameDialog),
  (props) => props.open,
);

const noop = () => {};

/** /argument-game: the board while playing, the analysis once submitted or timed out. */
export default function ArgumentGamePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const startGame = useStartGame();
  const persist = usePersistGame();
  useGameClockAndAutosave(persist);

  const status = useAppSelector(argumentSelectors.selectStatus);
  const difficulty = useAppSelector(argumentSelectors.selectDifficulty);
  const slots = useAppSelector(argumentSelectors.selectSlots);
  const selectable = useAppSelector(argumentSelectors.selectSelectable);
  const nextSlot = useAppSelector(argumentSelectors.selectNextOpenSlot);
  const hand = useAppSelector(argumentSelectors.selectHand);
  const hint = useAppSelector(argumentSelectors.selectHint);
  const scores = useAppSelector(argumentSelectors.selectScores);
  const timeLimit = useAppSelector(argumentSelectors.selectTimeLimit);
  const timeRemaining = useAppSelector(argumentSelectors.selectTimeRemaining);
  const hintsRemaining = useAppSelector(argumentSelectors.selectHintsRemaining);
  const canSubmit = useAppSelector(argumentSelectors.selectCanSubmit);
  const rejection = useAppSelector(argumentSelectors.selectRejection);
  const announcement = useAppSelector(argumentSelectors.selectAnnouncement);
  const result = useAppSelector(argumentSelectors.selectResult);
  const endReason = useAppSelector(argumentSelectors.selectEndReason);
  const warnings = useAppSelector(argumentSelectors.selectWarnings);
  const tips = useAppSelector(argumentSelectors.selectTips);
  const progress = useAppSelector(argumentSelectors.selectProgress);
  const promotedTo = useAppSelector(argumentSelectors.selectPromotedTo);

  // Once the argument is complete, what Submit will show (judged from the argument in place) has
  // its styles put in, and is laid out out of sight, at the first idle moment: not in the frame
  // that answers Submit.
  const preview = useMemo(
    () =>
      status === 'playing' && canSubmit
        ? { result: validateArgument(slots), warnings: detectFallacies(slots), tips: personalisedTips(progress, 0) }
        : null,
    [status, canSubmit, slots, progress],
  );

  // The board's first render (its cards, their tooltips) was the page's longest task at start
  // (~700 ms at 4x CPU on a loaded machine, inside the deal's render). Deferred, it renders after
  // the deal as a transition, in short slices a tap can come between (on arrival from /argument,
  // with its code there, it shows at once as before).
  const [boardLoaded, setBoardLoaded] = useState(ArgumentBoard.isLoaded);
  useEffect(() => {
    let live = true;
    const loaded = () => live && setBoardLoaded(true);
    // A failed fetch: the part shows the setting-up line and tries again itself.
    ArgumentBoard.preload().then(loaded, loaded);
    return () => {
      live = false;
    };
  }, []);
  const showBoard = useDeferredValue(status === 'playing' && boardLoaded);
  const playing = status === 'playing' && showBoard;
  // After Submit the board is hidden at once and removed in a task of its own: taking its large
  // tree out (its cards' tooltips, their effects) in Submit's task took that task over 50 ms at 4x CPU.
  const boardKept = useDeferredValue(playing);

  const [confirmOpen, setConfirmOpen] = useState(false);
  // Stable, so the memoised cards and slots skip the clock's once-a-second re-render.
  const place = useCallback((entry: WordEntry) => dispatch(argumentActions.entryPlaced({ entry })), [dispatch]);
  const remove = useCallback((slot: Slot) => dispatch(argumentActions.slotCleared({ slot })), [dispatch]);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The analysis is there before the game can end (its heading takes the focus in the frame it paints).
  useEffect(() => {
    if (status === 'playing') whenIdle(() => void AnalysisPanel.preload().catch(() => {}));
  }, [status]);

  // A direct visit starts a game, unless a saved one is waiting: then the entry screen offers to resume it.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (status !== 'idle') return;
    if (hasSavedGame()) navigate(paths.argument, { replace: true });
    else startGame();
  }, [status, navigate, startGame]);

  // Submit or time-out: keep the progress, drop the saved game, and read the analysis first.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'playing' && status === 'finished') {
      clearSavedGame();
      saveProgress(progress);
      countEvent(endReason === 'timedOut' ? 'timeOuts' : 'argumentsSubmitted');
      // In the frame that paints the analysis: focusing (and scrolling to) its heading in the
      // Submit's task forced the new screen's layout there, taking it over 50 ms at 4x CPU.
      beforePaint(() => titleRef.current?.focus());
    }
    previous.current = status;
  }, [status, progress, endReason]);

  const connectors = useMemo(
    () => ({
      evidence: pickConnector(wordPools.connectors, 'evidence', difficulty)?.text,
      conclusion: pickConnector(wordPools.connectors, 'conclusion', difficulty)?.text,
    }),
    [difficulty],
  );

  // Stable handlers (each reads the latest state when called), so the board's memoised parts and
  // the closed New Game dialog skip the clock's tick and the moves that do not concern them.
  const save = useEventCallback(() => {
    const ok = persist();
    if (ok) countEvent('saves');
    toast.show(ok ? SAVE_SUCCESS : SAVE_FAILURE, ok ? 'success' : 'error');
  });

  const requestHint = useEventCallback(() => {
    if (hintsRemaining > 0 && nextSlot) countEvent('hintsUsed');
    dispatch(argumentActions.hintRequested());
  });

  const startOver = useEventCallback(() => {
    setConfirmOpen(false);
    dispatch(argumentActions.gameReset());
    clearSavedGame();
    toast.show(NEW_GAME_TOAST, 'info');
    navigate(paths.argument);
  });
  const askNewGame = useCallback(() => setConfirmOpen(true), []);
  const keepPlaying = useCallback(() => setConfirmOpen(false), []);
  const submit = useCallback(() => dispatch(argumentActions.argumentSubmitted({ now: Date.now() })), [dispatch]);

  // Stable, so the memoised analysis skips the render that takes the board away after Submit.
  const tryAgain = useCallback(() => {
    dispatch(argumentActions.gameReset());
    navigate(paths.argument);
  }, [dispatch, navigate]);

  return (
    <>
      <Seo meta={argumentGameScreen.meta} />
      {status === 'finished' && result && endReason ? (
        <AnalysisPanel
          titleRef={titleRef}
          result={result}
          endReason={endReason}
          slots={slots}
          scores={scores}
          warnings={warnings}
          tips={tips}
          promotedTo={promotedTo}
          onTryAgain={tryAgain}
        />
      ) : null}
      {status === 'finished' && result && endReason ? <DueReviewNudge /> : !playing && settingUp}
      {(playing || boardKept) && (
        // An attribute, not a style: hiding it inserts no CSS (which would restyle the whole page).
        <div hidden={!playing}>
          <ArgumentBoard
            difficulty={difficulty}
            slots={slots}
            selectable={selectable}
            nextSlot={nextSlot}
            hand={hand}
            hint={hint}
            connectors={connectors}
            scores={scores}
            secondsLeft={timeLimit === null ? null : timeRemaining}
            totalSeconds={timeLimit ?? timeRemaining}
            hintsRemaining={hintsRemaining}
            canSubmit={canSubmit}
            rejection={rejection}
            announcement={announcement}
            onPlace={place}
            onRemove={remove}
            onHint={requestHint}
            onSave={save}
            onNewGame={askNewGame}
            onSubmit={submit}
          />
        </div>
      )}
      {preview && (
        <StyleWarmUp laidOut>
          <AnalysisPanel
            result={preview.result}
            endReason="submitted"
            slots={slots}
            scores={scores}
            warnings={preview.warnings}
            tips={preview.tips}
            promotedTo={difficulty}
            onTryAgain={noop}
          />
        </StyleWarmUp>
      )}
      <NewGameDialog open={confirmOpen} onConfirm={startOver} onCancel={keepPlaying} />
    </>
  );
}
