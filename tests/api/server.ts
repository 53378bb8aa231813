import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerUnparseableRequests, createApp, type AppOptions } from '../../mock-api/app';
import { seedState, writeDb } from '../../mock-api/db';

export interface RunningApi {
  url: string;
  dbFile: string;
  close: () => Promise<void>;
}

/**
 * Starts the real backend on a free port over a temporary db built from the seed, plus any
 * collections in `extraState` (say, stored messages that must stay private).
 */
export async function startApi(options: Omit<AppOptions, 'dbFile'> & { extraState?: Record<string, unknown[]> } = {}): Promise<RunningApi> {
  const work = mkdtempSync(path.join(tmpdir(), 'sophist-api-'));
  const seedDir = path.join(work, 'seed');
  cpSync(path.resolve(import.meta.dirname, '../../src/contract/seed'), seedDir, { recursive: true });
  const dbFile = path.join(work, 'db.json');
  const { extraState, ...appOptions } = options;
  if (extraState) writeDb(dbFile, { ...seedState(seedDir), ...extraState });
  const { app } = createApp({ ...appOptions, dbFile, seedDir });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  answerUnparseableRequests(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dbFile,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(work, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
