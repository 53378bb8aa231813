import './fonts.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type RootState } from '../src/app/store';
import { ToastProvider } from '../src/components/feedback/ToastProvider';
import { getTheme } from '../src/theme/theme';

function Scheme({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(scheme), [scheme, setMode]);
  return children;
}

/**
 * Every story gets the app's theme (light/dark from the toolbar), a router at the story's
 * `parameters.route`, and its own store built from `parameters.preloadedState`.
 */
const withApp: Decorator = (Story, context) => {
  const scheme = (context.globals.scheme as 'light' | 'dark' | undefined) ?? 'light';
  const params = context.parameters as { route?: string; preloadedState?: Partial<RootState> };
  const store = makeStore(params.preloadedState);
  return (
    <ThemeProvider theme={getTheme()} defaultMode={scheme}>
      <Scheme scheme={scheme}>
        <CssBaseline enableColorScheme />
        <Provider store={store}>
          <MemoryRouter initialEntries={[params.route ?? '/']}>
            <ToastProvider>
              <Story />
            </ToastProvider>
          </MemoryRouter>
        </Provider>
      </Scheme>
    </ThemeProvider>
  );
};

/** Each story renders once the chalk face has loaded, so nothing is drawn in the fallback first. */
const loadChalkFace = async () => {
  await document.fonts?.load('1em "Patrick Hand"').catch(() => undefined);
  return {};
};

const preview: Preview = {
  decorators: [withApp],
  loaders: [loadChalkFace],
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
