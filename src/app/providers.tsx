import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '@/components/feedback/ToastProvider';
import { getTheme } from '@/theme/theme';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  cache: EmotionCache;
  children: ReactNode;
}

/**
 * Everything a page needs around it: styles cache, theme, store and toasts.
 * framer-motion is not loaded here: screens that animate bring it (with LazyMotion) themselves.
 */
export function AppProviders({ store, cache, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      {/* noSsr: the scheme is read before hydration, so the provider does not re-render the page after it. */}
      <ThemeProvider theme={getTheme()} defaultMode="system" noSsr>
        <CssBaseline enableColorScheme />
        <Provider store={store}>
          <ToastProvider>{children}</ToastProvider>
        </Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
