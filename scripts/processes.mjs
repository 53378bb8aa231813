// Starts the backend and a web server together and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { portIsFree } from './ports.mjs';

export const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Exits with one line when a port is taken: no stack trace. */
export async function requireFreePorts(ports) {
  for (const [name, port] of ports) {
    if (!(await portIsFree(port))) {
      console.error(`Port ${port} is already in use (set ${name} to use another port).`);
      process.exit(1);
    }
  }
}

/** Runs the backend and the given web command; when either exits, or on Ctrl-C, stops both. */
export function runTogether({ apiPort, web, env = {} }) {
  // One secret per run, shared by the backend and the proxy, so the backend knows which requests the proxy forwarded.
  const childEnv = { API_PROXY_SECRET: randomBytes(24).toString('hex'), ...process.env, ...env, API_PORT: String(apiPort) };
  const children = [
    spawn(bin('tsx'), ['mock-api/server.ts'], { cwd: root, env: childEnv, stdio: 'inherit' }),
    spawn(bin(web[0]), web.slice(1), { cwd: root, env: childEnv, stdio: 'inherit' }),
  ];
  let stopping = false;
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300).unref();
  };
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return children;
}
