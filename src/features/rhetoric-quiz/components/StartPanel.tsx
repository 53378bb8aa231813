import { Button, Paper, Typography } from '@mui/material';
import type { Ref } from 'react';

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
    <Paper component="section" variant="outlined" aria-labelledby="start-heading" sx={{ p: { xs: 3, md: 5 } }}>
      <Typography id="start-heading" ref={headingRef} tabIndex={-1} variant="h4" component="h2" sx={{ outline: 'none' }}>
        How it works
      </Typography>
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
    </Paper>
  );
}
