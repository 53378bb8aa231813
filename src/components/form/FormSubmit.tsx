import { Alert, AlertTitle, Button } from '@mui/material';
import type { FormStatus } from '@/lib/form/useCheckedForm';

export interface FormSubmitProps {
  /** Where the submit stands: idle, submitting, success, or failure with its detail. */
  status: FormStatus;
  /** What the button says. */
  label: string;
  /** What the button says while the form is being sent (it is disabled then). */
  busyLabel: string;
  /** What the form says after a success (a polite status). */
  success: string;
  /** The title of the alert after a failure; the failure's detail follows it. */
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
