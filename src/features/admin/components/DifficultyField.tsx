import { TextField } from '@mui/material';
import type { ChangeEvent, Ref } from 'react';

/** Difficulty is an integer from 1 to 5. */
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
  /** Called when the choice changes (a form's `field('difficulty').onChange`). */
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  /** Marks the field invalid. */
  error?: boolean;
  /** The line under the field: the problem when invalid (a space keeps its height otherwise). */
  helperText?: string;
  /** While the form is saving. */
  disabled?: boolean;
  /** The select element, so the form can focus the first invalid field. */
  inputRef?: Ref<HTMLElement>;
}

/** A native select (keyboard- and screen-reader-friendly everywhere) for a difficulty of 1 to 5; takes a form's `field('difficulty')`. */
export function DifficultyField({ id, value, onChange, error = false, helperText = ' ', disabled, inputRef }: DifficultyFieldProps) {
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
      onChange={onChange}
      error={error}
      helperText={helperText}
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
