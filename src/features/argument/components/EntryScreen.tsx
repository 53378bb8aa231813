import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { TimerSettingControl } from '@/components/game/TimerSettingControl';
import type { TimerSetting } from '@/lib/timerSetting';
import { DIFFICULTY_SETTINGS, PENALTY, SCORE_PER_CATEGORY } from '../constants';
import { ENTRY_TITLE, LEVEL_LABELS, OR_SEPARATOR, RESUME_GAME, START_NEW_GAME } from '../copy';
import type { UserProgress } from '../model';

export interface EntryScreenProps {
  /** Resume Game shows only when a saved game exists. */
  hasSavedGame: boolean;
  /** The player's level, games played and best score. */
  progress: UserProgress;
  /** The chosen timing for the next game. */
  timerSetting: TimerSetting;
  /** Called with the new timing when the player picks one. */
  onTimerSetting: (next: TimerSetting) => void;
  /** Called on Resume Game. */
  onResume: () => void;
  /** Called on Start New Game. */
  onStart: () => void;
}


/** The /argument screen: what the game is, the learner's record, the clock setting, Resume and Start. */
export function EntryScreen({ hasSavedGame, progress, timerSetting, onTimerSetting, onResume, onStart }: EntryScreenProps) {
  const level = DIFFICULTY_SETTINGS[progress.currentDifficulty];
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h1" gutterBottom>
          {ENTRY_TITLE}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, color: 'text.secondary', maxWidth: '60ch' }}>
          Three slots, one clock, and every appeal in the book. Build an argument that would survive a town meeting,
          or at least a group chat.
        </Typography>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {hasSavedGame && (
          <>
            <Button variant="contained" size="large" onClick={onResume}>
              {RESUME_GAME}
            </Button>
            <Typography component="p" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {OR_SEPARATOR}
            </Typography>
          </>
        )}
        <Button variant={hasSavedGame ? 'outlined' : 'contained'} size="large" onClick={onStart}>
          {START_NEW_GAME}
        </Button>
      </Stack>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="h5" gutterBottom>
            How it works
          </Typography>
          <List disablePadding>
            {[
              'Fill three slots in order: a premise, then evidence, then a conclusion. Each slot unlocks the next.',
              `Every appeal you use (ethos, pathos, logos) earns ${SCORE_PER_CATEGORY} points. Variety is the point.`,
              `Two switches cost ${PENALTY} points each and make the argument invalid: emotional evidence after a logical premise, and an emotional conclusion after credibility-based evidence.`,
              'Some entries are traps. The analysis will name the fallacy you walked into.',
              'The clock turns red under a minute. At zero, whatever you built gets judged anyway.',
            ].map((line) => (
              <ListItem key={line} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 3 }}>
                {line}
              </ListItem>
            ))}
          </List>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="h5" gutterBottom>
            Your record
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              Level
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {LEVEL_LABELS[progress.currentDifficulty]}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              Arguments
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {progress.totalArguments}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              Best score
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {progress.highestScore}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              Hints a game
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {level.hintLimit}
            </Typography>
          </Box>
          <Box sx={{ mt: 3 }}>
            <TimerSettingControl value={timerSetting} onChange={onTimerSetting} normalSeconds={level.timeLimit} />
          </Box>
        </Paper>
      </Box>
    </Stack>
  );
}
