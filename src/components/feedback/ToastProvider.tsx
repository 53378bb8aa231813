import { Box } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_FADE_MS, ToastContext, type ToastSeverity } from './toastContext';

const Toast = lazy(() => import('./Toast').then((m) => ({ default: m.Toast })));

interface ToastItem {
  id: number;
  message: string;
  severity: ToastSeverity;
  leaving: boolean;
}

export interface ToastProviderProps {
  /** The app (or story): everything below may call `useToast()`. */
  children: ReactNode;
}

/**
 * Holds the live toasts and renders them in a polite live region, so screen readers
 * announce each message without moving focus. The region is always there (a live region must
 * exist before its content changes); the toast's own look loads with the first toast.
 */
export function ToastProvider({ children }: ToastProviderProps) {
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
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            {toasts.map((t) => (
              <Toast key={t.id} message={t.message} severity={t.severity} leaving={t.leaving} onClose={() => dismiss(t.id)} />
            ))}
          </Suspense>
        )}
      </Box>
    </ToastContext.Provider>
  );
}
