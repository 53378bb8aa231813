import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useLayoutEffect, type ReactNode } from 'react';
import { beforePaint } from '@/lib/beforePaint';
import { useWarmUpContainer } from './StyleWarmUp';

export interface ModalProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** The dialog's heading; also its accessible name. */
  title: string;
  /** Called on the X, Escape or the backdrop (and the cancel button unless `onCancel` is given). */
  onClose: () => void;
  /** The dialog's body. */
  children: ReactNode;
  /** An optional confirm button, e.g. "Okay, I get it!". */
  confirmLabel?: string;
  /** Called on the confirm button; the button shows only with `confirmLabel`. */
  onConfirm?: () => void;
  /** An optional second button (e.g. "Keep Playing"); closes the modal by default. */
  cancelLabel?: string;
  /** Called on the second button instead of `onClose`. */
  onCancel?: () => void;
  /** Widest the dialog grows: xs (444 px), sm (600 px, default) or md (900 px). */
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * Keep the closed dialog in the document (hidden, out of the tab order and the accessibility
   * tree), so opening it only shows it instead of building it: for a dialog a game opens on
   * every move.
   */
  keepMounted?: boolean;
}

/**
 * A titled dialog. Closes by its X, the backdrop and Escape; focus is trapped while open (MUI's
 * focus trap) and returns to the element that had it before, in the frame after closing.
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
  keepMounted = false,
}: ModalProps) {
  const titleId = useId();
  // In a style warm-up the dialog is rendered open inside the warm-up's detached element, so
  // everything in it gets its styles (the open state's too) and the opening code has run once
  // before the player's first open. There it leaves the page alone: no scroll lock, no focus taken,
  // kept or given back (focus cannot enter a detached element anyway), and no key reaches it.
  const warmUp = useWarmUpContainer();
  // Focus goes back to what had it when the dialog opened (captured before the focus trap moves
  // it in), just before the next paint rather than in the task that closes the dialog, as MUI's
  // own restore does: there focusing forced a layout of the page, a quarter of a 40 ms task at
  // 4x CPU when a game closes its dialog on an answer. It goes back only if nothing else took it.
  useLayoutEffect(() => {
    if (warmUp || !open) return;
    const opener = document.activeElement;
    return () => {
      beforePaint(() => {
        const active = document.activeElement;
        const dialog = document.getElementById(titleId)?.closest('.MuiDialog-root');
        const lost = !active || active === document.body || dialog?.contains(active);
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, [open, warmUp, titleId]);
  return (
    <Dialog
      open={warmUp ? true : open}
      disableRestoreFocus
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      keepMounted={keepMounted}
      {...(warmUp && { container: warmUp, disableScrollLock: true, disableAutoFocus: true, disableEnforceFocus: true })}
    >
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
