import { TextField, type TextFieldProps } from '@mui/material';

export type LongTextFieldProps = Omit<TextFieldProps, 'multiline' | 'helperText'> & {
  /** The text so far; its trimmed length is counted. */
  value: string;
  /** The most characters the contract allows (counted after trimming). */
  limit: number;
  /** Shown instead of the count while the field is in error. */
  helperText?: string;
  /** Marks the field invalid and shows `helperText` in place of the count. */
  error?: boolean;
};

/** A required multi-line field that counts its characters against the contract's limit until it has an error to show. */
export function LongTextField({ value, limit, helperText, error, ...rest }: LongTextFieldProps) {
  return (
    <TextField
      required
      fullWidth
      multiline
      minRows={3}
      value={value}
      error={error}
      helperText={error ? helperText : `${value.trim().length}/${limit} characters`}
      {...rest}
    />
  );
}
