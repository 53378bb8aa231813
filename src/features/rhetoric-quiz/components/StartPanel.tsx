import { Button, Typography } from '@mui/material';
import type { Ref } from 'react';
import { LabelledSection } from '@/components/layout/LabelledSection';

export interface StartPanelProps {
  /** Rounds in the game. */
  roundCount: number;
  /** Segments in each round. */
  segmentCount: number;
  /** Called on Start. */
  onStart: () => void;
  /** The heading, so the page can move focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The title screen: what the game is and a Start button. */
export function StartPanel({ roundCount, segmentCount, onStart, headingRef }: StartPanelProps) {
  return (
    <LabelledSection outlined id="start-heading" title="How it works" headingVariant="h4" headingRef={headingRef} gap={0} sx={{ p: { xs: 3, md: 5 } }}>
      <Typography sx={{ mt: 1.5, maxWidth: '65ch' }}>
        {roundCount} rants, {segmentCount} highlighted bits. For each one, pick the technique the author is using
        on you. Three suspects per segment, one culprit. Stuck? The Cheatsheet is right there, and nobody is grading
        you on pride.
      </Typography>
      <Typography sx={{ mt: 1.5, maxWidth: '65ch' }}>
        Score 90% or better and you earn the title Sophist. Below that, we have other titles. Some of them are
        polite.
      </Typography>
      <Button variant="contained" size="large" onClick={onStart} sx={{ mt: 3 }}>
        Start Game
      </Button>
    </LabelledSection>
  );
}
