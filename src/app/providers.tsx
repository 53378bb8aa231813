import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/feedback/ToastProvider';
import { getTheme } from '@/theme/theme';

export interface AppProvidersProps {
  cache: EmotionCache;
  children: ReactNode;
}

/**
 * Everything a page needs around it: styles cache, theme and toasts (a game's or tool's screen
 * brings the Redux store itself: ./StoreProvider.tsx).
 * framer-motion is not loaded here: screens that animate bring it (with LazyMotion) themselves.
 */
export function AppProviders({ cache, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      {/* noSsr: the scheme is read before hydration, so the provider does not re-render the page after it. */}
      <ThemeProvider theme={getTheme()} defaultMode="system" noSsr>
        <CssBaseline enableColorScheme />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
