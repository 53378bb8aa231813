import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { rhetoricAnalysisChallenge as copy } from '@/content/pages/rhetoricAnalysis';

export interface ChallengeSwitchProps {
  /** Guess first is on: technique names stay hidden until the learner picks. */
  on: boolean;
  /** Called with the new setting when the switch is flipped (click, Space). */
  onChange: (on: boolean) => void;
}

const INPUT_IN_PLACE = { left: 0, width: '100%' } as const;

/** The "Guess first" setting: a labelled switch with a line saying what it does. */
export function ChallengeSwitch({ on, onChange }: ChallengeSwitchProps) {
  const hintId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(event) => onChange(event.target.checked)}
            // MUI stretches the hidden input to three times the thumb, past the page's left edge on a
            // phone: the focused input must lie inside the window (the label still takes a tap).
            slotProps={{ input: { 'aria-describedby': hintId, style: INPUT_IN_PLACE } }}
          />
        }
        label={<Typography sx={{ fontWeight: 700 }}>{copy.switchLabel}</Typography>}
      />
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', maxWidth: '62ch' }}>
        {copy.switchHint}
      </Typography>
    </div>
  );
}
