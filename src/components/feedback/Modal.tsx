import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** An optional confirm button, e.g. "Okay, I get it!". */
  confirmLabel?: string;
  onConfirm?: () => void;
  /** An optional second button (e.g. "Keep Playing"); closes the modal by default. */
  cancelLabel?: string;
  onCancel?: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/**
 * A titled dialog. Closes by its X, the backdrop and Escape; focus is trapped while open
 * and returns to the element that opened it (MUI's focus trap does both).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  maxWidth = 'sm',
}: ModalProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* Focusable so keyboard users can scroll long content (axe: scrollable-region-focusable). */}
      <DialogContent tabIndex={0} aria-label={`${title} content`} role="group">
        {children}
      </DialogContent>
      {(confirmLabel || cancelLabel) && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {cancelLabel && (
            <Button onClick={onCancel ?? onClose} color="inherit">
              {cancelLabel}
            </Button>
          )}
          {confirmLabel && (
            <Button variant="contained" onClick={onConfirm ?? onClose}>
              {confirmLabel}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
