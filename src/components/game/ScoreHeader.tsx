import { Box, Link, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import { memo, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { durations } from '@/theme/motion';
import { TimerBar } from './TimerBar';

export interface ScoreHeaderProps {
  /** Points in the whole game so far. */
  score: number;
  /** Points in this round so far. */
  roundScore: number;
  /** The current round, 1-based. */
  round: number;
  /** Rounds in the game. */
  rounds: number;
  /** 1-based. */
  questionNumber: number;
  /** Questions in each round. */
  questionsPerRound: number;
  /** Null when the timer is off. */
  secondsLeft: number | null;
  /** The full time for a question: the timer bar's 100 %. */
  totalSeconds: number;
  /** The red warning (and the screen-reader countdown) starts below this many seconds. */
  warnBelow?: number;
  /** A line of advice, e.g. 'Need 5 correct answers to advance!'. */
  hint?: string;
}

const pulse = keyframes`
  0% { transform: scale(1); }
  30% { transform: scale(1.35); }
  100% { transform: scale(1); }
`;

/**
 * True for one second (score pulse) each time `value` rises. The state changes
 * only in the timer callbacks, and the rise is noticed while rendering.
 */
function usePulse(value: number): boolean {
  const [seen, setSeen] = useState(value);
  const [until, setUntil] = useState(0);
  const [pulsing, setPulsing] = useState(false);
  if (value !== seen) {
    setSeen(value);
    if (value > seen) {
      setPulsing(true);
      setUntil((n) => n + 1);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (until === 0) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(false), durations.scorePulse);
    return () => clearTimeout(timer.current);
  }, [until]);
  return pulsing;
}

/** One figure; memoised, as an answer changes one or two of the three and the clock none. */
const Stat = memo(function Stat({ label, value, pulsing = false }: { label: string; value: string; pulsing?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        data-pulsing={pulsing || undefined}
        sx={{
          m: 0,
          display: 'inline-block',
          px: 0.75,
          mx: -0.75,
          borderRadius: 1,
          fontWeight: 700,
          fontSize: { xs: '1.125rem', sm: '1.375rem' },
          fontVariantNumeric: 'tabular-nums',
          transformOrigin: 'left center',
          // A static highlight for everyone; the pulse only where motion is welcome.
          '&[data-pulsing]': { bgcolor: 'warning.main', color: 'warning.contrastText' },
          '@media (prefers-reduced-motion: no-preference)': {
            '&[data-pulsing]': { animation: `${pulse} ${durations.scorePulse}ms ease-out` },
          },
        }}
      >
        {value}
      </Typography>
    </Box>
  );
});

/** The round and the link home: memoised, so the clock's ticks and the answers leave them alone. */
const RoundLine = memo(function RoundLine({ round, rounds }: { round: number; rounds: number }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: { xs: 0.5, sm: 1.5 }, gap: 2, flexWrap: 'wrap' }}>
      <Typography component="p" variant="h6">
        Round {round} of {rounds}
      </Typography>
      <Link component={RouterLink} to={paths.home} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
        <HomeIcon fontSize="small" aria-hidden="true" />
        Home
      </Link>
    </Stack>
  );
});

/**
 * The Detective's header: total score, round score out of 7, question number out of 7, the
 * round, time left, the hint, and a link home. Scores pulse for a second when they rise (a
 * static highlight under reduced motion).
 */
export function ScoreHeader({
  score,
  roundScore,
  round,
  rounds,
  questionNumber,
  questionsPerRound,
  secondsLeft,
  totalSeconds,
  warnBelow = 10,
  hint,
}: ScoreHeaderProps) {
  const scorePulsing = usePulse(score);
  const roundPulsing = usePulse(roundScore);
  return (
    <Box component="header" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 3, px: { xs: 1.5, sm: 2.5 }, py: { xs: 1, sm: 2.5 }, bgcolor: 'background.paper' }}>
      <RoundLine round={round} rounds={rounds} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(3, 1fr)' }, mb: { xs: 1, sm: 2 } }}>
        <Stat label="Score" value={String(score)} pulsing={scorePulsing} />
        <Stat label="Round score" value={`${roundScore} / ${questionsPerRound}`} pulsing={roundPulsing} />
        <Stat label="Question" value={`${questionNumber} / ${questionsPerRound}`} />
      </Box>
      <TimerBar secondsLeft={secondsLeft} totalSeconds={totalSeconds} warnBelow={warnBelow} />
      {hint && (
        <Typography variant="body2" sx={{ mt: { xs: 0.5, sm: 1.5 }, color: 'text.secondary', fontWeight: 600 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
