import { Alert, AlertTitle, Button } from '@mui/material';
import type { FormStatus } from '@/lib/form/useCheckedForm';

export interface FormSubmitProps {
  status: FormStatus;
  /** The button, and what it says while the form is being sent. */
  label: string;
  busyLabel: string;
  /** What the form says after a success, and the title of a failure. */
  success: string;
  failure: string;
}

/**
 * A form's submit button and what became of the submit: a polite success, or an alert with what
 * went wrong. The button is disabled while the form is being sent.
 */
export function FormSubmit({ status, label, busyLabel, success, failure }: FormSubmitProps) {
  const submitting = status.kind === 'submitting';
  return (
    <>
      <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
        {submitting ? busyLabel : label}
      </Button>
      {status.kind === 'success' && (
        <Alert severity="success" role="status">
          {success}
        </Alert>
      )}
      {status.kind === 'failure' && (
        <Alert severity="error" role="alert">
          <AlertTitle sx={{ mb: status.detail ? 0.5 : 0 }}>{failure}</AlertTitle>
          {status.detail}
        </Alert>
      )}
    </>
  );
}
