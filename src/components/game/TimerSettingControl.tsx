import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { TimerSetting } from '@/lib/timerSetting';

const OPTIONS: { value: TimerSetting; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'double', label: 'Double time' },
  { value: 'off', label: 'No timer' },
];

export interface TimerSettingControlProps {
  value: TimerSetting;
  onChange: (next: TimerSetting) => void;
}

/**
 * WCAG 2.2.1 (timing adjustable): play with the normal clock, twice the time, or none. With no
 * timer, results also wait for the player instead of moving on by themselves.
 */
export function TimerSettingControl({ value, onChange }: TimerSettingControlProps) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        Timer
      </FormLabel>
      <RadioGroup row value={value} onChange={(_, next) => onChange(next as TimerSetting)}>
        {OPTIONS.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Remembered on this device. &quot;No timer&quot; also waits for you after each answer.
      </Typography>
    </FormControl>
  );
}
