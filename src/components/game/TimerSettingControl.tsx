import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import type { TimerSetting } from '@/lib/timerSetting';

export interface TimerSettingControlProps {
  /** The chosen timing: normal, double time or no timer. */
  value: TimerSetting;
  /** Called with the new timing when the player picks one. */
  onChange: (next: TimerSetting) => void;
  /**
   * The normal clock in seconds (a question, a game), to show what each choice means:
   * "Normal (20 s)", "Double time (40 s)". Without it the choices are named only.
   */
  normalSeconds?: number;
  /** What "No timer" changes besides the clock in this game, e.g. that results wait for Next. */
  untimedNote?: string;
}

/** "45 s", "90 s", "4 min", "7.5 min". */
export function formatSeconds(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.round((seconds / 60) * 10) / 10} min`;
}

/**
 * The timing setting every timed game shares (WCAG 2.2.1, timing adjustable): play with the
 * normal clock, twice the time, or none. One radio group; the choice is remembered on the
 * device and applies to every timed game (src/lib/timerSetting.ts).
 */
export function TimerSettingControl({ value, onChange, normalSeconds, untimedNote }: TimerSettingControlProps) {
  const labelId = useId();
  const noteId = useId();
  const time = (factor: number) => (normalSeconds === undefined ? '' : ` (${formatSeconds(normalSeconds * factor)})`);
  const options: { value: TimerSetting; label: string }[] = [
    { value: 'normal', label: `Normal${time(1)}` },
    { value: 'double', label: `Double time${time(2)}` },
    { value: 'off', label: 'No timer' },
  ];
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
        Timer
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={noteId}
        value={value}
        onChange={(_, next) => onChange(next as TimerSetting)}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      <Typography id={noteId} variant="body2" sx={{ color: 'text.secondary' }}>
        Remembered on this device for every timed game.{untimedNote ? ` ${untimedNote}` : ''}
      </Typography>
    </FormControl>
  );
}
