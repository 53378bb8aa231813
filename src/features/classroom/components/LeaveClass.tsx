import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Modal } from '@/components/feedback/Modal';
import { classroomWords } from '@/content/pages/classroom';

export interface LeaveClassProps {
  /** The class, as the question names it. */
  className: string;
  /** The pupil's nickname, as the question names it. */
  nickname: string;
  /** Leaves the class (deleting the pupil and their records); resolves true once the server has. */
  onLeave: () => Promise<boolean>;
}

/**
 * "Leave the class", asked once more in a dialog that says exactly what goes: the nickname and
 * every score sent, at once and for good, while the pupil's own progress stays on the device. The
 * dialog traps focus and gives it back to the button when it closes; Escape or "Stay in the class"
 * closes it. A failed leave (offline) says so in the dialog, which stays open.
 */
export function LeaveClass({ className, nickname, onLeave }: LeaveClassProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false);
    setOpen(false);
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const left = await onLeave();
    setBusy(false);
    if (left) setOpen(false);
    else setFailed(true);
  };
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {classroomWords.leaveButton}
      </Button>
      <Modal
        open={open}
        title={classroomWords.leaveTitle}
        onClose={close}
        confirmLabel={busy ? 'Leaving…' : classroomWords.leaveConfirm}
        onConfirm={() => void confirm()}
        cancelLabel={classroomWords.leaveCancel}
        maxWidth="xs"
      >
        <Typography>{classroomWords.leaveBody(className, nickname)}</Typography>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {classroomWords.leaveFailed}
          </Alert>
        )}
      </Modal>
    </>
  );
}
