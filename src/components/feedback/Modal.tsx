import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useEventCallback } from '@mui/material/utils';
import { memo, useId, useLayoutEffect, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { beforePaint } from '@/lib/beforePaint';
import { lockScroll } from '@/lib/scrollLock';
import { durations } from '@/theme/motion';
import { QuickFade } from './QuickFade';
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
 * MUI's Modal sets its root's scrollTop to 0 each time it opens. A dialog's root never scrolls
 * (its paper does), so that does nothing but force a layout of the page, with the dialog's new
 * text in it, inside the task that opens the dialog (a quarter of a first open at 4x CPU). On this
 * root, scrollTop is always 0 and setting it is a no-op; the layout then comes before the paint.
 */
function rootNeverScrolls(root: HTMLElement | null) {
  if (root) Object.defineProperty(root, 'scrollTop', { configurable: true, get: () => 0, set: () => {} });
}

// The dialog and its backdrop fade in without forcing a layout (QuickFade), and go in the next
// frame, just after focus has gone back to the page: the page behind is hidden from screen readers
// until the dialog has gone, so it is not kept hidden through a fade out.
const FADE_SLOTS = { transition: QuickFade };
const FADE_SLOT_PROPS = { backdrop: { slots: FADE_SLOTS } };
const FADE_DURATION = { enter: durations.dialogIn, exit: 0 };

type ModalContentProps = Pick<ModalProps, 'title' | 'onClose' | 'children' | 'confirmLabel' | 'onConfirm' | 'cancelLabel' | 'onCancel'> & {
  titleId: string;
};

/**
 * What the dialog shows. Memoised: opening or closing a kept-mounted dialog re-renders MUI's
 * layers (backdrop, fade, focus trap), not its title, text and buttons, which have not changed.
 */
const ModalContent = memo(function ModalContent({
  titleId,
  title,
  onClose,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
}: ModalContentProps) {
  return (
    <>
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
    </>
  );
});

/**
 * A titled dialog. Fades in, closes without a fade by its X, the backdrop and Escape. Focus moves in
 * the frame after opening, is trapped while open (MUI's focus trap) and returns to the element
 * that had it before, in the frame after closing.
 */
export function Modal({ open, maxWidth = 'sm', keepMounted = false, ...content }: ModalProps) {
  const { onClose } = content;
  const titleId = useId();
  // In a style warm-up the dialog is rendered open inside the warm-up's detached element, so
  // everything in it gets its styles (the open state's too) and the opening code has run once
  // before the player's first open. There it leaves the page alone: no scroll lock, no focus taken,
  // kept or given back (focus cannot enter a detached element anyway), and no key reaches it.
  const warmUp = useWarmUpContainer();
  const close = useEventCallback(() => onClose());
  // MUI's own closes: the X's and the backdrop's (its Escape is handled below instead).
  const muiClose = useEventCallback((_event: unknown, reason: string) => {
    if (reason !== 'escapeKeyDown') onClose();
  });
  // Escape is handled here, not by MUI: MUI ignores it unless this is the last dialog MUI opened,
  // and a style warm-up opens dialogs out of sight (one opened after this would swallow Escape).
  // Stopped here, it closes only the innermost of nested dialogs.
  const onKeyDown = useEventCallback((event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    close();
  });
  // Opening and closing move focus and stop the page scrolling without measuring the page in the
  // task that opens the dialog, as MUI's own focus move and scroll lock did (a forced layout, a
  // third of a 60 ms key press at 4x CPU). Focus moves in just before the next paint, where the
  // browser lays the page out anyway (MUI's focus trap keeps it there from then on); the page
  // stops scrolling by an attribute (src/lib/scrollLock.ts). On closing, focus goes back to what
  // had it when the dialog opened, in the same way, if nothing else took it.
  useLayoutEffect(() => {
    if (warmUp || !open) return;
    const opener = document.activeElement;
    const unlock = lockScroll();
    const dialogRoot = () => document.getElementById(titleId)?.closest('.MuiDialog-root');
    // Until focus is in, Escape pressed on the page closes the dialog too (MUI listens inside it).
    const escapeBeforeFocus = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', escapeBeforeFocus);
    const cancelFocus = beforePaint(() => {
      document.removeEventListener('keydown', escapeBeforeFocus);
      const dialog = dialogRoot();
      if (dialog && !dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('[data-mui-focusable]')?.focus();
    });
    return () => {
      document.removeEventListener('keydown', escapeBeforeFocus);
      cancelFocus();
      unlock();
      beforePaint(() => {
        const active = document.activeElement;
        const lost = !active || active === document.body || dialogRoot()?.contains(active);
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, [open, warmUp, titleId, close]);
  return (
    <Dialog
      open={warmUp ? true : open}
      disableRestoreFocus
      disableAutoFocus
      disableScrollLock
      onKeyDown={onKeyDown}
      ref={rootNeverScrolls}
      onClose={muiClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      keepMounted={keepMounted}
      slots={FADE_SLOTS}
      slotProps={FADE_SLOT_PROPS}
      transitionDuration={FADE_DURATION}
      {...(warmUp && { container: warmUp, disableEnforceFocus: true })}
    >
      <ModalContent titleId={titleId} {...content} />
    </Dialog>
  );
}
