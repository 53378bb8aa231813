import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { Modal } from '@/components/feedback/Modal';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

export interface ConfirmDeleteProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** What is to be deleted, as the question names it, e.g. 'the fallacy "Appeal to Vibes"'. */
  itemLabel: string;
  /** Deletes it; resolves with the outcome. A refusal (say, a fallacy statements still use) is shown in the dialog. */
  onConfirm: () => Promise<SubmitResult>;
  /** Closes the dialog (Keep it, the X, Escape, or after a delete). */
  onClose: () => void;
  /** What deleting it means, in a sentence: players lose a fallacy or statement; a message only leaves the inbox. */
  consequence?: string;
}

/**
 * Asks before deleting, because a delete cannot be undone. Delete and Keep it are buttons in the
 * dialog (focus is trapped inside and returns to the row's Delete button when it closes); a
 * refusal from the backend shows as an alert in the dialog, which stays open.
 */
export function ConfirmDelete({ open, itemLabel, onConfirm, onClose, consequence = 'Players will never see it again' }: ConfirmDeleteProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await onConfirm();
    setBusy(false);
    if (outcome.ok) close();
    else setRefusal(outcome.detail ?? 'The delete failed. Try again in a moment.');
  };
  return (
    <Modal open={open} title="Delete for good?" onClose={close} confirmLabel={busy ? 'Deleting...' : 'Delete'} onConfirm={() => void confirm()} cancelLabel="Keep it" maxWidth="xs">
      <Typography>
        Delete {itemLabel}? {consequence}, and there is no undo. Not even for admins.
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </Modal>
  );
}
