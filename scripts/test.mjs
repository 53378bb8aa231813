// `npm test`: everything CI checks, in order, stopping at the first failure.
// lint → typecheck → unit + API contract tests → production build → story tests in Chromium → journeys.
// Ends with where the time went (each step, each test file) and the passed/failed counts.
import { spawnSync } from 'node:child_process';
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
  ['lint', [bin('eslint'), '.', '--max-warnings=0']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit and API contract tests', ...vitest('unit', 'api')],
  ['production build', ['npm', 'run', 'build']],
  ['story tests (Chromium, axe)', ...vitest('stories')],
  ['end-to-end journeys (Chromium, axe)', ...vitest('e2e')],
];

// A known secret for this run, so the no-secrets journey can prove the build never contains it.
process.env.AUTH_SECRET ??= randomBytes(24).toString('hex');
const started = Date.now();
/** What each step took, and for test steps what each file took and the counts. */
const done = [];
let failedStep = null;
for (const [name, [cmd, ...args], report] of steps) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  done.push({ name, seconds: (Date.now() - t) / 1000, ...readReport(report) });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    failedStep = name;
    break;
  }
  console.log(`✓ ${name} (${seconds(done.at(-1).seconds)})`);
}
rmSync(reports, { recursive: true, force: true });
printSummary();
process.exit(failedStep ? 1 : 0);

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
