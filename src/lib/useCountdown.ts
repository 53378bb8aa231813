import { useEffect, useRef } from 'react';
import { GAME_TIMINGS } from '@/lib/game/timings';


/**
 * Owns a game's clock: while `deadline` (epoch ms) is set, calls `onTick(now)` every tick of the games' timings table
 * and `onExpire(now)` once when the deadline passes. The game's slice stores the deadline
 * and computes time left from `now`; timer ids never enter the store.
 */
export function useCountdown(deadline: number | null, onTick: (now: number) => void, onExpire: (now: number) => void) {
  const tick = useRef(onTick);
  const expire = useRef(onExpire);
  useEffect(() => {
    tick.current = onTick;
    expire.current = onExpire;
  });
  useEffect(() => {
    if (deadline === null) return;
    let done = false;
    const check = () => {
      const now = Date.now();
      if (done) return;
      if (now >= deadline) {
        done = true;
        clearInterval(id);
        expire.current(now);
      } else {
        tick.current(now);
      }
    };
    const id = setInterval(check, GAME_TIMINGS.countdownTickMs);
    check();
    return () => {
      done = true;
      clearInterval(id);
    };
  }, [deadline]);
}
