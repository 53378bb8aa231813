// The production preview server `npm start` and `npm run serve` run: the prerendered site
// (vite.config.ts's preview, with its routing and /api proxy) plus the static Storybook at /storybook/.
import path from 'node:path';
import { preview } from 'vite';
import { storybookStatic } from './storybookStatic.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = await preview({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  plugins: [storybookStatic(path.join(root, 'storybook-static'))],
  // PREVIEW_HOST: the journeys bind the loopback address they browse (tests/e2e/globalSetup.ts).
  preview: { strictPort: true, ...(process.env.PREVIEW_HOST ? { host: process.env.PREVIEW_HOST } : {}) },
});
server.printUrls();
