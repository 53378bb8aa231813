import { mkdirSync } from 'node:fs';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Request, type Response, type NextFunction, type RequestHandler } from 'express';
import jsonServer from 'json-server';
import { clientAddress, proxySecret } from './clientAddress';
import type { ApiContext, RegisterRoutes } from './context';
import { HttpError } from './context';
import { DEFAULT_DB_FILE, loadDb, writeDb } from './db';
import { PUBLIC_FIELDS, itemRequest, listQuery } from './publicQuery';
import { registerAdmin } from './routes/admin';
import { registerClasses } from './routes/classes';
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
  /** The clock the classes' retention runs on (tests move it on). */
  now?: () => number;
}

/** Route modules, one per concern; later issues add theirs here. */
const modules: RegisterRoutes[] = [registerHealth, registerAdmin, registerOAuth, registerUploads, registerTranscripts, registerContact, registerClasses];

/**
 * The emulated backend: json-server 0.17 (Express underneath) with our own middleware for
 * validation and auth. Everything lives under /api. Every error on every path is JSON
 * `{ error }` with a short message (the full error goes to the server log), never a stack.
 */
export function createApp(options: AppOptions = {}) {
  const dbFile = options.dbFile ?? DEFAULT_DB_FILE;
  const env = options.env ?? process.env;
  const uploadDir = options.uploadDir ?? path.join(path.dirname(dbFile), 'uploads');
  mkdirSync(uploadDir, { recursive: true });

  const data = loadDb(dbFile, options.seedDir);
  const secret = proxySecret(env);
  const ctx: ApiContext = { data, persist: () => writeDb(dbFile, data), env, uploadDir, clientAddress: (req) => clientAddress(req, secret), now: options.now ?? Date.now };

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // Express never reads X-Forwarded-For: rate limits use ctx.clientAddress, which trusts exactly one proxy hop.
  app.set('trust proxy', false);
  // A path whose percent-encoding does not decode is refused before any route tries to read it.
  app.use((req: Request, _res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return next(new HttpError(400, 'Malformed URL'));
    }
    next();
  });
  // json-server's defaults, minus its development error page (it prints stacks).
  const defaults = jsonServer.defaults({ logger: env.API_LOG === '1', static: path.join(path.dirname(dbFile), 'no-static'), noCors: false });
  app.use(defaults.filter((handler) => handler.length < 4));

  const api = express.Router();
  // JSON bodies up to 1 MB; bigger is 413, malformed is 400 (handled below).
  api.use(express.json({ limit: '1mb' }));
  for (const register of modules) register(api, ctx);
  api.use(publicCollections(data));
  api.use((_req: Request, _res: Response, next: NextFunction) => next(new HttpError(404, 'Not found')));
  app.use('/api', api);
  for (const extra of extraMounts) extra(app, ctx);
  app.use((_req: Request, _res: Response, next: NextFunction) => next(new HttpError(404, 'Not found')));

  const onError: ErrorRequestHandler = (err: unknown, req, res, next) => {
    // Too late for a clean answer: Express ends the connection (and logs the error).
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      res.status(err.status).json({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) });
      return;
    }
    const e = err as { type?: string; status?: number };
    if (e?.type === 'entity.too.large') return void res.status(413).json({ error: 'Request body too large' });
    if (e?.type === 'entity.parse.failed') return void res.status(400).json({ error: 'Malformed JSON' });
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return void res.status(e.status).json({ error: STATUS_CODES[e.status] ?? 'Bad request' });
    console.error(`[api] unexpected error on ${req.method} ${req.originalUrl}:`, err);
    res.status(500).json({ error: 'Internal server error' });
  };
  app.use(onError);
  return { app, ctx };
}

/**
 * json-server answers GET and HEAD on the public collections, after publicQuery.ts has checked
 * the path and the query: a list (`/fallacies`) or one item (`/fallacies/:id`), nothing deeper
 * (json-server's nested routes would reach the private `messages`). Its answers are plain JSON
 * (never JSONP), its 404 is `{ error }`, and its errors reach our handler instead of its own,
 * which sends the stack.
 */
function publicCollections(data: Record<string, unknown[]>): RequestHandler {
  const router = jsonServer.router(data as object);
  router.stack = router.stack.filter((layer) => layer.handle.length < 4);
  (router as unknown as { render: (req: Request, res: Response) => void }).render = (_req, res) => {
    if (res.statusCode === 404) return void res.json({ error: 'Not found' });
    res.json(res.locals.data);
  };
  return (req, res, next) => {
    const parts = req.path.split('/').slice(1);
    if (parts.length > 1 && parts.at(-1) === '') parts.pop();
    const collection = parts[0] ?? '';
    if (!Object.hasOwn(PUBLIC_FIELDS, collection)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      return next(new HttpError(405, 'Method not allowed'));
    }
    try {
      if (parts.length === 1) req.query = listQuery(collection, req.query);
      else if (parts.length === 2) itemRequest(parts[1]!, req.query);
      else throw new HttpError(404, 'Not found');
    } catch (err) {
      return next(err);
    }
    return router(req, res, next);
  };
}

/**
 * What Node answers itself, before Express sees a request (bytes that are not HTTP, headers too
 * large), is JSON `{ error }` too; the connection then closes.
 */
export function answerUnparseableRequests(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ error: STATUS_CODES[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** Non-/api mounts (the emulated identity provider's pages, the speech-to-text emulator). */
const extraMounts: MountRoutes[] = [mountOAuthPages, mountProviderEmulator];
