import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { COMPLETE_THRESHOLD, STATEMENTS_PER_GAME } from '../logic';

export interface FallacyGameLandingProps {
  /** Called on Start. */
  onStart: () => void;
  /** Practising one fallacy (from its lesson): its name and how many statements it has. */
  practice?: { name: string; count: number } | null;
}

/** The fallacy-identification game's landing screen: Start Game, or review the basics first. */
export function FallacyGameLanding({ onStart, practice = null }: FallacyGameLandingProps) {
  return (
    <Box sx={{ maxWidth: '62ch' }}>
      {practice && (
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
          {practice.count > 0
            ? `Practising one fallacy: ${practice.name}. The board shows its ${practice.count} ${practice.count === 1 ? 'statement' : 'statements'}; every fallacy is still on the table, so you have to recognise it, not just click it. `
            : `No statements for ${practice.name} yet, so this is the full game. `}
          <Link component={RouterLink} to={paths.fallacyGame} sx={{ fontWeight: 600 }}>
            Play with every fallacy
          </Link>
        </Alert>
      )}
      <Typography variant="h2" component="p" sx={{ mb: 1.5 }}>
        Name that fallacy.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {STATEMENTS_PER_GAME} statements, each committing one fallacy, written on the board by someone who should know
        better. Pick the fallacy from the full list. No timer, no cards to narrow it down, no mercy: {COMPLETE_THRESHOLD}{' '}
        right and the game is complete.
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Wobbly on the basics? Ethos, pathos and logos first; the fallacies will still be here, being wrong.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" color="warning" size="large" onClick={onStart}>
          Start Game
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to={paths.beginnersGuide}>
          Review The Three Pillars
        </Button>
      </Stack>
    </Box>
  );
}
