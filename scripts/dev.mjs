// `npm run dev`: Vite with hot reload on 5173 plus the emulated backend on API_PORT (3001).
import { requireFreePorts, runTogether } from './processes.mjs';

const port = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3001);
await requireFreePorts([
  ['PORT', port],
  ['API_PORT', apiPort],
]);
runTogether({ apiPort, web: ['vite', '--port', String(port), '--strictPort'] });
