import { request } from 'node:http';
import { Readable } from 'node:stream';

/**
 * Test media made on the fly: WAV files of a given length and multipart bodies of any size,
 * streamed from a reused buffer so even 500 MB never sits in memory (or in the repo).
 */

/** A 44-byte PCM WAV header for `dataBytes` of audio. */
export function wavHeader(dataBytes: number, sampleRate = 8000, channels = 1, bitsPerSample = 16): Buffer {
  const h = Buffer.alloc(44);
  const byteRate = (sampleRate * channels * bitsPerSample) / 8;
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(Math.min(0xffffffff, 36 + dataBytes), 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(byteRate, 28);
  h.writeUInt16LE((channels * bitsPerSample) / 8, 32);
  h.writeUInt16LE(bitsPerSample, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(Math.min(0xffffffff, dataBytes), 40);
  return h;
}

/** A whole WAV file (8 kHz mono, 16-bit) with a quiet 440 Hz tone, `seconds` long. */
export function wavFile(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  return Buffer.concat([wavHeader(data.length, sampleRate), data]);
}

export interface MultipartSpec {
  /** Bytes of file content after `head` (generated, zeros, in 1 MB chunks). */
  size: number;
  /** The first bytes of the file (e.g. a WAV header); counted in `size`. */
  head?: Buffer;
  type: string;
  filename?: string;
  field?: string;
}

const CHUNK = Buffer.alloc(1024 * 1024);

/** A multipart/form-data body streamed chunk by chunk, and its exact length. */
export function multipartStream(spec: MultipartSpec): { stream: Readable; length: number; contentType: string } {
  const boundary = `----sophist${Math.random().toString(16).slice(2)}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${spec.field ?? 'file'}"; filename="${spec.filename ?? 'audio.wav'}"\r\nContent-Type: ${spec.type}\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const head = spec.head ?? Buffer.alloc(0);
  async function* parts() {
    yield preamble;
    yield head;
    let left = spec.size - head.length;
    while (left > 0) {
      const n = Math.min(left, CHUNK.length);
      yield n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n);
      left -= n;
    }
    yield epilogue;
  }
  return {
    stream: Readable.from(parts(), { objectMode: false }),
    length: preamble.length + spec.size + epilogue.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface StreamedResponse {
  status: number;
  body: string;
  /** True when the server closed the connection before the whole body was sent. */
  cutOff: boolean;
  /** Bytes of the body the server read before it answered or closed. */
  sent: number;
}

/**
 * POSTs a streamed body with node:http (backpressure respected). `chunked` leaves out
 * Content-Length, so only the server's own counting can stop an oversized body.
 */
export function postStream(
  url: string,
  body: { stream: Readable; length: number; contentType: string },
  headers: Record<string, string>,
  chunked = false,
): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let response: { status: number; body: string } | null = null;
    let cutOff = false;
    const req = request(url, {
      method: 'POST',
      headers: { 'Content-Type': body.contentType, ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(body.length) }), ...headers },
    });
    const finish = () => {
      if (response) resolve({ ...response, cutOff, sent });
    };
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        response = { status: res.statusCode ?? 0, body: text };
        body.stream.destroy();
        finish();
      });
    });
    req.on('error', (err) => {
      cutOff = true;
      if (response) finish();
      else if (!(err as NodeJS.ErrnoException).code?.match(/EPIPE|ECONNRESET/)) reject(err);
      else setTimeout(() => (response ? finish() : reject(err)), 500);
    });
    body.stream.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (!req.write(chunk)) {
        body.stream.pause();
        req.once('drain', () => body.stream.resume());
      }
    });
    body.stream.on('end', () => req.end());
    req.on('close', () => body.stream.destroy());
  });
}
