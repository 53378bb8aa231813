import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassView, CreatedClass, JoinedClass } from '../../src/contract/classes';

/**
 * A class's writes survive `kill -9`: the real server runs as its own process (as `npm run api`
 * starts it), takes a stream of concurrent writes, and is killed with SIGKILL while requests are
 * in flight. Restarted on the same db file, it must have every write it acknowledged (a 2xx), and
 * the file must still be valid JSON. Writes are persisted (temp file + rename) before the answer.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const WRITES = 120;
/** Killed once this many writes have been acknowledged, with the rest still in flight. */
const KILL_AFTER = 40;
const IN_FLIGHT = 6;

let work: string;
let dbFile: string;
let seedDir: string;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts `mock-api/server.ts` in its own process and waits until it listens. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: String(port), DB_FILE: dbFile, SEED_DIR: seedDir, API_LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function post(url: string, body: unknown, key?: string) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as unknown };
}

const practice = (id: string) => ({ type: 'practice', id, completedAt: '2026-11-27T09:30:00.000Z', fallacious: 2, sound: 1, hits: 2, falseAlarms: 0, byFallacy: { 'post-hoc': { fallacious: 2, hits: 2, sound: 1, falseAlarms: 0 } } });

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'sophist-crash-'));
  seedDir = path.join(work, 'seed');
  cpSync(path.join(ROOT, 'src/contract/seed'), seedDir, { recursive: true });
  dbFile = path.join(work, 'db.json');
});
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('a class’s writes and kill -9', () => {
  it(`keeps every acknowledged write when the server is killed mid-stream (${WRITES} writes, killed after ${KILL_AFTER})`, async () => {
    const first = await startServer();
    const cls = (await post(`${first.url}/api/classes`, { name: 'Year 8 History' })).json as CreatedClass;
    const pupils: JoinedClass[] = [];
    for (const nickname of ['Ash', 'Birch', 'Cedar']) pupils.push((await post(`${first.url}/api/classes/join`, { code: cls.code, nickname })).json as JoinedClass);

    const acknowledged: string[] = [];
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < WRITES) {
        const i = next++;
        const pupil = pupils[i % pupils.length]!;
        const id = `crash-${String(i).padStart(4, '0')}`;
        try {
          const r = await post(`${first.url}/api/pupils/${pupil.pupilId}/records`, practice(id), pupil.pupilSecret);
          if (r.status === 201) acknowledged.push(id);
        } catch {
          // No answer: the server is gone, so the write was not acknowledged.
        }
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await new Promise<void>((resolve) => (first.child.exitCode !== null || first.child.signalCode !== null ? resolve() : first.child.once('exit', () => resolve())));
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(WRITES);

    // The file on disk is whole, and a restarted server has everything it said yes to.
    expect(() => JSON.parse(readFileSync(dbFile, 'utf8'))).not.toThrow();
    const second = await startServer();
    const res = await fetch(`${second.url}/api/classes/${cls.id}`, { headers: { Authorization: `Bearer ${cls.teacherKey}` } });
    expect(res.status).toBe(200);
    const view = (await res.json()) as ClassView;
    expect(view.pupils.map((p) => p.nickname).sort()).toEqual(['Ash', 'Birch', 'Cedar']);
    const stored = new Set(view.pupils.flatMap((p) => p.practice.map((r) => r.id)));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    second.child.kill('SIGKILL');
  }, 120_000);
});
