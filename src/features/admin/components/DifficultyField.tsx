import { TextField } from '@mui/material';
import type { Ref } from 'react';

/** Games-spec §3: difficulty is an integer from 1 to 5. */
export const DIFFICULTY_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '1 · Obvious',
  2: '2 · Easy',
  3: '3 · Medium',
  4: '4 · Hard',
  5: '5 · Fiendish',
};

export interface DifficultyFieldProps {
  /** Id of the select; the label and error text are tied to it. */
  id: string;
  /** '' until one is chosen, else '1'…'5'. */
  value: string;
  /** Called with the chosen value ('1'…'5'). */
  onChange: (value: string) => void;
  /** A problem to show under the field; marks it invalid. */
  error?: string;
  /** While the form is saving. */
  disabled?: boolean;
  /** The select element, so the form can focus the first invalid field. */
  inputRef?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard- and screen-reader-friendly everywhere) for a difficulty of 1 to 5. */
export function DifficultyField({ id, value, onChange, error, disabled, inputRef }: DifficultyFieldProps) {
  return (
    <TextField
      id={id}
      select
      required
      fullWidth
      label="Difficulty"
      value={value}
      disabled={disabled}
      inputRef={inputRef}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose 1 to 5</option>
      {Object.entries(DIFFICULTY_LABELS).map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </TextField>
  );
}
