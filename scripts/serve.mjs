// `npm start` (after the build) and `npm run serve`: the prerendered site on PORT (4173)
// with /api forwarded to the emulated backend on API_PORT (3001), and the static Storybook at
// /storybook/. `--build-storybook` (what `npm start` passes) first builds the Storybook when it is
// missing or older than its sources; without it, whatever is in storybook-static/ is served.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { requireFreePorts, root, runTogether } from './processes.mjs';
import { buildStorybook, STORYBOOK_BASE, storybookState } from './storybookStatic.mjs';

const port = Number(process.env.PORT ?? 4173);
const apiPort = Number(process.env.API_PORT ?? 3001);

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}
await requireFreePorts([
  ['PORT', port],
  ['API_PORT', apiPort],
]);
let storybook = storybookState(root);
if (process.argv.includes('--build-storybook') && storybook !== 'fresh') {
  console.log(`The static Storybook is ${storybook}: building it (a few minutes; later starts reuse it).`);
  buildStorybook(root);
  storybook = 'fresh';
}
runTogether({ apiPort, web: ['tsx', 'scripts/previewServer.mjs'], env: { PORT: String(port) } });
const storybookNote = { fresh: '', stale: ' (older than its sources: `npm run build-storybook`)', missing: ' (not built yet: `npm run build-storybook`)' }[storybook];
console.log(`Sophist: http://localhost:${port}  Storybook: http://localhost:${port}${STORYBOOK_BASE}${storybookNote}  (API: http://localhost:${apiPort}/api)  Ctrl-C stops both.`);
