import { createContext, useContext } from 'react';
import { durations } from '@/theme/motion';

/** Toasts stay 3 s, then fade for 0.5 s. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = durations.toastFade;

export type ToastSeverity = 'success' | 'error' | 'info';

export interface ToastApi {
  show: (message: string, severity?: ToastSeverity) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows a toast from anywhere under <ToastProvider>. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
