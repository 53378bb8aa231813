import { mkdirSync } from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Request, type Response, type NextFunction } from 'express';
import jsonServer from 'json-server';
import type { ApiContext, RegisterRoutes } from './context';
import { HttpError } from './context';
import { DEFAULT_DB_FILE, loadDb, writeDb } from './db';
import { registerAdmin } from './routes/admin';
import { registerContact } from './routes/contact';
import { registerHealth } from './routes/health';
import { registerOAuth } from './routes/oauth';
import { mountOAuthPages } from './routes/oauthPages';
import type { MountRoutes } from './routes/pages';
import { mountProviderEmulator } from './routes/providerEmulator';
import { registerTranscripts } from './routes/transcripts';
import { registerUploads } from './routes/uploads';

export interface AppOptions {
  dbFile?: string;
  /** Where the tracked seed lives (tests point it at a copy). */
  seedDir?: string;
  env?: NodeJS.ProcessEnv;
  uploadDir?: string;
}

/** Collections json-server may serve read-only (with its filtering and paging). `messages` is private. */
const PUBLIC_COLLECTIONS = new Set(['fallacies', 'statements']);

/** Route modules, one per concern; later issues add theirs here. */
const modules: RegisterRoutes[] = [registerHealth, registerAdmin, registerOAuth, registerUploads, registerTranscripts, registerContact];

/**
 * The emulated backend: json-server 0.17 (Express underneath) with our own middleware for
 * validation and auth. Everything lives under /api; errors are JSON `{ error }`.
 */
export function createApp(options: AppOptions = {}) {
  const dbFile = options.dbFile ?? DEFAULT_DB_FILE;
  const env = options.env ?? process.env;
  const uploadDir = options.uploadDir ?? path.join(path.dirname(dbFile), 'uploads');
  mkdirSync(uploadDir, { recursive: true });

  const data = loadDb(dbFile, options.seedDir);
  const ctx: ApiContext = { data, persist: () => writeDb(dbFile, data), env, uploadDir };

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // Behind the site's proxy (vite preview / dev), the client address arrives in X-Forwarded-For.
  app.set('trust proxy', 'loopback');
  app.use(jsonServer.defaults({ logger: env.API_LOG === '1', static: path.join(path.dirname(dbFile), 'no-static'), noCors: false }));

  const api = express.Router();
  // JSON bodies up to 1 MB; bigger is 413, malformed is 400 (handled below).
  api.use(express.json({ limit: '1mb' }));
  for (const register of modules) register(api, ctx);

  // json-server answers the public collections, read-only.
  const router = jsonServer.router(data as object);
  api.use((req: Request, res: Response, next: NextFunction) => {
    const collection = req.path.split('/')[1] ?? '';
    if (!PUBLIC_COLLECTIONS.has(collection)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(new HttpError(405, 'Method not allowed'));
    return router(req, res, next);
  });

  api.use((_req: Request, _res: Response, next: NextFunction) => next(new HttpError(404, 'Not found')));
  app.use('/api', api);
  for (const extra of extraMounts) extra(app, ctx);

  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    void _next;
    if (err instanceof HttpError) {
      res.status(err.status).json({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) });
      return;
    }
    const e = err as { type?: string; status?: number };
    if (e?.type === 'entity.too.large') return void res.status(413).json({ error: 'Request body too large' });
    if (e?.type === 'entity.parse.failed') return void res.status(400).json({ error: 'Malformed JSON' });
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return void res.status(e.status).json({ error: 'Bad request' });
    console.error('[api] unexpected error', err);
    res.status(500).json({ error: 'Internal server error' });
  };
  app.use(onError);
  return { app, ctx };
}

/** Non-/api mounts (the emulated identity provider's pages, the speech-to-text emulator). */
const extraMounts: MountRoutes[] = [mountOAuthPages, mountProviderEmulator];
