import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { durations, reducedMotionQuery } from '@/theme/motion';

export interface GradientBannerProps {
  /** What sits on the banner (a heading, a line, a button). */
  children: ReactNode;
  /** Stops the animation (a pause control on the page sets it). Reduced motion always stops it. */
  paused?: boolean;
  /** Least height of the banner: pixels as a number or any CSS length. */
  minHeight?: number | string;
}

const drift = keyframes`
  0% { background-position: 0% 50%; }
  50% { background-position: 100% 50%; }
  100% { background-position: 0% 50%; }
`;

/**
 * A band whose gradient drifts through the theme's board greens and warm accent in a 5 s loop.
 * Stays dark in both schemes so chalk text on it keeps its contrast.
 */
export function GradientBanner({ children, paused = false, minHeight = 320 }: GradientBannerProps) {
  return (
    <Box
      data-animated={paused ? 'paused' : 'running'}
      sx={{
        minHeight,
        borderRadius: 4,
        color: 'chalk.main',
        p: { xs: 3, md: 6 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        backgroundImage: (t) => {
          const p = t.vars?.palette ?? t.palette;
          const warmBoard = `color-mix(in srgb, ${p.board.main} 62%, ${p.warning.main})`;
          return `linear-gradient(120deg, ${p.board.dark}, ${warmBoard}, ${p.board.light}, ${warmBoard}, ${p.board.dark})`;
        },
        backgroundColor: 'board.main',
        backgroundSize: '250% 250%',
        animation: `${drift} ${durations.gradient}ms ease-in-out infinite`,
        animationPlayState: paused ? 'paused' : 'running',
        [`@media ${reducedMotionQuery}`]: { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
