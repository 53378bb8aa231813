import { Box, IconButton, Paper, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { durations } from '@/theme/motion';

/** Games-spec §8: toasts stay 3 s, then fade for 0.5 s. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = durations.toastFade;

export type ToastSeverity = 'success' | 'error' | 'info';

const icons = { success: CheckCircleIcon, error: ErrorIcon, info: InfoIcon };

export interface ToastProps {
  message: string;
  severity: ToastSeverity;
  /** True while fading out. */
  leaving?: boolean;
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

interface ToastItem {
  id: number;
  message: string;
  severity: ToastSeverity;
  leaving: boolean;
}

interface ToastApi {
  show: (message: string, severity?: ToastSeverity) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a toast from anywhere under <ToastProvider>. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/**
 * Holds the live toasts and renders them in a polite live region, so screen readers
 * announce each message without moving focus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  }, []);

  const remove = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const dismiss = useCallback(
    (id: number) => {
      setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
      later(() => remove(id), TOAST_FADE_MS);
    },
    [later, remove],
  );

  const show = useCallback(
    (message: string, severity: ToastSeverity = 'info') => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, severity, leaving: false }]);
      later(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss, later],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        role="status"
        aria-live="polite"
        sx={{
          position: 'fixed',
          zIndex: (t) => t.zIndex.snackbar,
          top: { xs: 72, sm: 80 },
          right: 16,
          left: { xs: 16, sm: 'auto' },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        {toasts.map((t) => (
          <Toast key={t.id} message={t.message} severity={t.severity} leaving={t.leaving} onClose={() => dismiss(t.id)} />
        ))}
      </Box>
    </ToastContext.Provider>
  );
}
