import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_API_KEY } from '../../mock-api/routes/providerEmulator';
import type { CreatedClass, JoinedClass } from '../../src/contract/classes';
import { LOCAL_EMAIL_SERVICE, TO_NAME } from '../../src/contract/contact';
import { wavFile } from './media';
import { problemsWith, type Answer } from './responseChecks';
import { startApi, type RunningApi } from './server';

/**
 * Malformed requests across every route family, as an attacker would send them, seeded so a
 * failure replays. The default run is short enough for `npm test`; a long one:
 *   FUZZ_RUNS=20000 npx vitest run --project api tests/api/fuzz.test.ts
 * (FUZZ_SEED picks another sequence). Every answer must be below 500, leak no stack or path, be
 * JSON `{ error }` when it is an error under /api or on an unknown path, and the server must
 * still answer health, lists, login and writes afterwards.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 19_2026);
/** Requests in flight at once: enough to overlap, few enough for a loaded 2-core machine. */
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 15_000;

const PROXY_SECRET = 'fuzz-proxy-secret-0123456789abcdef';
const ADMIN = { username: 'admin', password: 'letmein-admin' };
const TRANSCRIBE_PASSWORD = 'letmein-transcribe';

interface Req {
  family: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

let api: RunningApi;
let token = '';
/** A live class and pupil, so the fuzz also sends their real keys (never with DELETE, which would end them). */
let cls: CreatedClass;
let pupil: JoinedClass;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * Sends exactly the bytes asked for (node:http does not normalise paths the way fetch does).
 * Status 0: node:http itself refused to send it (a bug in the generator, reported as one);
 * 599: the server never answered or broke the answer off.
 */
function send(r: Req): Promise<Answer> {
  return new Promise((resolve) => {
    const done = (status: number, contentType: string, body: string) => resolve({ method: r.method, path: r.path, status, contentType, body });
    const url = new URL(api.url);
    let req: ReturnType<typeof httpRequest>;
    // node:http sends a GET, HEAD or DELETE body without a length, which would run into the next request on the socket.
    const headers = r.body === undefined ? r.headers : { ...r.headers, 'Content-Length': String(Buffer.byteLength(r.body)) };
    try {
      req = httpRequest({ host: url.hostname, port: url.port, method: r.method, path: r.path, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(res.statusCode ?? 0, String(res.headers['content-type'] ?? ''), Buffer.concat(chunks).toString('utf8')));
        res.on('error', () => done(599, '', 'answer broken off'));
      });
    } catch (err) {
      return done(0, '', `not sent: ${String(err)}`);
    }
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => done(599, '', `no answer: ${err.message}`));
    req.end(r.body);
  });
}

// ——— Pieces an attacker combines ———

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH', 'PURGE'] as const;
const anyMethod = fc.constantFrom(...METHODS);

/** Strings that have broken parsers before: regex syntax, encodings, prototype names, huge numbers. */
const NASTY = [
  '(', '[', '*', '\\', 'a{2,1}', '(?<', '^(.|.){22}$', '(a+)+$', '.*.*.*=.*', '%', '%zz', '%E0%A4%A', '%00', '%2e%2e%2f',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '-1', '0', '1e309', 'NaN', 'Infinity', '9'.repeat(40),
  '', ' ', 'null', 'undefined', 'true', '[]', '{}', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '..%2f..%2f',
  'x'.repeat(300), '\u0000', '\ud800', '😀', 'ad-hominem', 'stmt-001',
];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
const enc = (s: string) => s.replace(/[\s\S]/gu, (c) => (/^[\ud800-\udfff]$/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)));
/** Percent-encodes only what a request line cannot carry raw, so deliberate `%` sequences stay as they are. */
const raw = (s: string) => s.replace(/[^\x21-\x7e]/gu, enc);
const encoded = fc.oneof(text.map(enc), text.map(raw));

const FIELDS = ['id', 'name', 'description', 'difficulty', 'text', 'fallacy_type_id', 'explanation'];
const PARAM_NAMES = [
  ...FIELDS, ...FIELDS.flatMap((f) => ['_ne', '_gte', '_lte', '_like'].map((s) => f + s)),
  'q', '_sort', '_order', '_page', '_limit', '_start', '_end', '_embed', '_expand', '_delay', 'callback', '_', 'messages', 'fallacyId',
];
const paramName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PARAM_NAMES) },
  { weight: 1, arbitrary: text.map(enc) },
);
const bracket = fc.constantFrom('', '', '', '[]', '[a]', '[0]', '[__proto__]', '[a][b]');
const paramValue = fc.oneof(encoded, fc.constantFrom('1', '2', '5', 'asc', 'desc', 'id', 'name,difficulty', 'ad-hominem', 'herring'));
const queryString = fc
  .array(fc.tuple(paramName, bracket, fc.option(paramValue, { nil: undefined })), { maxLength: 6 })
  .map((ps) => (ps.length ? `?${ps.map(([n, b, v]) => (v === undefined ? `${n}${b}` : `${n}${b}=${v}`)).join('&')}` : ''));
const optionalQuery = fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryString });

/** JSON bodies: random values, near-misses of real ones, and text that is not JSON at all. */
const jsonObject = fc.dictionary(fc.oneof(fc.constantFrom('username', 'password', 'id', 'name', 'description', 'difficulty', 'text', 'fallacy_type_id', 'audioUrl', '__proto__', 'constructor'), fc.string({ maxLength: 10 })), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 });
const notJson = fc.constantFrom('{"a":', '{', 'null', '"', '[1,2', '{"__proto__":{"x":1}}', '\u0000', 'a=b&c=d', '--boundary--');
const jsonBody = fc.oneof(
  { weight: 3, arbitrary: jsonObject.map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: notJson },
);
const contentType = fc.constantFrom(
  'application/json', 'application/json', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded', 'text/plain',
  'multipart/form-data', 'multipart/form-data; boundary=x', 'application/octet-stream', '', 'application/json; charset=x-nope',
);

/** Who the request claims to come from: nobody, a forged header, or the site's proxy with a forwarded address. */
const origin = fc.oneof(
  fc.constant({}),
  fc.record({ 'X-Forwarded-For': text.map(raw) }),
  fc.record({ 'X-Forwarded-For': fc.ipV4(), 'X-Sophist-Proxy': fc.constantFrom(PROXY_SECRET, 'guess', '') }),
);

function withBody(family: string, method: string, path: string, body: string | Buffer, type: string, extra: Record<string, string> = {}): Req {
  return { family, method, path, body, headers: { ...(type ? { 'Content-Type': type } : {}), ...extra } };
}

const bearer = () =>
  fc.oneof(
    fc.constant(`Bearer ${token}`),
    fc.constant(''),
    text.map((t) => `Bearer ${raw(t)}`),
    fc.constantFrom('Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.', 'Basic YWRtaW46bGV0bWVpbg==', 'Bearer'),
  );

const wav = wavFile(0.5);
function multipart(field: string, type: string, content: Buffer): { body: Buffer; type: string } {
  const b = 'fuzzboundary';
  const head = Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`);
  return { body: Buffer.concat([head, content, Buffer.from(`\r\n--${b}--\r\n`)]), type: `multipart/form-data; boundary=${b}` };
}


/** A real key, no key, a well-shaped wrong one, or garbage. */
const classKey = (real: () => string | undefined) =>
  fc.oneof(fc.constant(`Bearer ${real() ?? ''}`), fc.constant(''), fc.constant(`Bearer ${'A'.repeat(43)}`), text.map((t) => `Bearer ${raw(t)}`));

/** A valid check record with one field replaced by something else. */
const VALID_CHECK = {
  type: 'check', id: 'fuzz-check-1', kind: 'baseline', completedAt: '2026-11-27T09:00:00.000Z', auc: 0.7, se: 0.1, c: 0, fallacious: 12, sound: 12, hits: 9, falseAlarms: 3,
  byFallacy: { 'ad-hominem': { fallacious: 12, hits: 9, sound: 12, falseAlarms: 3 } },
};
const nearMissRecord = fc
  .tuple(fc.constantFrom(...Object.keys(VALID_CHECK), 'confusions', '__proto__', 'extra'), fc.oneof(fc.jsonValue({ maxDepth: 2 }), text, fc.double()), fc.boolean())
  .map(([field, value, keep]) => JSON.stringify({ ...VALID_CHECK, ...(keep ? {} : { [field]: value }), ...(keep ? { id: `fuzz-${String(value).slice(0, 20).replace(/[^A-Za-z0-9_-]/g, '')}xxxxxxxx` } : {}) }));

// ——— One arbitrary per route family ———

/** The public collections and their query language. */
const collections: fc.Arbitrary<Req> = fc
  .tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom('GET', 'HEAD') }, { weight: 1, arbitrary: anyMethod }), fc.constantFrom('/api/fallacies', '/api/statements', '/api/fallacies/', '/api/messages', '/api/db'), queryString)
  .map(([m, p, q]) => ({ family: 'collections', method: m, path: p + q, headers: {} }));

/** Item ids, and paths below them. */
const items: fc.Arbitrary<Req> = fc
  .tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom('GET', 'HEAD') }, { weight: 1, arbitrary: anyMethod }), fc.constantFrom('fallacies', 'statements'), encoded, fc.option(fc.oneof(encoded, fc.constantFrom('messages', 'fallacies', 'statements')), { nil: undefined }), optionalQuery)
  .map(([m, c, id, below, q]) => ({ family: 'items', method: m, path: `/api/${c}/${id}${below === undefined ? '' : `/${below}`}${q}`, headers: {} }));

const families = (): fc.Arbitrary<Req>[] => [
  // Admin login.
  fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: anyMethod }), jsonBody, contentType).map(([m, b, t]) => withBody('auth', m, '/api/auth', b, t)),
  // Admin writes, with good, forged and missing tokens.
  fc
    .tuple(fc.constantFrom('/api/fallacies', '/api/statements'), jsonBody, bearer(), contentType)
    .map(([p, b, auth, t]) => withBody('admin-write', 'POST', p, b, t, auth ? { Authorization: auth } : {})),
  collections,
  items,
  // The identity provider's pages and the token and user-info endpoints.
  fc.tuple(fc.constantFrom('GET', 'POST', 'HEAD', 'PUT'), queryString, fc.oneof(queryString.map((q) => q.slice(1)), jsonBody)).map(([m, q, b]) =>
    m === 'POST' ? withBody('oauth', m, '/oauth/authorize', b, 'application/x-www-form-urlencoded') : { family: 'oauth', method: m, path: `/oauth/authorize${q}`, headers: {} },
  ),
  fc.tuple(fc.oneof(queryString.map((q) => q.slice(1)), jsonBody), fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain')).map(([b, t]) => withBody('oauth', 'POST', '/api/auth/google/token', b, t)),
  fc.tuple(anyMethod, bearer()).map(([m, auth]) => ({ family: 'oauth', method: m, path: '/api/oauth/userinfo', headers: auth ? { Authorization: auth } : {} })),
  // Contact: challenges and sends, near-miss and garbage.
  fc.tuple(anyMethod, optionalQuery).map(([m, q]) => ({ family: 'contact', method: m, path: `/api/altcha/challenge${q}`, headers: {} })),
  fc
    .tuple(
      fc.oneof(
        jsonBody,
        fc.tuple(fc.jsonValue({ maxDepth: 3 }), text).map(([altcha, message]) =>
          JSON.stringify({
            user_id: LOCAL_EMAIL_SERVICE.publicKey,
            service_id: LOCAL_EMAIL_SERVICE.serviceId,
            template_id: LOCAL_EMAIL_SERVICE.templateId,
            template_params: { from_name: 'Ada', from_email: 'ada@example.com', message, to_name: TO_NAME, reply_to: 'ada@example.com', altcha: Buffer.from(JSON.stringify(altcha)).toString('base64') },
          }),
        ),
      ),
      contentType,
    )
    .map(([b, t]) => withBody('contact', 'POST', '/api/v1.0/email/send', b, t)),
  // Transcription: unlock, start, status, upload, with right, wrong and missing passwords.
  fc
    .tuple(
      fc.constantFrom('/api/transcribe/unlock', '/api/transcripts'),
      fc.oneof(jsonBody, fc.constantFrom('http://127.0.0.1:1/audio.mp3', 'ftp://x/y', 'javascript:alert(1)', '', 'http://').map((audioUrl) => JSON.stringify({ audioUrl })), fc.constant(JSON.stringify({ password: TRANSCRIBE_PASSWORD }))),
      fc.constantFrom(TRANSCRIBE_PASSWORD, 'wrong', ''),
    )
    .map(([p, b, pw]) => withBody('transcription', 'POST', p, b, 'application/json', pw ? { 'X-Auth-Password': pw } : {})),
  fc.tuple(anyMethod, encoded, fc.constantFrom(TRANSCRIBE_PASSWORD, 'wrong')).map(([m, id, pw]) => ({ family: 'transcription', method: m, path: `/api/transcripts/${id}`, headers: { 'X-Auth-Password': pw } })),
  fc
    .tuple(fc.constantFrom('file', 'other'), fc.constantFrom('audio/wav', 'text/html', 'video/mp4', 'application/x-evil'), fc.constantFrom<'wav' | 'junk' | 'broken'>('wav', 'junk', 'broken'), fc.constantFrom(TRANSCRIBE_PASSWORD, 'wrong'))
    .map(([field, type, content, pw]) => {
      if (content === 'broken') return withBody('upload', 'POST', '/api/get-upload-url', '--fuzzboundary\r\nContent-Disposition: form-da', 'multipart/form-data; boundary=fuzzboundary', { 'X-Auth-Password': pw });
      const m = multipart(field, type, content === 'wav' ? wav : Buffer.from('not audio at all'));
      return withBody('upload', 'POST', '/api/get-upload-url', m.body, m.type, { 'X-Auth-Password': pw });
    }),
  // The speech-to-text provider's emulator.
  fc
    .tuple(fc.constantFrom('/v2/upload', '/v2/transcript', '/v2/nope'), fc.oneof(jsonBody, fc.constantFrom('http://127.0.0.1:1/a.wav', 'ftp://x').map((u) => JSON.stringify({ audio_url: u, word_boost: ['*'] }))), fc.constantFrom(EMULATOR_API_KEY, 'wrong'))
    .map(([p, b, key]) => withBody('provider', 'POST', p, b, 'application/json', { Authorization: key })),
  fc.tuple(anyMethod, encoded, fc.constantFrom(EMULATOR_API_KEY, 'wrong')).map(([m, id, key]) => ({ family: 'provider', method: m, path: `/v2/transcript/${id}`, headers: { Authorization: key } })),
  // Classes: create, join, the teacher's view, a pupil's records, with real, wrong and garbage keys.
  fc.tuple(fc.oneof(jsonBody, text.map((name) => JSON.stringify({ name }))), contentType).map(([b, t]) => withBody('classes', 'POST', '/api/classes', b, t)),
  fc
    .tuple(fc.oneof(jsonBody, fc.tuple(fc.oneof(text, fc.constant(cls?.code ?? 'ABCDEF')), text).map(([code, nickname]) => JSON.stringify({ code, nickname }))), contentType)
    .map(([b, t]) => withBody('class-join', 'POST', '/api/classes/join', b, t)),
  fc.tuple(anyMethod, fc.oneof(fc.constant(cls?.id ?? 'x'), encoded), classKey(() => cls?.teacherKey)).map(([m, id, key]) => ({
    family: 'class-read',
    method: m,
    path: `/api/classes/${id}`,
    headers: key && !(m === 'DELETE' && key === `Bearer ${cls?.teacherKey}`) ? { Authorization: key } : {},
  })),
  fc.tuple(anyMethod, fc.oneof(fc.constant(pupil?.pupilId ?? 'x'), encoded), classKey(() => pupil?.pupilSecret)).map(([m, id, key]) => ({
    family: 'pupils',
    method: m,
    path: `/api/pupils/${id}`,
    headers: key && !(m === 'DELETE' && key === `Bearer ${pupil?.pupilSecret}`) ? { Authorization: key } : {},
  })),
  fc
    .tuple(fc.oneof(jsonBody, nearMissRecord), classKey(() => pupil?.pupilSecret), contentType, fc.oneof(fc.constant(pupil?.pupilId ?? 'x'), encoded))
    .map(([b, key, t, id]) => withBody('pupil-records', 'POST', `/api/pupils/${id}/records`, b, t, key ? { Authorization: key } : {})),
  // Paths nobody routes, inside /api and outside, every method.
  fc
    .tuple(anyMethod, fc.constantFrom('/', '/api/', '/v2/', '/oauth/', '/assets/'), fc.array(encoded, { minLength: 1, maxLength: 3 }), optionalQuery)
    .map(([m, base, segs, q]) => ({ family: 'unknown', method: m, path: base + segs.join('/') + q, headers: {} })),
  fc.tuple(anyMethod, fc.constantFrom('/api/health', '/api/auth', '/api/fallacies')).map(([m, p]) => ({ family: 'methods', method: m, path: p, headers: { 'X-HTTP-Method-Override': 'DELETE' } })),
];

/** The query language and item ids are the widest surface: they get three shares each, every other family one. */
const WIDE: readonly fc.Arbitrary<Req>[] = [collections, items];
const requestArb = (): fc.Arbitrary<Req> =>
  fc.tuple(fc.oneof(...families().map((arbitrary) => ({ arbitrary, weight: WIDE.includes(arbitrary) ? 3 : 1 }))), origin).map(([r, from]) => ({ ...r, path: r.path.startsWith('/') ? r.path : `/${r.path}`, headers: { ...r.headers, ...from } }));

async function runAll(requests: Req[]) {
  const failures: { req: Req; answer: Answer; problems: string[] }[] = [];
  const tally = { requests: 0, notSent: 0, status5xx: 0, leaks: 0, nonJsonErrors: 0, byFamily: {} as Record<string, number>, byStatus: {} as Record<string, number> };
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const req = requests[next++]!;
      const answer = await send(req);
      tally.requests += 1;
      tally.byFamily[req.family] = (tally.byFamily[req.family] ?? 0) + 1;
      tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
      if (answer.status === 0) tally.notSent += 1;
      const problems = answer.status === 0 ? [answer.body] : problemsWith(answer);
      if (answer.status >= 500) tally.status5xx += 1;
      if (problems.some((p) => p.startsWith('leaks'))) tally.leaks += 1;
      if (problems.some((p) => /error as|not JSON|without "error"/.test(p))) tally.nonJsonErrors += 1;
      if (problems.length) failures.push({ req, answer, problems });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures, tally };
}

const describeFailure = ({ req, answer, problems }: { req: Req; answer: Answer; problems: string[] }) =>
  `${req.method} ${req.path} [${req.family}] ${JSON.stringify(req.headers)} ${JSON.stringify(String(req.body ?? "").slice(0, 80))} → ${answer.status} ${problems.join(", ")}: ${answer.body.slice(0, 160)}`;

beforeAll(async () => {
  api = await startApi({ env: { API_PROXY_SECRET: PROXY_SECRET } });
  const res = await fetch(`${api.url}/api/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  token = ((await res.json()) as { token: string }).token;
  const made = await fetch(`${api.url}/api/classes`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Fuzz class' }) });
  cls = (await made.json()) as CreatedClass;
  const joined = await fetch(`${api.url}/api/classes/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: cls.code, nickname: 'Fuzzy' }) });
  pupil = (await joined.json()) as JoinedClass;
});
afterAll(async () => {
  agent.destroy();
  await api.close();
});

describe(`fuzzing the backend (${RUNS} requests, seed ${SEED})`, () => {
  it('never answers 5xx, never leaks a stack, and every error is JSON { error }', async () => {
    const requests = fc.sample(requestArb(), { seed: SEED, numRuns: RUNS });
    const { failures, tally } = await runAll(requests);
    if (process.env.FUZZ_RUNS) console.log('[fuzz]', JSON.stringify(tally));
    expect(tally.requests).toBe(RUNS);
    // Every family was exercised.
    expect(Object.keys(tally.byFamily).sort()).toEqual(['admin-write', 'auth', 'class-join', 'class-read', 'classes', 'collections', 'contact', 'items', 'methods', 'oauth', 'provider', 'pupil-records', 'pupils', 'transcription', 'unknown', 'upload']);
    expect(failures.slice(0, 15).map(describeFailure), `${failures.length} of ${RUNS} answers broke a rule`).toEqual([]);
  }, 300_000);

  it('still answers health, lists, login and writes afterwards, with a valid db', async () => {
    const visitor = { 'X-Forwarded-For': '192.0.2.77', 'X-Sophist-Proxy': PROXY_SECRET };
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    const list = await fetch(`${api.url}/api/fallacies`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as unknown[]).length).toBeGreaterThanOrEqual(13);
    const login = await fetch(`${api.url}/api/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...visitor }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const fresh = ((await login.json()) as { token: string }).token;
    const id = `stmt-${Date.now().toString(36)}after`;
    const write = await fetch(`${api.url}/api/statements`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${fresh}` },
      body: JSON.stringify({ id, text: 'Everyone I asked agrees, so it must be true.', fallacy_type_id: 'appeal-to-popularity', difficulty: 1, explanation: 'How many agree says nothing about whether it is true.' }),
    });
    expect(write.status).toBe(201);
    const db = JSON.parse(readFileSync(api.dbFile, 'utf8')) as { statements: { id: string }[] };
    expect(db.statements.some((s) => s.id === id)).toBe(true);
    // Classes still work: the fuzzed class opens with its key, and a new visitor can make and join one.
    expect((await fetch(`${api.url}/api/classes/${cls.id}`, { headers: { Authorization: `Bearer ${cls.teacherKey}` } })).status).toBe(200);
    const made = await fetch(`${api.url}/api/classes`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...visitor }, body: JSON.stringify({ name: 'After the fuzz' }) });
    expect(made.status).toBe(201);
    const { code } = (await made.json()) as CreatedClass;
    const joined = await fetch(`${api.url}/api/classes/join`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...visitor }, body: JSON.stringify({ code, nickname: 'Survivor' }) });
    expect(joined.status).toBe(201);
  });
});
