import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, statSync, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES, TRANSCRIBE_MESSAGES as messages } from '../../src/contract/transcripts';
import { HttpError, type RegisterRoutes } from '../context';
import { providerConfig, requireTranscribePassword } from './transcripts';

/** Room for the multipart envelope around a file of the largest allowed size. */
export const MULTIPART_SLACK_BYTES = 64 * 1024;

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': '.mp3', 'audio/mp3': '.mp3', 'audio/wav': '.wav', 'audio/x-wav': '.wav', 'audio/wave': '.wav', 'audio/ogg': '.ogg',
  'audio/webm': '.webm', 'audio/flac': '.flac', 'audio/x-flac': '.flac', 'audio/aac': '.aac', 'audio/mp4': '.m4a', 'audio/x-m4a': '.m4a',
  'video/mp4': '.mp4', 'video/webm': '.webm', 'video/quicktime': '.mov', 'video/ogg': '.ogv', 'video/x-matroska': '.mkv',
};

/** Stored files get generated names: never the sender's file name. */
function storedName(mimeType: string): string {
  return `${randomUUID()}${EXTENSIONS[mimeType.toLowerCase()] ?? '.bin'}`;
}

/**
 * POST /api/get-upload-url: multipart field `file`, header X-Auth-Password,
 * answering `{ fileUrl }`. The body is streamed to disk with busboy and never held in memory;
 * the password, the type (audio/* or video/*) and the 500 MB limit are checked as it arrives,
 * and a refused or broken upload leaves no partial file behind. The stored file is then sent
 * to the speech-to-text provider's upload endpoint, whose URL for it is the answer; the local
 * copy goes once the provider has it.
 */
export const registerUploads: RegisterRoutes = (router, ctx) => {
  router.post('/get-upload-url', requireTranscribePassword(ctx), (req: Request, res: Response, next) => {
    const declared = Number(req.get('content-length'));
    if (declared > MAX_UPLOAD_BYTES + MULTIPART_SLACK_BYTES) return refuse(req, res, next, new HttpError(413, messages.tooLarge));
    if (!req.is('multipart/form-data')) return next(new HttpError(400, 'Send the file as multipart/form-data in a field named "file"'));

    let bb: busboy.Busboy;
    try {
      // busboy reports 'limit' on reaching fileSize, so one byte more lets exactly 500 MB through.
      bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_UPLOAD_BYTES + 1, fields: 8, fieldSize: 4096, parts: 10 } });
    } catch {
      return next(new HttpError(400, 'Malformed multipart body'));
    }

    let settled = false;
    let file: string | null = null;
    let out: WriteStream | null = null;
    let written: Promise<void> | null = null;
    let truncated = false;

    const cleanup = async () => {
      out?.destroy();
      if (file) await rm(file, { force: true });
    };
    const fail = (err: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(bb);
      void cleanup().then(() => refuse(req, res, next, err));
    };

    // The client went away mid-upload: nothing to answer, but no partial file either.
    req.on('close', () => {
      if (!settled && !req.complete) {
        settled = true;
        void cleanup();
      }
    });

    bb.on('file', (field, stream, info) => {
      if (settled || field !== 'file' || file) {
        stream.resume();
        return;
      }
      if (!/^(audio|video)\//i.test(info.mimeType)) {
        stream.resume();
        return fail(new HttpError(415, messages.wrongType));
      }
      file = path.join(ctx.uploadDir, storedName(info.mimeType));
      out = createWriteStream(file, { flags: 'wx' });
      stream.on('limit', () => {
        truncated = true;
        fail(new HttpError(413, messages.tooLarge));
      });
      const target = out;
      written = new Promise<void>((resolve, reject) => {
        stream.pipe(target);
        target.on('finish', resolve);
        target.on('error', reject);
        stream.on('error', reject);
      });
      written.catch(() => fail(new HttpError(500, messages.uploadError)));
    });

    bb.on('error', () => fail(new HttpError(400, 'Malformed multipart body')));
    bb.on('partsLimit', () => fail(new HttpError(400, 'Too many parts in the upload')));
    bb.on('filesLimit', () => fail(new HttpError(400, 'Send one file at a time')));

    bb.on('close', () => {
      if (settled) return;
      if (!file || !written) return fail(new HttpError(400, 'No file in the field named "file"'));
      const stored = file;
      written
        .then(async () => {
          if (settled || truncated) return;
          settled = true;
          let fileUrl: string;
          try {
            fileUrl = await sendToProvider(stored, providerConfig(ctx, req));
          } catch (err) {
            await rm(stored, { force: true });
            console.error('[uploads] The provider refused the file:', err instanceof Error ? err.message : err);
            return next(new HttpError(502, messages.uploadError));
          }
          await rm(stored, { force: true });
          res.json({ fileUrl });
        })
        .catch(() => undefined);
    });

    req.pipe(bb);
  });
};

/**
 * Answers a refused upload and stops reading it: the connection closes once the answer is out,
 * so a sender cannot keep pushing bytes nobody will store.
 */
function refuse(req: Request, res: Response, next: (err: unknown) => void, err: HttpError) {
  if (res.headersSent) return;
  res.set('Connection', 'close');
  res.on('finish', () => setTimeout(() => req.socket.destroy(), 250).unref());
  req.resume();
  next(err);
}

/**
 * POST {provider}/v2/upload with the file streamed from disk. The provider's SDK would do the
 * same, but its fetch-based upload reads the whole file ahead of the socket on Node 20
 * (measured: 200 MB in memory for a 200 MB file); node:http with pipeline keeps backpressure.
 */
function sendToProvider(file: string, provider: { apiKey: string; baseUrl: string }): Promise<string> {
  const url = new URL('/v2/upload', provider.baseUrl);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<string>((resolve, reject) => {
    const out = send(url, {
      method: 'POST',
      headers: { Authorization: provider.apiKey, 'Content-Type': 'application/octet-stream', 'Content-Length': String(statSync(file).size) },
    });
    out.on('response', (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c.length < 1_000_000 ? c : ''));
      res.on('end', () => {
        let body: { upload_url?: unknown; error?: unknown } = {};
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          /* Not JSON: handled below. */
        }
        if (res.statusCode === 200 && typeof body.upload_url === 'string') resolve(body.upload_url);
        else reject(new Error(typeof body.error === 'string' ? body.error : `HTTP Error: ${res.statusCode} ${res.statusMessage ?? ''}`));
      });
      res.on('error', reject);
    });
    out.on('error', reject);
    pipeline(createReadStream(file), out).catch(reject);
  });
}
