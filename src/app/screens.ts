import { createElement, lazy, type ComponentType } from 'react';
import { manifestKeyOf } from '@/boot/protocol';

/**
 * The screens of the route table (./routes.tsx): one lazy component per screen file, so each
 * route ships only its own code.
 */

export type LazyPage = ComponentType & {
  /** Loads the screen (and the games' store, when it needs one) so it renders without suspending. */
  preload: () => Promise<unknown>;
  /** Source file of the screen, e.g. 'src/pages/HomePage.tsx'. */
  source: string;
  /** Every module the screen needs before it renders (its own first): the prerender preloads their chunks. */
  modules: string[];
};

type ScreenModule = { default: ComponentType };
/** Every screen module, loaded lazily. Keys look like '/src/pages/HomePage.tsx'. */
const screens = import.meta.glob<ScreenModule>(['/src/pages/**/*Page.tsx', '/src/features/**/*Page.tsx']);

/** Where a screen that holds game or tool state gets its Redux store (never loaded by content pages). */
const STORE_PROVIDER = 'src/app/StoreProvider.tsx';
const loadStoreProvider = () => import('./StoreProvider');

export interface PageOptions {
  /** The screen reads or writes the games' and tools' Redux store (./store.ts), or calls the api. */
  store?: boolean;
}

/** One lazy component per screen, however many routes show it (one chunk, one cache). */
const pages = new Map<string, LazyPage>();

/**
 * A lazy screen from its path under src/, e.g. page('pages/HomePage'). Fails the build if the file is missing.
 * Once `preload()` has resolved, the screen renders directly instead of through React.lazy: the
 * browser preloads the screen of a prerendered page before hydrating, so the page hydrates in the
 * same pass as the shell. (Through React.lazy it would suspend for a tick, and any update landing
 * in that tick makes React discard the prerendered HTML and render the page again.)
 */
export function page(name: string, { store = false }: PageOptions = {}): LazyPage {
  const key = `/src/${name}.tsx`;
  const known = pages.get(key);
  if (known) {
    if (known.modules.includes(STORE_PROVIDER) !== store) throw new Error(`Route table: ${name} is declared both with and without the store`);
    return known;
  }
  const importScreen = screens[key];
  if (!importScreen) throw new Error(`Route table: no screen at ${key}`);
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  // One load per screen, so the component (and its state) keeps one identity; a failed load may be retried.
  const load = () =>
    (loading ??= Promise.all([importScreen(), store ? loadStoreProvider() : null]).then(
      ([screen, provider]) => {
        const Loaded = screen.default;
        loaded = provider ? () => createElement(provider.StoreProvider, null, createElement(Loaded)) : Loaded;
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Screen() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  Screen.displayName = `Screen(${name})`;
  const source = manifestKeyOf(key);
  const lazyPage = Object.assign(Screen, { preload: load, source, modules: store ? [source, STORE_PROVIDER] : [source] });
  pages.set(key, lazyPage);
  return lazyPage;
}
