import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import type { TimerSetting } from '@/lib/timerSetting';

export interface TimerSettingSelectProps {
  value: TimerSetting;
  onChange: (next: TimerSetting) => void;
  /** Seconds on a normal clock, to show what each choice means. */
  normalSeconds: number;
}

const minutes = (s: number) => `${Math.round((s / 60) * 10) / 10} min`;

/** The timing setting shared by the timed games (WCAG 2.2.1): normal, double time or no clock. */
export function TimerSettingSelect({ value, onChange, normalSeconds }: TimerSettingSelectProps) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Clock</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value as TimerSetting)}>
        <FormControlLabel value="normal" control={<Radio />} label={`Normal (${minutes(normalSeconds)})`} />
        <FormControlLabel value="double" control={<Radio />} label={`Double time (${minutes(normalSeconds * 2)})`} />
        <FormControlLabel value="off" control={<Radio />} label="No clock" />
      </RadioGroup>
    </FormControl>
  );
}
