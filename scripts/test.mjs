// `npm test`: everything CI checks, in order, stopping at the first failure.
// lint → typecheck → unit + API contract tests → production build → story tests in Chromium → journeys.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function ensureChromium() {
  if (existsSync(chromiumPath())) return;
  const isRoot = process.getuid?.() === 0;
  if (!process.env.CHROME_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s "chromium" package…');
    const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    if (spawnSync('apt-get', ['update', '-qq'], opts).status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], opts).status === 0 && existsSync(chromiumPath())) return;
  }
  console.error(`No Chromium at ${chromiumPath()}: install Debian's package (sudo apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

const steps = [
  ['lint', [bin('eslint'), '.', '--max-warnings=0']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit and API contract tests', [bin('vitest'), 'run', '--project', 'unit', '--project', 'api']],
  ['production build', ['npm', 'run', 'build']],
  ['story tests (Chromium, axe)', [bin('vitest'), 'run', '--project', 'stories']],
  ['end-to-end journeys (Chromium, axe)', [bin('vitest'), 'run', '--project', 'e2e']],
];

ensureChromium();
// A known secret for this run, so the no-secrets journey can prove the build never contains it.
process.env.AUTH_SECRET ??= randomBytes(24).toString('hex');
const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
