import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_URL_MESSAGES, MAX_UPLOAD_BYTES } from '../../src/contract/transcripts';
import { transcriptSchema } from '../../src/contract/transcripts';
import { EMULATED_LINES, EMULATOR_API_KEY, POLLS_TO_FINISH } from '../../mock-api/routes/providerEmulator';
import { multipartStream, postStream, wavFile, wavHeader } from './media';
import { startApi, type RunningApi } from './server';

const PASSWORD = 'letmein-transcribe';
let api: RunningApi;
let uploads: string;
/** Somewhere on the internet, played locally: audio, a 404, a web page, a server that never answers. */
let web: Server;
let webUrl: string;

beforeAll(async () => {
  api = await startApi({ env: {} });
  uploads = path.join(path.dirname(api.dbFile), 'uploads');
  web = createServer((req, res) => {
    if (req.url === '/talk.wav') return void res.writeHead(200, { 'Content-Type': 'audio/wav' }).end(req.method === 'HEAD' ? undefined : wavFile(3));
    if (req.url === '/no-head.wav' && req.method === 'HEAD') return void res.writeHead(405).end();
    if (req.url === '/no-head.wav') return void res.writeHead(206, { 'Content-Type': 'audio/wav' }).end(wavFile(1).subarray(0, 1));
    // Answers the probe, then is gone when the provider comes for it.
    if (req.url === '/vanishing.mp3') return void res.writeHead(req.method === 'HEAD' ? 200 : 404, { 'Content-Type': 'audio/mpeg' }).end();
    if (req.url === '/page.html') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<p>hi</p>');
    if (req.url === '/never') return; // no answer at all
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(async () => {
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
  await api.close();
});

const json = (body: unknown, password?: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(password === undefined ? {} : { 'X-Auth-Password': password }) },
  body: JSON.stringify(body),
});

function form(file: Blob, name = 'audio.wav', field = 'file') {
  const data = new FormData();
  data.append(field, file, name);
  return data;
}

async function upload(file: Blob, password: string | undefined, name?: string) {
  return fetch(`${api.url}/api/get-upload-url`, {
    method: 'POST',
    headers: password === undefined ? {} : { 'X-Auth-Password': password },
    body: form(file, name),
  });
}

/** Files left in the backend's own upload folder (the provider keeps its copies in provider/). */
const stagedFiles = () => readdirSync(uploads).filter((f) => f !== 'provider');

async function poll(id: string) {
  const res = await fetch(`${api.url}/api/transcripts/${id}`, { headers: { 'X-Auth-Password': PASSWORD } });
  expect(res.status).toBe(200);
  return transcriptSchema.parse(await res.json());
}

/** Polls until done, as the browser does (without the 3 s wait). */
async function finish(id: string) {
  const seen: string[] = [];
  for (let i = 0; i < 20; i++) {
    const t = await poll(id);
    seen.push(t.status);
    if (t.status === 'completed' || t.status === 'error') return { t, seen };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never finished: ${seen.join(' → ')}`);
}

describe('the transcription lock', () => {
  it('answers a wrong password with 401 "Invalid password" and the right one with 204', async () => {
    const wrong = await fetch(`${api.url}/api/transcribe/unlock`, json({ password: 'open sesame' }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid password' });
    const empty = await fetch(`${api.url}/api/transcribe/unlock`, json({}));
    expect(empty.status).toBe(400);
    const right = await fetch(`${api.url}/api/transcribe/unlock`, json({ password: PASSWORD }));
    expect(right.status).toBe(204);
  });

  it('takes its password from TRANSCRIBE_PASSWORD', async () => {
    const other = await startApi({ env: { TRANSCRIBE_PASSWORD: 'correct horse' } });
    try {
      expect((await fetch(`${other.url}/api/transcribe/unlock`, json({ password: PASSWORD }))).status).toBe(401);
      expect((await fetch(`${other.url}/api/transcribe/unlock`, json({ password: 'correct horse' }))).status).toBe(204);
    } finally {
      await other.close();
    }
  });

  it('gives 429 after too many wrong passwords from one address', async () => {
    const other = await startApi({ env: {} });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await fetch(`${other.url}/api/transcribe/unlock`, json({ password: `guess-${i}` }))).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await fetch(`${other.url}/api/transcribe/unlock`, json({ password: PASSWORD }))).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/get-upload-url', () => {
  const small = () => new Blob([new Uint8Array(wavFile(2))], { type: 'audio/wav' });

  it('refuses a missing or wrong password with 401 before storing anything', async () => {
    for (const password of [undefined, '', 'nope']) {
      const res = await upload(small(), password);
      expect(res.status, String(password)).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid password' });
    }
    expect(stagedFiles()).toEqual([]);
  });

  it('refuses a file that is not audio or video with 415, leaving nothing behind', async () => {
    const res = await upload(new Blob(['just words'], { type: 'text/plain' }), PASSWORD, 'notes.txt');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'Please upload an audio or video file' });
    expect(stagedFiles()).toEqual([]);
  });

  it('refuses a body without a file field, or not multipart at all', async () => {
    const wrongField = await fetch(`${api.url}/api/get-upload-url`, { method: 'POST', headers: { 'X-Auth-Password': PASSWORD }, body: form(small(), 'a.wav', 'audio') });
    expect(wrongField.status).toBe(400);
    const notMultipart = await fetch(`${api.url}/api/get-upload-url`, json({ file: 'x' }, PASSWORD));
    expect(notMultipart.status).toBe(400);
    expect(stagedFiles()).toEqual([]);
  });

  it('refuses a declared size over 500 MB at once, without reading the body', async () => {
    const body = multipartStream({ size: MAX_UPLOAD_BYTES + 1024 * 1024, type: 'audio/wav' });
    const res = await postStream(`${api.url}/api/get-upload-url`, body, { 'X-Auth-Password': PASSWORD });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: 'File size must be less than 500MB' });
    expect(res.sent).toBeLessThan(64 * 1024 * 1024);
    expect(stagedFiles()).toEqual([]);
  });

  it('stops an oversized body while streaming and removes the partial file', async () => {
    // Chunked: no Content-Length to go by, so only the server's counting can stop it.
    const body = multipartStream({ size: MAX_UPLOAD_BYTES + 50 * 1024 * 1024, type: 'audio/wav', head: wavHeader(MAX_UPLOAD_BYTES) });
    const res = await postStream(`${api.url}/api/get-upload-url`, body, { 'X-Auth-Password': PASSWORD }, true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: 'File size must be less than 500MB' });
    expect(res.sent).toBeLessThan(MAX_UPLOAD_BYTES + 50 * 1024 * 1024);
    await new Promise((r) => setTimeout(r, 300));
    expect(stagedFiles()).toEqual([]);
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it('streams a 500 MB upload (exactly the limit) to disk with flat memory', async () => {
    const size = MAX_UPLOAD_BYTES;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
    const body = multipartStream({ size, type: 'audio/wav', head: wavHeader(size - 44) });
    const res = await postStream(`${api.url}/api/get-upload-url`, body, { 'X-Auth-Password': PASSWORD });
    clearInterval(sampler);
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).fileUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v2\/cdn\/upload\/[0-9a-f-]{36}$/);
    // Server and client share this process: 500 MB went through both (and on to the provider), memory barely moved.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    expect(stagedFiles()).toEqual([]);
  }, 60_000);

  it('stores an audio file under a generated name with the provider and answers { fileUrl }', async () => {
    const res = await upload(small(), PASSWORD, '../../etc/passwd.wav');
    expect(res.status).toBe(200);
    const { fileUrl } = (await res.json()) as { fileUrl: string };
    const id = /\/v2\/cdn\/upload\/([0-9a-f-]{36})$/.exec(fileUrl)?.[1];
    expect(id).toBeTruthy();
    expect(readdirSync(path.join(uploads, 'provider'))).toContain(id);
    expect(stagedFiles()).toEqual([]);
  });
});

describe('transcripts through the provider emulator', () => {
  async function uploaded(bytes: Buffer, type = 'audio/wav') {
    const res = await upload(new Blob([new Uint8Array(bytes)], { type }), PASSWORD);
    expect(res.status).toBe(200);
    return ((await res.json()) as { fileUrl: string }).fileUrl;
  }

  it('refuses a missing or wrong password with 401 on start and on poll', async () => {
    for (const password of [undefined, 'nope']) {
      const start = await fetch(`${api.url}/api/transcripts`, json({ audioUrl: 'https://example.com/a.mp3' }, password));
      expect(start.status).toBe(401);
      const get = await fetch(`${api.url}/api/transcripts/abc`, { headers: password ? { 'X-Auth-Password': password } : {} });
      expect(get.status).toBe(401);
      expect(await get.json()).toEqual({ error: 'Invalid password' });
    }
  });

  it('refuses an audio URL that is not http or https', async () => {
    const res = await fetch(`${api.url}/api/transcripts`, json({ audioUrl: 'file:///etc/passwd' }, PASSWORD));
    expect(res.status).toBe(400);
  });

  it('goes queued → processing → completed, with speakers and timings from the real duration', async () => {
    const fileUrl = await uploaded(wavFile(20));
    const start = await fetch(`${api.url}/api/transcripts`, json({ audioUrl: fileUrl }, PASSWORD));
    expect(start.status).toBe(201);
    const queued = transcriptSchema.parse(await start.json());
    expect(queued.status).toBe('queued');
    const { t, seen } = await finish(queued.id);
    // Done on the third poll at the earliest; a loaded machine may still be reading the file's duration then.
    expect(seen.at(-1)).toBe('completed');
    expect(seen.slice(0, -1).every((status) => status === 'processing')).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(POLLS_TO_FINISH);
    const u = t.utterances!;
    // 20 s at most 8 s an utterance: three, evenly spread over the audio.
    expect(u.map((x) => [x.start, x.end, x.speaker])).toEqual([
      [0, 6667, 'A'],
      [6667, 13333, 'B'],
      [13333, 20000, 'A'],
    ]);
    expect(u[0]!.text).toBe(EMULATED_LINES[0]);
    expect(u[0]!.text).toMatch(/emulated transcript/);
    expect(t.error).toBeNull();
  });

  it('gives the provider\'s download error for a URL that passed the probe but failed the download', async () => {
    const audioUrl = `${webUrl}/vanishing.mp3`;
    const start = await fetch(`${api.url}/api/transcripts`, json({ audioUrl }, PASSWORD));
    expect(start.status).toBe(201);
    const { id } = transcriptSchema.parse(await start.json());
    const { t } = await finish(id);
    expect(t.status).toBe('error');
    expect(t.error).toBe(`Download error, unable to download ${audioUrl}. Please make sure the file exists and is accessible from the internet.`);
  });

  it('refuses at once (422, within 2 s) a URL that is unreachable, answers an error status, is not audio, or does not answer', async () => {
    const host = new URL(webUrl).host;
    const cases: [string, string][] = [
      [`${webUrl}/missing.mp3`, AUDIO_URL_MESSAGES.status(404, 'Not Found')],
      [`${webUrl}/page.html`, AUDIO_URL_MESSAGES.notAudio('text/html')],
      ['http://127.0.0.1:9/missing.mp3', AUDIO_URL_MESSAGES.unreachable('127.0.0.1:9')],
      [`${webUrl}/never`, AUDIO_URL_MESSAGES.timedOut(host)],
    ];
    for (const [audioUrl, error] of cases) {
      const began = performance.now();
      const res = await fetch(`${api.url}/api/transcripts`, json({ audioUrl }, PASSWORD));
      expect(performance.now() - began).toBeLessThan(2000);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error });
    }
    expect(AUDIO_URL_MESSAGES.status(404, 'Not Found')).toMatch(/HTTP 404 Not Found/);
    expect(AUDIO_URL_MESSAGES.notAudio('text/html')).toMatch(/serves text\/html, not audio/);
  });

  it('passes audio on to the provider, asking by ranged GET where HEAD is not allowed', async () => {
    for (const name of ['talk.wav', 'no-head.wav']) {
      const res = await fetch(`${api.url}/api/transcripts`, json({ audioUrl: `${webUrl}/${name}` }, PASSWORD));
      expect(res.status).toBe(201);
    }
  });

  it('gives the provider\'s transcoding error for a file with no audio in it', async () => {
    const fileUrl = await uploaded(Buffer.from('this is not audio at all, just a lie with a .wav type'));
    const start = await fetch(`${api.url}/api/transcripts`, json({ audioUrl: fileUrl }, PASSWORD));
    const { id } = transcriptSchema.parse(await start.json());
    const { t } = await finish(id);
    expect(t.status).toBe('error');
    expect(t.error).toMatch(/^Transcoding failed\. File does not appear to contain audio/);
  });

  it('answers an id the provider does not know with 404 (the visitor\'s mistake, not a provider failure)', async () => {
    const res = await fetch(`${api.url}/api/transcripts/no-such-id`, { headers: { 'X-Auth-Password': PASSWORD } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Transcript not found' });
  });

  it('uses the real provider only with a key, at a configurable base URL (here: a wrong key at the emulator)', async () => {
    const real = await startApi({ env: { ASSEMBLYAI_API_KEY: 'not-the-emulator-key', ASSEMBLYAI_BASE_URL: api.url } });
    try {
      const res = await fetch(`${real.url}/api/transcripts`, json({ audioUrl: `${webUrl}/talk.wav` }, PASSWORD));
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'Authentication error, API token missing/invalid' });
    } finally {
      await real.close();
    }
  });

  it('emulates the provider\'s REST shape for the SDK: key required, audio_url validated', async () => {
    const noKey = await fetch(`${api.url}/v2/transcript`, { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);
    const auth = { Authorization: EMULATOR_API_KEY, 'Content-Type': 'application/json' };
    const bad = await fetch(`${api.url}/v2/transcript`, { method: 'POST', headers: auth, body: JSON.stringify({ audio_url: 'ftp://x' }) });
    expect(await bad.json()).toEqual({ error: 'Transcript creation error, audio_url should start with http' });
    const up = await fetch(`${api.url}/v2/upload`, { method: 'POST', headers: { Authorization: EMULATOR_API_KEY }, body: new Uint8Array(wavFile(1)) });
    const { upload_url } = (await up.json()) as { upload_url: string };
    const created = await fetch(`${api.url}/v2/transcript`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ audio_url: upload_url, speaker_labels: true, word_boost: ['*'] }),
    });
    const body = (await created.json()) as { status: string; word_boost: string[]; speaker_labels: boolean };
    expect(body).toMatchObject({ status: 'queued', word_boost: ['*'], speaker_labels: true });
  });
});
