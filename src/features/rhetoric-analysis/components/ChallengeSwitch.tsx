import { FormControlLabel, Switch, Typography } from '@mui/material';
import { srOnly } from '@/theme/tokens';
import { memo, useId } from 'react';
import { rhetoricAnalysisChallenge as copy } from '@/content/pages/rhetoricAnalysis';

export interface ChallengeSwitchProps {
  /** Guess first is on: technique names stay hidden until the learner picks. */
  on: boolean;
  /** Called with the new setting when the switch is flipped (click, Space). */
  onChange: (on: boolean) => void;
}

const INPUT_IN_PLACE = { left: 0, width: '100%' } as const;

/**
 * The "Guess first" setting: a labelled switch, described to a screen reader by what it does.
 * Memoised (give it a stable `onChange`): marking a segment renders none of it.
 */
export const ChallengeSwitch = memo(function ChallengeSwitch({ on, onChange }: ChallengeSwitchProps) {
  const hintId = useId();
  return (
    <>
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
        label={
          <Typography sx={{ fontWeight: 700 }}>
            {copy.switchLabel}
            {/* On a wider screen the label says what it does; a screen reader hears that as the description. */}
            <Typography component="span" variant="body2" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' }, color: 'text.secondary', ml: 1 }}>
              {copy.switchShortHint}
            </Typography>
          </Typography>
        }
        // No margin after it: on a phone it shares a row with Start this article over.
        sx={{ mr: 0 }}
      />
      <span id={hintId} style={srOnly}>
        {copy.switchHint}
      </span>
    </>
  );
});
