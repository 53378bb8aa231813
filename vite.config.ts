/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { sophistPreview } from './scripts/previewPlugin.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);
/** The site only knows /api: dev and preview servers forward it to the emulated backend. */
const proxy = {
  // xfwd: the backend rate-limits per client address, so it must see the real one.
  '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, xfwd: true },
  // The emulated identity provider's sign-in page lives on the backend too.
  '/oauth': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, xfwd: true },
};

export default defineConfig({
  plugins: [react(), sophistPreview(path.join(root, 'dist'))],
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
      output: {
        // Everything the entry loads statically goes into one chunk: one request, and gzip compresses
        // React, MUI and the shell together far better than as forty small files (~11 kB on every page).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
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
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            // Any free port, so two story runs on one machine do not collide.
            api: { port: 0 },
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Files run one at a time; tests a file marks concurrent (every-route) run three at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
