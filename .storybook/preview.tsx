import './fonts.css';
import type { Decorator, Preview, ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { consentStore, initialConsent, type ConsentState } from '../src/app/consent';
import { initialSession, sessionStore, type SessionState } from '../src/app/session';
import { makeStore, type RootState } from '../src/app/store';
import { ToastProvider } from '../src/components/feedback/ToastProvider';
import { getTheme } from '../src/theme/theme';
import { readableType, type DocgenType } from './docgenTypes';

type Scheme = 'light' | 'dark' | 'both';

function Scheme({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(scheme), [scheme, setMode]);
  return children;
}

/**
 * One scheme's half of the side-by-side view. The theme's colours are CSS variables scoped by a
 * `light` / `dark` class, so a subtree with the class wears that scheme whatever the page's is.
 * Dialogs and menus open in a portal on the page, so they follow the page's scheme (light).
 */
function SchemePane({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  return (
    <div
      className={scheme}
      data-scheme-pane={scheme}
      style={{
        colorScheme: scheme,
        background: 'var(--sophist-palette-background-default)',
        color: 'var(--sophist-palette-text-primary)',
        padding: 16,
        minWidth: 0,
      }}
    >
      <div style={{ font: '600 12px/1.5 system-ui, sans-serif', marginBottom: 8, opacity: 0.8 }}>{scheme === 'light' ? 'Light' : 'Dark'}</div>
      {children}
    </div>
  );
}

/**
 * Every story gets the app's theme (light, dark, or both side by side from the toolbar), a router
 * at the story's `parameters.route`, and its own state from `parameters.preloadedState`: the
 * shell's cookie choice and session (`consent`, `session`) start from it, and the rest builds the
 * story's own games-and-tools store.
 */
/** What a story may preload: the shell's two values and any game's or tool's slice. */
type StoryState = Partial<RootState> & { consent?: Partial<ConsentState>; session?: Partial<SessionState> };

/** Sets the shell's values and makes the story's store once, when the story mounts. */
function StoryState({ preloaded, children }: { preloaded?: StoryState; children: ReactNode }) {
  const [store] = useState(() => {
    const { consent, session, ...games } = preloaded ?? {};
    consentStore.set({ ...initialConsent, ...consent });
    sessionStore.set({ ...initialSession, ...session });
    return makeStore(games);
  });
  return <Provider store={store}>{children}</Provider>;
}

const withApp: Decorator = (Story, context) => {
  const scheme = (context.globals.scheme as Scheme | undefined) ?? 'light';
  const pageScheme = scheme === 'dark' ? 'dark' : 'light';
  const params = context.parameters as { route?: string; preloadedState?: StoryState };
  return (
    <ThemeProvider theme={getTheme()} defaultMode={pageScheme}>
      <Scheme scheme={pageScheme}>
        <CssBaseline enableColorScheme />
        <StoryState preloaded={params.preloadedState}>
          <MemoryRouter initialEntries={[params.route ?? '/']}>
            <ToastProvider>
              {scheme === 'both' ? (
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
                  <SchemePane scheme="light">
                    <Story />
                  </SchemePane>
                  <SchemePane scheme="dark">
                    <Story />
                  </SchemePane>
                </div>
              ) : (
                <Story />
              )}
            </ToastProvider>
          </MemoryRouter>
        </StoryState>
      </Scheme>
    </ThemeProvider>
  );
};

/**
 * A story drawn in a frame of its own on a Docs page (a dialog, a drawer) must not move that
 * page: focusing an element inside a frame scrolls every page around it to show the element, so
 * the Docs page jumped to whichever dialog took focus last while it loaded. In such a frame,
 * focus never scrolls (the frame is as tall as its story, so there is nothing to scroll to).
 */
function insideDocsPage(): boolean {
  try {
    return window.parent !== window && new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs';
  } catch {
    return false; // a parent on another origin: not a Docs page of ours
  }
}
if (typeof window !== 'undefined' && insideDocsPage()) {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusWithoutScrolling(options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
}

/** Each story renders once the chalk face has loaded, so nothing is drawn in the fallback first. */
const loadChalkFace = async () => {
  await document.fonts?.load('1em "Patrick Hand"').catch(() => undefined);
  return {};
};

/**
 * The props table shows each prop's type as written (`'success' | 'error' | 'info'`), where
 * Storybook would show the parser's category (`union`).
 */
const readablePropTypes: ArgTypesEnhancer<ReactRenderer> = ({ component, argTypes }) => {
  const props = (component as { __docgenInfo?: { props?: Record<string, { tsType?: DocgenType }> } } | undefined)?.__docgenInfo?.props;
  if (!props) return argTypes;
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const tsType = props[name]?.tsType;
      return [name, tsType ? { ...argType, table: { ...argType.table, type: { summary: readableType(tsType) } } } : argType];
    }),
  );
};

const preview: Preview = {
  decorators: [withApp],
  loaders: [loadChalkFace],
  argTypesEnhancers: [readablePropTypes],
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'both', title: 'Light and dark side by side' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'light' },
  parameters: {
    layout: 'padded',
    options: {
      // Foundations first (what the pieces are made of), then components in source order.
      storySort: { order: ['Foundations', ['Start here', 'Colour', 'Type', 'Spacing', 'Radius', 'Elevation', 'Motion', 'Focus', 'Voice', 'Choosing components'], 'Components', 'Features', 'Pages'] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
