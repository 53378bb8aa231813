import { Box, Typography } from '@mui/material';
import { ProgressBar } from '@/components/feedback/ProgressBar';
import { memo } from 'react';

export interface TimerBarProps {
  /** Seconds left; null when the timer is off (timing setting). */
  secondsLeft: number | null;
  /** The full time: the bar's 100 %. */
  totalSeconds: number;
  /** Below this many seconds the bar turns to the warning colour (60 in the argument game, 10 in the Detective). */
  warnBelow: number;
  /** Names the progress bar for assistive technology (default "Time left"). */
  label?: string;
}

const TRACK_HEIGHT = 10;

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A countdown bar with the time as text. The warning state changes colour *and* adds a
 * "hurry" word, so colour is never the only signal. The live announcement belongs to the
 * game (it knows which moments matter), not to every tick. Memoised: a page that re-renders for
 * an answer (the clock stopped) leaves it alone.
 */
export const TimerBar = memo(function TimerBar({ secondsLeft, totalSeconds, warnBelow, label = 'Time left' }: TimerBarProps) {
  if (secondsLeft === null) {
    // As tall as the running clock (its text line and an empty track), so switching between
    // the two (between questions, or a timer setting changed mid-game) moves nothing below.
    return (
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {label}: untimed
        </Typography>
        <Box aria-hidden="true" sx={{ height: TRACK_HEIGHT, borderRadius: 5, border: '1px dashed', borderColor: 'divider' }} />
      </Box>
    );
  }
  const warning = secondsLeft < warnBelow;
  const expired = secondsLeft <= 0;
  const value = totalSeconds > 0 ? Math.max(0, Math.min(100, (secondsLeft / totalSeconds) * 100)) : 0;
  return (
    <Box data-warning={warning || undefined}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: warning ? 'timer.warning' : 'text.primary' }}>
          {expired ? "Time's up" : `${formatClock(secondsLeft)}${warning ? ' (hurry)' : ''}`}
        </Typography>
      </Box>
      <ProgressBar
        value={value}
        label={label}
        valueText={expired ? "Time's up" : `${formatClock(secondsLeft)} left`}
        color={warning ? 'timer.warning' : 'timer.normal'}
        height={TRACK_HEIGHT}
      />
    </Box>
  );
});
