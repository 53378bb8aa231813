import { Typography } from '@mui/material';
import { Modal } from '@/components/feedback/Modal';
import { KEEP_PLAYING, START_NEW_GAME } from '../copy';

export interface NewGameDialogProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** Called on Start New Game: the current game is thrown away. */
  onConfirm: () => void;
  /** Keep Playing, the X, Escape or the backdrop. */
  onCancel: () => void;
}

export const NEW_GAME_DIALOG_TITLE = 'Start a new game?';

/** New Game's confirmation: 'Start New Game' throws the current argument away, 'Keep Playing' keeps it. */
export function NewGameDialog({ open, onConfirm, onCancel }: NewGameDialogProps) {
  return (
    <Modal
      open={open}
      title={NEW_GAME_DIALOG_TITLE}
      onClose={onCancel}
      confirmLabel={START_NEW_GAME}
      onConfirm={onConfirm}
      cancelLabel={KEEP_PLAYING}
      onCancel={onCancel}
      maxWidth="xs"
    >
      <Typography>
        Your current argument and its clock will be thrown away. Bold. Some of history&apos;s best arguments were
        abandoned halfway, too.
      </Typography>
    </Modal>
  );
}
