import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SITE_NAME, SITE_URL } from '@/config/site';
import { printAs } from '@/theme/print';

export interface PageHeroProps {
  /** The page's title (the page's only h1). */
  title: string;
  /** A line under the title in the persona's voice. */
  tagline?: string;
  /** Small label above the title (a category, a date). */
  eyebrow?: string;
  /** Buttons or links under the tagline. */
  actions?: ReactNode;
  /** 'board' draws the chalkboard band; 'plain' sits on the page background. */
  tone?: 'board' | 'plain';
  /** The page's canonical path: printed under the title (never shown on screen), so the paper says where it came from. */
  printPath?: string;
}

/** The top of a page: the one h1, on a chalkboard band by default. */
export function PageHero({ title, tagline, eyebrow, actions, tone = 'board', printPath }: PageHeroProps) {
  const board = tone === 'board';
  return (
    <Box
      component="header"
      {...(board ? printAs('board') : {})}
      sx={{
        bgcolor: board ? 'board.main' : 'transparent',
        color: board ? 'chalk.main' : 'text.primary',
        py: { xs: 6, md: 9 },
        backgroundImage: board
          ? 'radial-gradient(ellipse at 20% 0%, rgba(255,255,255,0.06), transparent 60%), radial-gradient(ellipse at 80% 100%, rgba(255,255,255,0.04), transparent 55%)'
          : undefined,
      }}
    >
      <Container maxWidth="lg">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {eyebrow && (
            <Typography component="p" variant="overline" sx={{ color: board ? 'chalk.muted' : 'text.secondary', letterSpacing: 2 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h1">{title}</Typography>
          {tagline && (
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, color: board ? 'chalk.muted' : 'text.secondary', maxWidth: '60ch' }}>
              {tagline}
            </Typography>
          )}
          {printPath !== undefined && (
            <Typography component="p" variant="body2" {...printAs('only')}>
              {SITE_NAME} · {`${SITE_URL}${printPath}`}
            </Typography>
          )}
          {actions && (
            <Stack direction="row" spacing={2} sx={{ pt: 1, flexWrap: 'wrap', rowGap: 1 }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
