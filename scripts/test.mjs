// `npm test`: everything CI checks, in order, stopping at the first failure.
// lint and typecheck (side by side) → unit tests → API contract tests → production build → story tests
// in Chromium → journeys.
// Ends with where the time went (each step, each test file) and the passed/failed counts.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

ensureChromium();
/** The test steps' JSON reports, read for the timing summary at the end. */
const reports = mkdtempSync(path.join(tmpdir(), 'sophist-test-'));
const steps = [
  // Side by side: 33–41 s against 40 s one after the other (each keeps more than one core busy, so the gain is small).
  ['lint and typecheck', { lint: [bin('eslint'), '.', '--max-warnings=0'], typecheck: ['npm', 'run', 'typecheck'] }],
  // Two runs: together, Vitest spread the unit files (which share a worker's modules) and the API
  // files (each starts a server) so badly that the pair took 60 s against 15 + 26 s apart.
  ['unit tests', ...vitest('unit')],
  ['API contract tests', ...vitest('api')],
  ['production build', ['npm', 'run', 'build']],
  ['story tests (Chromium, axe)', ...vitest('stories')],
  ['end-to-end journeys (Chromium, axe)', ...vitest('e2e', 'e2e-alone')],
];

// A known secret for this run, so the no-secrets journey can prove the build never contains it.
process.env.AUTH_SECRET ??= randomBytes(24).toString('hex');
const started = Date.now();
/** What each step took, and for test steps what each file took and the counts. */
const done = [];
let failedStep = null;
const childEnv = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
for (const [name, command, report] of steps) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const status = Array.isArray(command) ? spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env: childEnv }).status ?? 1 : await sideBySide(command);
  done.push({ name, seconds: (Date.now() - t) / 1000, ...readReport(report) });
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status}).`);
    failedStep = name;
    break;
  }
  console.log(`✓ ${name} (${seconds(done.at(-1).seconds)})`);
}
rmSync(reports, { recursive: true, force: true });
printSummary();
process.exit(failedStep ? 1 : 0);

/**
 * Runs commands at once, each one's output held and printed whole when it ends (so two logs never
 * interleave); resolves to the first non-zero exit status, or 0.
 */
function sideBySide(commands) {
  return Promise.all(
    Object.entries(commands).map(
      ([label, [cmd, ...args]]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) => {
            const text = Buffer.concat(output).toString().trimEnd();
            console.log(`── ${label}: ${code === 0 ? 'passed' : `failed (exit ${code ?? signal})`}${text ? `\n${text}` : ''}`);
            resolve(code ?? 1);
          });
        }),
    ),
  ).then((statuses) => statuses.find((status) => status !== 0) ?? 0);
}

/** A vitest run of some projects that also writes its JSON report (per-file times and counts). */
function vitest(...projects) {
  const report = path.join(reports, `${projects.join('-')}.json`);
  return [[bin('vitest'), 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], report];
}

function readReport(report) {
  if (!report || !existsSync(report)) return {};
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    files: json.testResults
      .map((file) => ({ file: path.relative(root, file.name), seconds: Math.max(0, (file.endTime - file.startTime) / 1000), failed: file.status === 'failed' }))
      .sort((a, b) => b.seconds - a.seconds),
    failures: json.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => ({ file: path.relative(root, file.name), title: t.fullName, message: (t.failureMessages ?? []).join('\n') }))
        .concat(file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed') ? [{ file: path.relative(root, file.name), title: '(the file itself)', message: file.message ?? '' }] : []),
    ),
  };
}

function seconds(n) {
  return `${n.toFixed(1)} s`;
}

/** Where the time went: every step, then every test file of each test step, slowest first; last, the counts. */
function printSummary() {
  const total = (Date.now() - started) / 1000;
  console.log('\n── Timing ─────────────────────────────────────────────');
  for (const step of done) console.log(`${seconds(step.seconds).padStart(9)}  ${step.name}`);
  console.log(`${seconds(total).padStart(9)}  total`);
  for (const step of done.filter((s) => s.files?.length)) {
    const sum = step.files.reduce((n, f) => n + f.seconds, 0);
    console.log(`\n${step.name}: ${step.files.length} files, ${seconds(sum)} of file time`);
    for (const f of step.files) console.log(`${seconds(f.seconds).padStart(9)}  ${f.file}${f.failed ? '  ✗' : ''}`);
  }
  // The failures again, last, so a log cut to its tail still says what failed and why.
  for (const f of done.flatMap((step) => step.failures ?? [])) {
    console.error(`\n✗ ${f.file} › ${f.title}\n${f.message.split('\n').slice(0, 12).join('\n')}`);
  }
  const count = (key) => done.reduce((n, step) => n + (step[key] ?? 0), 0);
  const counts = `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`;
  console.log('');
  if (failedStep) console.error(`✗ npm test failed at "${failedStep}" after ${total.toFixed(0)} s: ${counts}.`);
  else console.log(`✓ All checks passed in ${total.toFixed(0)} s: ${counts}.`);
}
