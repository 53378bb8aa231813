import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { wordPools } from '@/content/games/wordPools';
import { scaled } from '@/lib/game/clock';
import { readTimerSetting } from '@/lib/timerSetting';
import { useCountdown } from '@/lib/useCountdown';
import { argumentActions, argumentSelectors } from './argumentSlice';
import { AUTOSAVE_DEBOUNCE_MS } from './constants';
import { drawHand } from './hand';
import { levelTimeLimit } from './rules';
import { clearSavedGame, countEvent, loadConstruction, loadProgress, loadSavedGame, saveGame } from './storage';


/** Starts a fresh game at the learner's level, with the timer setting applied; any saved game is dropped. */
export function useStartGame() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    const progress = loadProgress();
    const level = progress.currentDifficulty;
    clearSavedGame();
    dispatch(
      argumentActions.gameStarted({
        now: Date.now(),
        hand: drawHand(wordPools, level, Math.random),
        progress,
        timeLimit: scaled(levelTimeLimit(level), readTimerSetting()),
      }),
    );
    countEvent('gamesStarted');
  }, [dispatch]);
}

/**
 * Restores the saved game, if any. Construction progress gives back the clock's length, the hand and a paid-for
 * hint; without it (or with it corrupt) the hand is redrawn and the clock is the level's. Timer off wins.
 */
export function useResumeGame() {
  const dispatch = useAppDispatch();
  return useCallback((): boolean => {
    const saved = loadSavedGame();
    if (!saved) return false;
    const construction = loadConstruction();
    const setting = readTimerSetting();
    const handOk = construction && Object.values(construction.hand).every((list) => list.length > 0);
    const timeLimit =
      setting === 'off' ? null : (construction?.timeLimit ?? scaled(levelTimeLimit(saved.difficulty), setting));
    dispatch(
      argumentActions.gameResumed({
        now: Date.now(),
        saved,
        hand: handOk ? construction.hand : drawHand(wordPools, saved.difficulty, Math.random),
        timeLimit,
        hint: construction?.hint ?? null,
        progress: loadProgress(),
      }),
    );
    countEvent('gamesResumed');
    return true;
  }, [dispatch]);
}

/** Writes the game in play now; false when storage refused it. */
export function usePersistGame() {
  const saved = useAppSelector(argumentSelectors.selectSavedGame);
  const construction = useAppSelector(argumentSelectors.selectConstruction);
  return useCallback(() => saveGame(saved, { ...construction, savedAt: Date.now() }), [saved, construction]);
}

/**
 * The clock and the autosave of the game in play: ticks from the deadline, the time-out handler at 0, a save
 * 2 s after each change and one on each tick (each second that passes).
 */
export function useGameClockAndAutosave(persist: () => boolean) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(argumentSelectors.selectStatus);
  const deadline = useAppSelector(argumentSelectors.selectDeadline);
  const revision = useAppSelector(argumentSelectors.selectRevision);
  const timeRemaining = useAppSelector(argumentSelectors.selectTimeRemaining);
  const playing = status === 'playing';

  useCountdown(
    playing ? deadline : null,
    (now) => dispatch(argumentActions.ticked({ now })),
    (now) => dispatch(argumentActions.timerExpired({ now })),
  );

  const latest = useRef(persist);
  useEffect(() => {
    latest.current = persist;
  });

  useEffect(() => {
    if (!playing) return;
    const id = setTimeout(() => latest.current(), AUTOSAVE_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [revision, playing]);

  useEffect(() => {
    if (playing) latest.current();
  }, [timeRemaining, playing]);
}
