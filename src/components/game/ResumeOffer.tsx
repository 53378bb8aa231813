import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, type Ref } from 'react';
import { LabelledSection } from '@/components/layout/LabelledSection';

export interface ResumeOfferProps {
  /** Where the saved game stands, in a short line ("Round 4 of 10, 3 right so far."). */
  summary: string;
  /** Resume: back to the saved place. */
  onResume: () => void;
  /** Start again: forget the saved place and show the game's start screen. */
  onStartAgain: () => void;
  /** Receives the heading, for the page to focus when the offer appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Shown on a game's start screen when the browser kept a game in progress (a reload, a discarded
 * tab, a visit later): Resume or Start again, as the argument game offers Resume Game or Start
 * New Game. Not for a game that has ended: an ended game is not saved. Keyboard: two buttons in
 * reading order, Resume first. A screen reader hears a region named by its heading, the line
 * saying where the game stands, then the two buttons.
 */
export function ResumeOffer({ summary, onResume, onStartAgain, headingRef }: ResumeOfferProps) {
  const headingId = useId();
  return (
    <LabelledSection
      outlined
      id={headingId}
      title="You have a game in progress"
      headingVariant="h5"
      headingRef={headingRef}
      gap={1}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderColor: 'warning.main', borderWidth: 2 }}
    >
      <Typography sx={{ mb: 2 }}>{summary}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" color="warning" size="large" onClick={onResume}>
          Resume
        </Button>
        <Box component="span" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          or
        </Box>
        <Button variant="outlined" size="large" onClick={onStartAgain}>
          Start again
        </Button>
      </Stack>
    </LabelledSection>
  );
}
