import { FormControlLabel, Switch } from '@mui/material';

/** WCAG 2.2.2: anything that moves for more than five seconds gets a way to stop it. */
export function PauseSwitch({ paused, onChange }: { paused: boolean; onChange: (paused: boolean) => void }) {
  return (
    <FormControlLabel
      control={<Switch checked={paused} onChange={(_, value) => onChange(value)} color="warning" />}
      label="Pause the animation"
    />
  );
}
