import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHttp } from '../../scripts/ports.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Serves the production build (run `npm run build` first; `npm test` does) with the real server,
 * `npm run serve` (scripts/serve.mjs: the backend over a throwaway db, and the preview server with
 * its security headers, /api proxy and /storybook/), both on free ports, for the journeys here.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('No production build: run `npm run build` first.');
  const work = mkdtempSync(path.join(tmpdir(), 'sophist-e2e-'));
  cpSync(process.env.SEED_DIR ?? path.join(root, 'src', 'contract', 'seed'), path.join(work, 'seed'), { recursive: true });
  const [port, apiPort] = [await freePort(), await freePort()];
  const env = { ...process.env, API_PORT: String(apiPort), DB_FILE: path.join(work, 'db.json'), SEED_DIR: path.join(work, 'seed'), PORT: String(port), PREVIEW_HOST: '127.0.0.1' };
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);
  await waitForHttp(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('apiUrl', `http://127.0.0.1:${apiPort}`);
  return () => {
    // serve.mjs stops the backend and the web server it started.
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
}
