import { IconButton, Paper, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { TOAST_FADE_MS, type ToastSeverity } from './toastContext';

export { TOAST_DURATION_MS, TOAST_FADE_MS, useToast, type ToastSeverity } from './toastContext';
export { ToastProvider } from './ToastProvider';

const icons = { success: CheckCircleIcon, error: ErrorIcon, info: InfoIcon };

export interface ToastProps {
  /** The one-line message, read out politely by screen readers. */
  message: string;
  /** Colour, icon and meaning: success, error or info. */
  severity: ToastSeverity;
  /** True while fading out. */
  leaving?: boolean;
  /** Called on the close button; without it there is none and the toast only times out. */
  onClose?: () => void;
}

/** One toast: green for success, red for error, blue for info. */
export function Toast({ message, severity, leaving = false, onClose }: ToastProps) {
  const Icon = icons[severity];
  return (
    <Paper
      elevation={6}
      data-severity={severity}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pl: 2,
        pr: 1,
        py: 1,
        minWidth: 260,
        maxWidth: 420,
        bgcolor: `${severity}.main`,
        color: `${severity}.contrastText`,
        opacity: leaving ? 0 : 1,
        transition: `opacity ${TOAST_FADE_MS}ms linear`,
      }}
    >
      <Icon aria-hidden="true" />
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
        {message}
      </Typography>
      {onClose && (
        <IconButton size="small" aria-label="Dismiss notification" onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
}
