import type { Request, Router } from 'express';

/** What every route module gets: the live data and a way to save it. */
export interface ApiContext {
  /** The collections, read and mutated in place by route modules. */
  data: Record<string, unknown[]>;
  /** Writes the collections to the working db file (crash-safe). */
  persist: () => void;
  /** Environment the server was started with (secrets, passwords, ports). */
  env: NodeJS.ProcessEnv;
  /** Folder for uploaded files. */
  uploadDir: string;
  /** The address a request counts against in rate limits (see clientAddress.ts). */
  clientAddress: (req: Request) => string;
  /** The clock (ms since the epoch), injectable so tests can move time on. */
  now: () => number;
}

/** A route module adds its endpoints under /api. */
export type RegisterRoutes = (router: Router, ctx: ApiContext) => void;

/** Errors are always JSON `{ error }`. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    /** Failing fields of a 400, sent as `fields`. */
    public fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}
