import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { TimerSettingControl } from '@/components/game/TimerSettingControl';
import type { TimerSetting } from '@/lib/timerSetting';
import { GAME_TIMINGS } from '@/lib/game/timings';
import { POINTS_TO_ADVANCE, QUESTIONS_PER_ROUND, ROUNDS } from '../logic';

const QUESTION_SECONDS = GAME_TIMINGS.detective.questionSeconds;
import { DetectiveCharacter } from './DetectiveCharacter';

export interface DetectiveIntroProps {
  /** Called on Start the case. */
  onStart: () => void;
  /** The chosen timing for the game. */
  timing: TimerSetting;
  /** Called with the new timing when the player picks one. */
  onTimingChange: (next: TimerSetting) => void;
}

/**
 * The Detective's intro: what the game is, the timer setting and Start Game, then the rules (5
 * rounds), so Start Game is in view on arrival on a phone. Each case (statement) has three
 * suspects, the three cards, as the home page's card says.
 */
/** Memoised (give it stable handlers): the backend's statements arriving after start-up render none of it. */
export const DetectiveIntro = memo(function DetectiveIntro({ onStart, timing, onTimingChange }: DetectiveIntroProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: { md: 'center' } }}>
      <Box sx={{ bgcolor: 'board.main', borderRadius: 4, p: 3, display: { xs: 'none', sm: 'flex' }, justifyContent: 'center' }}>
        <DetectiveCharacter size={170} />
      </Box>
      <Box sx={{ maxWidth: '62ch' }}>
        <Typography variant="h2" component="p" sx={{ mb: 1.5 }}>
          {ROUNDS} rounds of {QUESTIONS_PER_ROUND} cases. Three suspects a case. One of them is guilty.
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Every statement on the board commits a fallacy. Name it from three cards before the clock runs out. Get{' '}
          {POINTS_TO_ADVANCE} of {QUESTIONS_PER_ROUND} right and you move to the next round; fewer, and the case goes
          cold.
        </Typography>
        <Box sx={{ mb: 3 }}>
          <TimerSettingControl
            value={timing}
            onChange={onTimingChange}
            normalSeconds={QUESTION_SECONDS}
            untimedNote={'"No timer" also waits for you after each answer.'}
          />
        </Box>
        <Button variant="contained" size="large" color="warning" startIcon={<SearchIcon aria-hidden="true" />} onClick={onStart}>
          Start Game
        </Button>
        <List dense aria-label="The rules" sx={{ listStyle: 'disc', pl: 3, mt: 3 }}>
          {[
            `${ROUNDS} rounds of ${QUESTIONS_PER_ROUND} questions, ${QUESTION_SECONDS} seconds each.`,
            `${POINTS_TO_ADVANCE} correct answers in a round to advance.`,
            'Keys 1, 2 and 3 pick a card; Tab and Enter work too.',
            'After an answer, press any key or tap to hold the verdict while you read it; Continue moves on.',
            'Running out of time counts as wrong. So does guessing, usually.',
          ].map((rule) => (
            <ListItem key={rule} sx={{ display: 'list-item', p: 0 }}>
              {rule}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
});
