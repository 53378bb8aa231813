import { httpErrorMessage, PASSWORD_HEADER, uploadOutcome } from './logic';
import type { Transcript } from '@/contract/transcripts';
import { TRANSCRIBE_MESSAGES } from '@/contract/transcriptSettings';

/** The page's schemas (and zod with them): loaded after hydration, not at start. */
export const loadTranscribeSchemas = () => import('./schemas');

/**
 * The transcription tool's calls to /api. They do not go through RTK Query on purpose: the
 * password travels in a header on every call and must not be kept in the Redux store (RTK
 * Query keeps call arguments in state), and the upload needs XHR for its progress events.
 */

/** A refusal the page shows as is; `relock` when the backend no longer accepts the password. */
export class TranscribeError extends Error {
  constructor(
    message: string,
    public relock = false,
  ) {
    super(message);
  }
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

async function call(path: string, password: string, init: RequestInit = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', [PASSWORD_HEADER]: password, ...init.headers },
    });
  } catch {
    throw new TranscribeError('Could not reach the server. Check your connection and try again.');
  }
  const body = await readJson(res);
  if (res.status === 401) throw new TranscribeError(TRANSCRIBE_MESSAGES.invalidPassword, true);
  if (!res.ok) throw new TranscribeError(httpErrorMessage(res.status, res.statusText, body));
  return body;
}

/** Asks the backend whether the password is right (the lock). */
export async function checkPassword(password: string): Promise<void> {
  await call('transcribe/unlock', password, { method: 'POST', body: JSON.stringify({ password }) });
}

export async function startTranscript(audioUrl: string, password: string): Promise<Transcript> {
  const body = await call('transcripts', password, { method: 'POST', body: JSON.stringify({ audioUrl }) });
  const parsed = (await loadTranscribeSchemas()).transcriptSchema.safeParse(body);
  if (!parsed.success) throw new TranscribeError(TRANSCRIBE_MESSAGES.unknown);
  return parsed.data;
}

export async function getTranscript(id: string, password: string): Promise<Transcript> {
  const body = await call(`transcripts/${encodeURIComponent(id)}`, password);
  const parsed = (await loadTranscribeSchemas()).transcriptSchema.safeParse(body);
  if (!parsed.success) throw new TranscribeError(TRANSCRIBE_MESSAGES.unknown);
  return parsed.data;
}

export interface UploadHandle {
  done: Promise<string>;
  abort: () => void;
}

/** What an upload cancelled by `abort` rejects with (the page says so and keeps the file). */
export const UPLOAD_CANCELLED = 'Upload cancelled. The file is still chosen: press Transcribe to send it again, or Clear.';

/**
 * POST /api/get-upload-url: multipart field `file`, header X-Auth-Password, answering
 * `{ fileUrl }`. Bytes sent from XHR upload events (the multipart body's, a little over the file's).
 */
export function uploadFile(file: File, password: string, onProgress: (sent: number, total: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    xhr.open('POST', '/api/get-upload-url');
    xhr.setRequestHeader(PASSWORD_HEADER, password);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const outcome = uploadOutcome(xhr.status, body);
      if ('fileUrl' in outcome) {
        resolve(outcome.fileUrl);
      } else reject(new TranscribeError(outcome.error, outcome.relock));
    };
    xhr.onerror = () => reject(new TranscribeError(TRANSCRIBE_MESSAGES.uploadError));
    xhr.onabort = () => reject(new TranscribeError(UPLOAD_CANCELLED));
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      xhr.send(form);
    } catch {
      reject(new TranscribeError(TRANSCRIBE_MESSAGES.unknown));
    }
  });
  return { done, abort: () => xhr.abort() };
}
