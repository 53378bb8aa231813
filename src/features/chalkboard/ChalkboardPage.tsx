import { Box, Button, Stack, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { Chalkboard } from '@/components/game/Chalkboard';
import { ChalkboardCanvas } from '@/components/game/ChalkboardCanvas';
import { Seo } from '@/components/layout/Seo';
import { chalkboardScreen } from '@/content/pages/chalkboard';
import { LabelledSection } from '@/components/layout/LabelledSection';


const SAMPLES = {
  static: 'An argument is not a fight. A fight is what happens when an argument goes badly.',
  animated: 'Everyone at the office says the new printer is cursed, so it must be cursed.',
  long:
    'If we let the intern choose the playlist on Friday, then next week he will choose the lunch order, and by the end of the quarter he will be running the budget meeting, and by Christmas the board will answer to a twenty-year-old who thinks a spreadsheet is a kind of mattress.',
};

/** /chalkboard: the board in its states and a board to draw on. */
export default function ChalkboardPage() {
  const [take, setTake] = useState(0);
  return (
    <>
      <Seo meta={chalkboardScreen.meta} />
      <Stack spacing={6}>
        <Box sx={{ maxWidth: '62ch' }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {chalkboardScreen.title}
          </Typography>
          <Typography>{chalkboardScreen.intro}</Typography>
        </Box>

        <LabelledSection id="static-sample" title="Static">
          <Chalkboard label="Static sample" text={SAMPLES.static} />
        </LabelledSection>

        <LabelledSection id="animated-sample" title="Typed in" gap={1}>
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>
            One letter every 50 milliseconds. Click the board or press any key to skip; with reduced motion on, it skips
            itself.
          </Typography>
          <Chalkboard key={take} label="Typed sample" text={SAMPLES.animated} typing />
          <Button sx={{ mt: 2 }} variant="outlined" startIcon={<ReplayIcon aria-hidden="true" />} onClick={() => setTake((n) => n + 1)}>
            Write it again
          </Button>
        </LabelledSection>

        <LabelledSection id="long-sample" title="Long text" gap={1}>
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>
            Chalk starts at 32 pixels and shrinks, down to 24, to fit a statement that will not stop.
          </Typography>
          <Chalkboard label="Long sample" text={SAMPLES.long} />
        </LabelledSection>

        <LabelledSection id="draw" title="Your turn" gap={1}>
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>
            Draw with a mouse, a pen or a finger. Diagram a syllogism, or a cat. We will not judge. (We will, a little.)
          </Typography>
          <ChalkboardCanvas label="Your chalkboard" />
        </LabelledSection>
      </Stack>
    </>
  );
}
