import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import express, { type NextFunction, type Request, type Response } from 'express';
import { parseFile } from 'music-metadata';
import type { ApiContext } from '../context';
import type { MountRoutes } from './pages';

/**
 * An emulator of the speech-to-text provider's REST API (AssemblyAI's shape), mounted outside
 * /api on the backend's own port so the official SDK can talk to it with a changed base URL:
 * - POST /v2/upload (raw bytes) → `{ upload_url }`
 * - POST /v2/transcript `{ audio_url, speaker_labels, word_boost, … }` → the queued transcript
 * - GET /v2/transcript/:id → queued → processing → completed (or error) over a few polls
 * It recognises no speech: it reads the audio's real duration (music-metadata), cuts it into
 * utterances by alternating speakers, and says plainly that the text is emulated. A URL it
 * cannot download, or a file with no audio, ends in the provider's kind of error.
 */

/** The API key the backend's SDK client uses against the emulator. */
export const EMULATOR_API_KEY = 'sophist-emulator-key';
/** GET number n moves the transcript on: 1 → processing, POLLS_TO_FINISH → completed or error. */
export const POLLS_TO_FINISH = 3;
/** The largest file the emulator accepts or downloads. */
export const EMULATOR_MAX_BYTES = 500 * 1024 * 1024;
/** How long one utterance of the emulated transcript lasts, at most. */
export const UTTERANCE_MS = 8000;
/** How long the emulator waits for a remote audio URL. */
export const DOWNLOAD_TIMEOUT_MS = 15_000;
const MAX_UTTERANCES = 2000;
/** Transcripts the emulator remembers; the oldest are forgotten first. */
const MAX_TRANSCRIPTS = 1000;

/** What each emulated speaker says, in turn. */
export const EMULATED_LINES = [
  'This is an emulated transcript. Nobody listened to your audio; the local stand-in for the speech-to-text provider only measured how long it runs.',
  'Correct. Every word here is a placeholder, timed to your file, labelled by speaker, and confidently wrong about what was said.',
  'To hear the real thing, set ASSEMBLYAI_API_KEY on the backend and the official provider will do the listening.',
  'Until then, quote none of this. Quoting a transcript nobody checked is how most bad arguments start.',
];

interface EmulatedTranscript {
  id: string;
  audioUrl: string;
  speakerLabels: boolean;
  wordBoost: string[];
  polls: number;
  created: string;
  outcome: Promise<{ durationMs: number } | { error: string }>;
  settled: { durationMs: number } | { error: string } | null;
}

const AUTH_ERROR = 'Authentication error, API token missing/invalid';
const UPLOAD_PATH = /^\/v2\/cdn\/upload\/([0-9a-f-]{36})$/;

function requireKey(req: Request, res: Response, next: NextFunction) {
  if (req.get('authorization') !== EMULATOR_API_KEY) return void res.status(401).json({ error: AUTH_ERROR });
  next();
}

/** Counts bytes through a stream and fails it past `max`. */
function byteLimit(max: number, onExceeded: () => Error) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(onExceeded());
      else done(null, chunk);
    },
  });
}

/** Real duration of the audio, in ms; the provider's error when the file has none. */
async function measure(file: string): Promise<{ durationMs: number } | { error: string }> {
  try {
    const meta = await parseFile(file, { duration: true, skipCovers: true });
    const seconds = meta.format.duration;
    if (seconds && Number.isFinite(seconds) && seconds > 0) return { durationMs: Math.round(seconds * 1000) };
  } catch {
    /* Not audio it can read: the same answer as no duration. */
  }
  return { error: 'Transcoding failed. File does not appear to contain audio. Please check that the file contains an audio stream and is in a supported format.' };
}

async function download(url: string, dir: string): Promise<string> {
  const file = path.join(dir, `download-${randomUUID()}`);
  const res = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`status ${res.status}`);
  try {
    await pipeline(Readable.fromWeb(res.body as WebReadableStream), byteLimit(EMULATOR_MAX_BYTES, () => new Error('too large')), createWriteStream(file));
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return file;
}

/** Where the audio is: a file this emulator stored, else a download (kept only while measured). */
async function analyse(audioUrl: string, dir: string): Promise<{ durationMs: number } | { error: string }> {
  const downloadError = {
    error: `Download error, unable to download ${audioUrl}. Please make sure the file exists and is accessible from the internet.`,
  };
  let pathname: string;
  try {
    pathname = new URL(audioUrl).pathname;
  } catch {
    return downloadError;
  }
  const own = UPLOAD_PATH.exec(pathname);
  if (own) {
    const file = path.join(dir, own[1]!);
    return existsSync(file) ? measure(file) : downloadError;
  }
  let file: string;
  try {
    file = await download(audioUrl, dir);
  } catch {
    return downloadError;
  }
  try {
    return await measure(file);
  } finally {
    await rm(file, { force: true });
  }
}

/** Utterances that cover the audio: alternating speakers A and B, at most UTTERANCE_MS each, at least two. */
export function emulatedUtterances(durationMs: number) {
  const count = Math.min(MAX_UTTERANCES, Math.max(durationMs >= 1000 ? 2 : 1, Math.ceil(durationMs / UTTERANCE_MS)));
  const step = durationMs / count;
  return Array.from({ length: count }, (_, i) => {
    const start = Math.round(i * step);
    const end = Math.round((i + 1) * step);
    const text = i < EMULATED_LINES.length ? EMULATED_LINES[i]! : `Still emulated, ${Math.floor(start / 60000)} minutes in. The audio continues; the listening does not.`;
    const words = text.split(' ');
    const per = (end - start) / words.length;
    return {
      speaker: i % 2 === 0 ? 'A' : 'B',
      start,
      end,
      confidence: 0.5,
      text,
      words: words.map((w, j) => ({ text: w, start: Math.round(start + j * per), end: Math.round(start + (j + 1) * per), confidence: 0.5, speaker: i % 2 === 0 ? 'A' : 'B' })),
    };
  });
}

function view(t: EmulatedTranscript) {
  const status = t.polls === 0 ? 'queued' : t.polls < POLLS_TO_FINISH || !t.settled ? 'processing' : 'error' in t.settled ? 'error' : 'completed';
  const base = {
    id: t.id,
    status,
    audio_url: t.audioUrl,
    speaker_labels: t.speakerLabels,
    word_boost: t.wordBoost,
    language_code: 'en_us',
    created: t.created,
    error: null as string | null,
    text: null as string | null,
    utterances: null as ReturnType<typeof emulatedUtterances> | null,
    audio_duration: null as number | null,
  };
  if (status === 'error' && t.settled && 'error' in t.settled) return { ...base, error: t.settled.error };
  if (status === 'completed' && t.settled && 'durationMs' in t.settled) {
    const utterances = emulatedUtterances(t.settled.durationMs);
    return {
      ...base,
      text: utterances.map((u) => u.text).join(' '),
      utterances: t.speakerLabels ? utterances : null,
      audio_duration: Math.round(t.settled.durationMs / 1000),
    };
  }
  return base;
}

export const mountProviderEmulator: MountRoutes = (app, ctx: ApiContext) => {
  const dir = path.join(ctx.uploadDir, 'provider');
  mkdirSync(dir, { recursive: true });
  const transcripts = new Map<string, EmulatedTranscript>();
  const v2 = express.Router();
  v2.use(requireKey);

  v2.post('/upload', async (req, res) => {
    const declared = Number(req.get('content-length'));
    if (declared > EMULATOR_MAX_BYTES) return void res.status(413).json({ error: 'File too large' });
    const id = randomUUID();
    const file = path.join(dir, id);
    try {
      await pipeline(req, byteLimit(EMULATOR_MAX_BYTES, () => Object.assign(new Error('File too large'), { tooLarge: true })), createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await rm(file, { force: true });
      if (!res.headersSent) res.status((err as { tooLarge?: boolean }).tooLarge ? 413 : 400).json({ error: (err as { tooLarge?: boolean }).tooLarge ? 'File too large' : 'Upload failed' });
      return;
    }
    res.json({ upload_url: `${req.protocol}://${req.get('host')}/v2/cdn/upload/${id}` });
  });

  v2.post('/transcript', express.json({ limit: '1mb' }), (req, res) => {
    const body = (req.body ?? {}) as { audio_url?: unknown; speaker_labels?: unknown; word_boost?: unknown };
    if (typeof body.audio_url !== 'string' || !body.audio_url) return void res.status(400).json({ error: 'audio_url is required' });
    if (!/^https?:\/\//i.test(body.audio_url)) return void res.status(400).json({ error: 'Transcript creation error, audio_url should start with http' });
    if (body.word_boost !== undefined && !(Array.isArray(body.word_boost) && body.word_boost.every((w) => typeof w === 'string'))) {
      return void res.status(400).json({ error: 'word_boost must be a list of strings' });
    }
    const t: EmulatedTranscript = {
      id: randomUUID(),
      audioUrl: body.audio_url,
      speakerLabels: body.speaker_labels === true,
      wordBoost: (body.word_boost as string[] | undefined) ?? [],
      polls: 0,
      created: new Date().toISOString(),
      outcome: analyse(body.audio_url, dir),
      settled: null,
    };
    void t.outcome.then((o) => (t.settled = o));
    transcripts.set(t.id, t);
    if (transcripts.size > MAX_TRANSCRIPTS) transcripts.delete(transcripts.keys().next().value!);
    res.json(view(t));
  });

  v2.get('/transcript/:id', (req, res) => {
    const t = transcripts.get(String(req.params.id));
    if (!t) return void res.status(404).json({ error: 'Transcript not found' });
    t.polls += 1;
    res.json(view(t));
  });

  v2.use((_req: Request, res: Response) => void res.status(404).json({ error: 'Not found' }));
  app.use('/v2', v2);
};
