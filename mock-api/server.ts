import { createApp } from './app';

/** Starts the emulated backend on API_PORT (default 3001). */
const port = Number(process.env.API_PORT ?? 3001);
const { app } = createApp({ dbFile: process.env.DB_FILE, seedDir: process.env.SEED_DIR });

const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Sophist API listening on http://localhost:${port}/api`);
});
server.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EADDRINUSE') console.error(`Port ${port} is already in use (set API_PORT to use another).`);
  else console.error(`API server failed to start: ${err.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
