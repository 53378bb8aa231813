import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { CardHead } from './CardHead';
import { durations, reducedMotionQuery } from '@/theme/motion';
import { HOVER } from '@/theme/motion';

export interface AnimatedCornerCardProps {
  /** The card's heading: the destination's name. */
  title: string;
  /** One or two sentences on what the reader finds there. */
  description: string;
  /** Where the whole card goes (the card is one link). */
  to: string;
  /** An emoji or short glyph drawn as the picture (decorative). */
  thumbnail?: string;
  /** Bullet points under the description. */
  items?: string[];
  /** Stops the animation (a pause control on the page sets it). Reduced motion always stops it. */
  paused?: boolean;
  /** Heading level of the title, so the card fits the page outline. */
  headingLevel?: 'h2' | 'h3';
}

const spin = keyframes`
  from { transform: translate(-50%, -50%) rotate(0deg); }
  to { transform: translate(-50%, -50%) rotate(360deg); }
`;

/**
 * A Corner card with a light running round its border: 1.5 s, linear, forever,
 * and perfectly still under prefers-reduced-motion or when paused. The whole card is one link.
 */
export function AnimatedCornerCard({ title, description, to, thumbnail, items, paused = false, headingLevel = 'h2' }: AnimatedCornerCardProps) {
  return (
    <Card
      variant="outlined"
      data-animated={paused ? 'paused' : 'running'}
      sx={{
        position: 'relative',
        height: '100%',
        p: '3px',
        border: 0,
        overflow: 'hidden',
        isolation: 'isolate',
        bgcolor: 'divider',
        '&::before': {
          content: '""',
          position: 'absolute',
          zIndex: -1,
          left: '50%',
          top: '50%',
          width: '200%',
          aspectRatio: '1',
          transform: 'translate(-50%, -50%)',
          background: (t) =>
            `conic-gradient(from 0deg, transparent 0deg 250deg, ${t.vars?.palette.warning.main ?? t.palette.warning.main} 320deg, transparent 360deg)`,
          animation: `${spin} ${durations.cornerCard}ms linear infinite`,
          animationPlayState: paused ? 'paused' : 'running',
        },
        transition: (t) => t.transitions.create(['transform', 'box-shadow']),
        [HOVER]: { '&:hover': { transform: 'translateY(-2px)', boxShadow: 6 } },
        [`@media ${reducedMotionQuery}`]: { '&::before': { animation: 'none' }, '&:hover': { transform: 'none' } },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', display: 'flex', alignItems: 'flex-start', bgcolor: 'background.paper', borderRadius: '13px' }}
      >
        <CardContent sx={{ width: '100%', p: 3 }}>
          <CardHead title={title} thumbnail={thumbnail} headingLevel={headingLevel} large />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
          {items && items.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'disc', pl: 2.5, pt: 1, pb: 0.5, m: 0 }}>
              {items.map((item) => (
                <Box component="li" key={item} sx={{ '&::marker': { color: 'warning.main' } }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {item}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
