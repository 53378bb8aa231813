import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { apiProxy } from './scripts/apiProxy.mjs';
import { sophistPreview } from './scripts/previewPlugin';
import { securityHeadersPlugin } from './scripts/securityHeaders';
import { PURE_COMMONJS, reactRouterWithoutDisplayNames } from './scripts/treeShaking';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);
/** The site only knows /api: dev and preview servers forward it (and /oauth) to the emulated backend. */
const proxy = apiProxy(apiPort);

/** The shell's parts, in the order src/main.tsx evaluates them; only what the app loads at start ('$initial'). */
const SHELL_PARTS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial' as const], priority: 4 },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion|stylis)[\\/]/, tags: ['$initial' as const], priority: 2 },
  // The entry (index.html's module, src/main.tsx) and what it shares with the app (Vite's preload helper,
  // the font's stylesheet) stay out: in the app's chunk they would make the entry evaluate it at once.
  { name: 'app', test: (id: string) => !/(index\.html|[\\/]src[\\/]main\.tsx|preload-helper\.js|\.css)$/.test(id), tags: ['$initial' as const], priority: 1, includeDependenciesRecursively: false },
];

/** The journeys that measure layout shifts and paints: run alone, after the others (see the e2e projects). */
const JOURNEYS_ALONE = ['tests/e2e/argument-first-paint.test.ts', 'tests/e2e/progress-layout-stable.test.ts'];

/** What every journey project shares: the production build served by the real server, one Chromium per worker. */
const journeys = {
  include: ['tests/e2e/**/*.test.ts'],
  environment: 'node' as const,
  globalSetup: ['tests/e2e/globalSetup.ts'],
  setupFiles: ['tests/e2e/setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // A journey polls for what a page shows; on a loaded CI machine a chunk fetched at idle
  // time can take seconds, so a poll waits up to 10 s (Vitest's own default is 1 s).
  expect: { poll: { timeout: 10_000 } },
  isolate: false,
  // Tests a file marks concurrent (every-route) run three at a time.
  maxConcurrency: 3,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterWithoutDisplayNames(),
    securityHeadersPlugin(path.join(root, 'dist'), path.join(root, 'storybook-static')),
    sophistPreview(path.join(root, 'dist')),
  ],
  resolve: { alias: { '@': path.join(root, 'src') } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  // The manifest tells the prerender which chunk each screen lives in, so pages preload it.
  build: {
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // No preload lists in the route table (~2.5 kB gzip on every page): a page's own chunks are
    // preloaded by its prerendered HTML, and after the first visit the service worker serves
    // every chunk from its cache, so a client-side navigation's import chain costs nothing.
    modulePreload: false,
    rolldownOptions: {
      // Said pure, what no page uses (Emotion's withTheme, its statics hoisting and an old react-is)
      // drops out of the shell: ~1.1 kB gzip on every page.
      treeshake: { moduleSideEffects: (id) => (PURE_COMMONJS.test(id) ? false : undefined) },
      // The app's code (src/app/start/page.tsx and its static imports) is an entry of its own, so
      // the shell's parts below are what it loads statically ('$initial'), not what a screen loads later.
      ...(isSsrBuild ? {} : { input: { index: path.join(root, 'index.html'), app: path.join(root, 'src/app/start/page.tsx') } }),
      output: {
        // The shell in three chunks, which src/main.tsx evaluates one per task (as one chunk it is a
        // 100–300 ms task on a slow phone): React, MUI's core with Emotion, the app. The parts gzipped
        // apart cost 0.8–1.6 kB more per page than one chunk (forty small files cost ~11 kB).
        codeSplitting: { groups: isSsrBuild ? [{ name: 'shell', tags: ['$initial'] }] : SHELL_PARTS },
        // The entry keeps the shell's name (the budget test finds it by it).
        ...(isSsrBuild ? {} : { entryFileNames: (chunk: { name: string }) => (chunk.name === 'index' ? 'assets/shell-[hash].js' : 'assets/[name]-[hash].js') }),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'mock-api/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules: re-importing for each of ~90 small files was most of
          // the step's 40 s (now ~14 s). No file mocks a module; spies are restored after each test.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Crawl every source file for dependencies before the first story runs: a dependency found
        // mid-run (an icon imported by one component) makes Vite re-bundle and reload the browser,
        // which kills the stories running at that moment on a fresh clone.
        optimizeDeps: { entries: ['.storybook/preview.tsx', 'stories/**/*.stories.tsx', 'src/**/*.tsx'] },
        test: {
          name: 'stories',
          // The story files share one page and its modules (each file's stories still mount their
          // own tree): re-importing MUI and the app for each of 170 files was ~90 s of every run.
          isolate: false,
          browser: {
            enabled: true,
            // The site's own `server.strictPort` would otherwise apply here too: let the story server
            // move to the next free port, so two story runs on one machine do not collide.
            api: { strictPort: false },
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          ...journeys,
          name: 'e2e',
          exclude: [...configDefaults.exclude, ...JOURNEYS_ALONE],
          // Two workers, each keeping its modules between files, so each shares one Chromium across
          // the files it runs (the harness starts it once); each file's pages close with it. Much of a
          // journey is waiting (on the network, a poll, an animation), so two side by side took the
          // step from ~560 s to ~460 s on a 2-core machine. Files share only the backend, and each reads
          // back only the records it made itself.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          ...journeys,
          name: 'e2e-alone',
          include: JOURNEYS_ALONE,
          // After the others, one at a time: these read the browser's own layout-shift and paint
          // records, which a second journey's load beside them can move (a page starting late on a
          // busy machine).
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
}));
