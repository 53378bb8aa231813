import { answerUnparseableRequests, createApp } from './app';
import { DEFAULT_ADMIN } from './auth';

/** Starts the emulated backend on API_PORT (default 3001). */
const port = Number(process.env.API_PORT ?? 3001);
const { app } = createApp({ dbFile: process.env.DB_FILE, seedDir: process.env.SEED_DIR });

if (!process.env.ADMIN_PASSWORD || process.env.ADMIN_PASSWORD === DEFAULT_ADMIN.password) {
  console.warn('⚠ Using the default admin password (letmein-admin): set ADMIN_USERNAME / ADMIN_PASSWORD outside local use.');
}
if (!process.env.TRANSCRIBE_PASSWORD) {
  console.warn('⚠ Using the default transcription password (letmein-transcribe): set TRANSCRIBE_PASSWORD outside local use.');
}

const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Sophist API listening on http://localhost:${port}/api`);
});
answerUnparseableRequests(server);
server.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EADDRINUSE') console.error(`Port ${port} is already in use (set API_PORT to use another).`);
  else console.error(`API server failed to start: ${err.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
