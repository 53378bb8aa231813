import type { NextFunction, Request, Response } from 'express';
import { AssemblyAI } from 'assemblyai';
import { AUDIO_URL_MESSAGES, AUDIO_URL_PROBE_MS, startTranscriptSchema, unlockRequestSchema, type Transcript } from '../../src/contract/transcripts';
import { safeEqual } from '../auth';
import { HttpError, type ApiContext, type RegisterRoutes } from '../context';
import { RateLimiter, validate } from '../validate';
import { EMULATOR_API_KEY } from './providerEmulator';

/** Local default, written in the README; mock-api/server.ts warns while it is in use. */
export const DEFAULT_TRANSCRIBE_PASSWORD = 'letmein-transcribe';
/** More wrong passwords than this a minute from one address gets 429. */
export const MAX_WRONG_PASSWORDS_PER_MINUTE = 10;
export const PASSWORD_HEADER = 'x-auth-password';
const INVALID_PASSWORD = 'Invalid password';

const limiters = new WeakMap<ApiContext, RateLimiter>();
function wrongPasswords(ctx: ApiContext): RateLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) limiters.set(ctx, (limiter = new RateLimiter(MAX_WRONG_PASSWORDS_PER_MINUTE)));
  return limiter;
}

export function transcribePassword(env: NodeJS.ProcessEnv): string {
  return env.TRANSCRIBE_PASSWORD || DEFAULT_TRANSCRIBE_PASSWORD;
}

/** True when `candidate` is the password; a wrong one counts against the caller's address. */
function passwordAccepted(ctx: ApiContext, req: Request, candidate: unknown): boolean {
  const ip = ctx.clientAddress(req);
  if (wrongPasswords(ctx).blocked(ip)) throw new HttpError(429, 'Too many wrong passwords; try again in a minute');
  const ok = typeof candidate === 'string' && candidate.length > 0 && safeEqual(candidate, transcribePassword(ctx.env));
  if (!ok) wrongPasswords(ctx).hit(ip);
  return ok;
}

/**
 * Express middleware: the shared password in `X-Auth-Password` on every transcription call
 * (the browser's lock is a convenience; this is the check). 401 `Invalid password` otherwise.
 */
export function requireTranscribePassword(ctx: ApiContext) {
  return (req: Request, _res: Response, next: NextFunction) => {
    try {
      if (!passwordAccepted(ctx, req, req.get(PASSWORD_HEADER))) return next(new HttpError(401, INVALID_PASSWORD));
      next();
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Where the speech-to-text provider is. With ASSEMBLYAI_API_KEY set it is the real service
 * (ASSEMBLYAI_BASE_URL overrides its address); without, the emulator this backend mounts at
 * /v2 on its own port.
 */
export function providerConfig(ctx: ApiContext, req: Request): { apiKey: string; baseUrl: string } {
  const realKey = ctx.env.ASSEMBLYAI_API_KEY?.trim();
  const baseUrl = ctx.env.ASSEMBLYAI_BASE_URL?.trim() || (realKey ? DEFAULT_PROVIDER_URL : `http://127.0.0.1:${req.socket.localPort}`);
  return { apiKey: realKey || EMULATOR_API_KEY, baseUrl: baseUrl.replace(/\/+$/, '') };
}
const DEFAULT_PROVIDER_URL = 'https://api.assemblyai.com';

/** The provider through its official SDK. */
export function providerClient(ctx: ApiContext, req: Request): AssemblyAI {
  return new AssemblyAI({ ...providerConfig(ctx, req), userAgent: false });
}

/** The fields the browser reads, nothing else of the provider's answer. */
function publicTranscript(t: { id: string; status: string; error?: string | null; utterances?: { start: number; end?: number; speaker?: string | null; text: string }[] | null }): Transcript {
  return {
    id: t.id,
    status: t.status as Transcript['status'],
    error: t.error ?? null,
    utterances: t.utterances?.map((u) => ({ start: u.start, end: u.end, speaker: u.speaker ?? null, text: u.text })) ?? null,
  };
}

/** The provider's own error text (the SDK gives "HTTP Error: {status} {text}" when there is none). */
function providerError(err: unknown): HttpError {
  const message = err instanceof Error && err.message ? err.message : 'The speech-to-text provider did not answer';
  return new HttpError(502, message);
}

/** Types a server may give audio without saying so; anything else but audio/* and video/* is refused. */
const GENERIC_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', 'application/ogg', 'application/mp4']);

/** True for a file the provider stored for us (its own address; it may not answer a plain HEAD). */
function isProviderUpload(audioUrl: URL, providerBase: string): boolean {
  return audioUrl.origin === new URL(providerBase).origin || audioUrl.hostname === 'cdn.assemblyai.com';
}

/**
 * Asks the audio URL itself before the provider does: a HEAD (a one-byte ranged GET when HEAD is
 * not allowed), all within AUDIO_URL_PROBE_MS. The provider's own download error only comes after
 * seconds of polling and cannot tell a 404 from a web page; this says which at once. Null when the
 * URL answers with audio, video or an unnamed type (left to the provider).
 */
export async function audioUrlProblem(audioUrl: string): Promise<string | null> {
  const host = new URL(audioUrl).host;
  const signal = AbortSignal.timeout(AUDIO_URL_PROBE_MS);
  let res: globalThis.Response;
  try {
    res = await fetch(audioUrl, { method: 'HEAD', redirect: 'follow', signal });
    if (res.status === 405 || res.status === 501) {
      res = await fetch(audioUrl, { headers: { Range: 'bytes=0-0' }, redirect: 'follow', signal });
      await res.body?.cancel();
    }
  } catch {
    return signal.aborted ? AUDIO_URL_MESSAGES.timedOut(host) : AUDIO_URL_MESSAGES.unreachable(host);
  }
  if (!res.ok) return AUDIO_URL_MESSAGES.status(res.status, res.statusText);
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type && !/^(audio|video)\//.test(type) && !GENERIC_TYPES.has(type)) return AUDIO_URL_MESSAGES.notAudio(type);
  return null;
}

const TRANSCRIPT_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** How the provider (and its emulator) says an id is unknown; its SDK passes on the text, not the status. */
const TRANSCRIPT_NOT_FOUND = /not found/i;

/**
 * The transcription lock and transcripts:
 * - POST /api/transcribe/unlock `{ password }` → 204, or 401 `Invalid password`
 * - POST /api/transcripts `{ audioUrl }` → the queued transcript `{ id, status }`, or 422 when the URL
 *   (not one of the provider's own uploads) is unreachable, answers an error status or is not audio
 * - GET /api/transcripts/:id → `{ id, status, error, utterances }`
 * Every call but unlock needs `X-Auth-Password`; provider failures are 502 with its error text.
 */
export const registerTranscripts: RegisterRoutes = (router, ctx) => {
  const password = requireTranscribePassword(ctx);

  router.post('/transcribe/unlock', (req, res) => {
    const body = validate(unlockRequestSchema, req.body);
    if (!passwordAccepted(ctx, req, body.password)) throw new HttpError(401, INVALID_PASSWORD);
    res.status(204).end();
  });

  router.post('/transcripts', password, async (req, res, next) => {
    try {
      const { audioUrl } = validate(startTranscriptSchema, req.body);
      const provider = providerConfig(ctx, req);
      if (!isProviderUpload(new URL(audioUrl), provider.baseUrl)) {
        const problem = await audioUrlProblem(audioUrl);
        if (problem) throw new HttpError(422, problem);
      }
      let transcript;
      try {
        transcript = await new AssemblyAI({ ...provider, userAgent: false }).transcripts.submit({ audio_url: audioUrl, speaker_labels: true, word_boost: ['*'] });
      } catch (err) {
        throw providerError(err);
      }
      res.status(201).json(publicTranscript(transcript));
    } catch (err) {
      next(err);
    }
  });

  router.get('/transcripts/:id', password, async (req, res, next) => {
    try {
      const id = String(req.params.id);
      if (!TRANSCRIPT_ID.test(id)) throw new HttpError(400, 'Invalid transcript id');
      let transcript;
      try {
        transcript = await providerClient(ctx, req).transcripts.get(id);
      } catch (err) {
        // The provider not knowing the id is the visitor's mistake (404), not a provider failure (502).
        if (err instanceof Error && TRANSCRIPT_NOT_FOUND.test(err.message)) throw new HttpError(404, 'Transcript not found');
        throw providerError(err);
      }
      res.set('Cache-Control', 'no-store').json(publicTranscript(transcript));
    } catch (err) {
      next(err);
    }
  });
};
