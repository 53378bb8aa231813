// `npm start` (after the build) and `npm run serve`: the prerendered site on PORT (4173)
// with /api forwarded to the emulated backend on API_PORT (3001).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { requireFreePorts, root, runTogether } from './processes.mjs';

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
runTogether({ apiPort, web: ['vite', 'preview', '--port', String(port), '--strictPort'] });
console.log(`Sophist: http://localhost:${port}  (API: http://localhost:${apiPort}/api)  Ctrl-C stops both.`);
