import { Typography } from '@mui/material';
import { Modal } from '@/components/feedback/Modal';
import { KEEP_PLAYING, NEW_GAME_DIALOG, START_NEW_GAME } from '../copy';

export interface NewGameDialogProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** Called on Start New Game: the current game is thrown away. */
  onConfirm: () => void;
  /** Keep Playing, the X, Escape or the backdrop. */
  onCancel: () => void;
}

/** New Game's confirmation: 'Start New Game' throws the current argument away, 'Keep Playing' keeps it. */
export function NewGameDialog({ open, onConfirm, onCancel }: NewGameDialogProps) {
  return (
    <Modal
      open={open}
      title={NEW_GAME_DIALOG.title}
      onClose={onCancel}
      confirmLabel={START_NEW_GAME}
      onConfirm={onConfirm}
      cancelLabel={KEEP_PLAYING}
      onCancel={onCancel}
      maxWidth="xs"
    >
      <Typography>{NEW_GAME_DIALOG.body}</Typography>
    </Modal>
  );
}
