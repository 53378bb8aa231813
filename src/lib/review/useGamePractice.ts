import { useEffect } from 'react';
import { whenIdle } from '@/lib/whenIdle';
import type { GameId } from './model';

/** The deck's storage (and its schema): not in a game's first load (issue 36). */
const loadStorage = () => import('./storage');

/**
 * The one call a game makes for spaced review: while `answeredKey` names an answered item (null
 * otherwise), its fallacies or devices join the review deck, once per item, and the answer counts
 * towards the games played. The storage work waits for idle time: the answer paints first. It is
 * never cancelled, so an answer given just before leaving the game still counts.
 */
export function useGamePractice(game: GameId, answeredKey: string | null, concepts: { fallacies?: readonly string[]; devices?: readonly string[] }) {
  const fallacies = (concepts.fallacies ?? []).join('|');
  const devices = (concepts.devices ?? []).join('|');
  // Fetched as the game starts, not in its first load: by the first answer it is here, and the
  // idle-time write below only waits for a module already loaded.
  useEffect(() => void loadStorage(), []);
  useEffect(() => {
    if (answeredKey === null) return;
    const now = Date.now();
    whenIdle(() => void loadStorage().then(({ noteGamePractice }) => noteGamePractice(game, { fallacies: fallacies ? fallacies.split('|') : [], devices: devices ? devices.split('|') : [] }, now)));
  }, [game, answeredKey, fallacies, devices]);
}
