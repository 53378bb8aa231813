import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { TimerSettingControl } from '@/components/game/TimerSettingControl';
import type { TimerSetting } from '@/lib/timerSetting';
import { DIFFICULTY_SETTINGS } from '../constants';
import { ENTRY_SCREEN, ENTRY_TITLE, LEVEL_LABELS, OR_SEPARATOR, RESUME_GAME, START_NEW_GAME } from '../copy';
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
          {ENTRY_SCREEN.intro}
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
            {ENTRY_SCREEN.howItWorksTitle}
          </Typography>
          <List disablePadding>
            {ENTRY_SCREEN.howItWorks.map((line) => (
              <ListItem key={line} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 3 }}>
                {line}
              </ListItem>
            ))}
          </List>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="h5" gutterBottom>
            {ENTRY_SCREEN.recordTitle}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {ENTRY_SCREEN.level}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {LEVEL_LABELS[progress.currentDifficulty]}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {ENTRY_SCREEN.arguments}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {progress.totalArguments}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {ENTRY_SCREEN.bestScore}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {progress.highestScore}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {ENTRY_SCREEN.hintsPerGame}
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
