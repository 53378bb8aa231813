/**
 * Benchmarks of the tools, run by `npm run bench` or alone with `tsx scripts/bench-tools.ts`:
 * - the text parser's throughput on generated messy text of 1 MB and 10 MB;
 * - the backend's peak memory (VmHWM) while a 500 MB upload streams through
 *   POST /api/get-upload-url. The body is generated on the fly; nothing that size is ever on
 *   disk in the repo or in memory here. Numbers to watch, not tests.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseText } from '../src/features/parser/logic';
import { MAX_UPLOAD_BYTES } from '../src/contract/transcripts';
import { multipartStream, postStream, wavHeader } from '../tests/api/media';
import { freePort, waitForHttp } from './ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;

/** Markdown, HTML, code, entities and prose, repeated to size. */
function messyText(bytes: number): string {
  const unit = [
    '## Release notes for **version 2**',
    '',
    'Dr. Smith fixed 3.5 bugs, e.g. the <b>login</b> one &amp; the `map` typo. See [the ticket](https://example.com/t/42) for details!',
    '- faster start-up, finally',
    '- fewer `console.log()` calls in production',
    '> Quoted wisdom is still wisdom, allegedly.',
    '```ts',
    'const answer: number = compute(42);',
    '```',
    '<p>A paragraph that was wrapped',
    'by an email client in the middle of a sentence.</p><!-- reviewer: ok -->',
    '| Name | Role |',
    '|------|------|',
    '| Ada  | Boss |',
    '',
  ].join('\n');
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

function benchParser() {
  parseText(messyText(64 * 1024)); // Warm up the JIT and the segmenter.
  console.log('\nText parser (src/features/parser/logic.ts), generated messy Markdown/HTML\n');
  console.log(`${'input'.padEnd(10)} ${'time'.padStart(10)} ${'throughput'.padStart(12)} ${'sentences'.padStart(10)}`);
  for (const size of [1 * MB, 10 * MB]) {
    const text = messyText(size);
    const started = performance.now();
    const out = parseText(text);
    const ms = performance.now() - started;
    const lines = out.split('\n').length;
    console.log(`${`${size / MB} MB`.padEnd(10)} ${`${ms.toFixed(0)} ms`.padStart(10)} ${`${(size / MB / (ms / 1000)).toFixed(2)} MB/s`.padStart(12)} ${String(lines).padStart(10)}`);
  }
}

/** Resident memory of a process from /proc: current and peak (high-water mark), in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null;
  }
}

async function benchUpload() {
  const work = mkdtempSync(path.join(tmpdir(), 'sophist-bench-'));
  cpSync(path.join(root, 'src', 'contract', 'seed'), path.join(work, 'seed'), { recursive: true });
  const port = await freePort();
  // One node process (tsx as a loader, not a wrapper), so its /proc entry is the backend itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/server.ts'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(port), DB_FILE: path.join(work, 'db.json'), SEED_DIR: path.join(work, 'seed'), TRANSCRIBE_PASSWORD: 'bench-password' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`);
    const idle = memoryOf(child.pid!);
    let peakRss = idle?.rss ?? 0;
    const sampler = setInterval(() => {
      const m = memoryOf(child.pid!);
      if (m) peakRss = Math.max(peakRss, m.rss);
    }, 20);
    const size = MAX_UPLOAD_BYTES;
    const body = multipartStream({ size, type: 'audio/wav', filename: 'bench.wav', head: wavHeader(size - 44) });
    const started = performance.now();
    const res = await postStream(`http://127.0.0.1:${port}/api/get-upload-url`, body, { 'X-Auth-Password': 'bench-password' });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memoryOf(child.pid!);
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body}`);
    const fmt = (bytes: number | undefined) => (bytes === undefined || Number.isNaN(bytes) ? 'n/a' : `${(bytes / MB).toFixed(0)} MB`);
    console.log('\nStreamed upload through POST /api/get-upload-url (busboy to disk, then to the provider emulator)\n');
    console.log(`upload size        ${fmt(size)} (generated on the fly)`);
    console.log(`time               ${seconds.toFixed(1)} s (${(size / MB / seconds).toFixed(0)} MB/s, both hops)`);
    console.log(`backend RSS idle   ${fmt(idle?.rss)}`);
    console.log(`backend RSS peak   ${fmt(Math.max(peakRss, after?.hwm ?? 0))} (VmHWM, the kernel's high-water mark)`);
    console.log(`growth             ${fmt(Math.max(peakRss, after?.hwm ?? 0) - (idle?.rss ?? 0))} for ${fmt(size)} streamed`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  }
}

export async function benchTools() {
  benchParser();
  await benchUpload();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTools();
