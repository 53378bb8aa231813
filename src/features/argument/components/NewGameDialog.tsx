import { Typography } from '@mui/material';
import { memo } from 'react';
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

/**
 * New Game's confirmation: 'Start New Game' throws the current argument away, 'Keep Playing' keeps it.
 * Memoised (give it stable handlers): while closed, the board's moves and clock render none of it.
 */
export const NewGameDialog = memo(function NewGameDialog({ open, onConfirm, onCancel }: NewGameDialogProps) {
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
});
