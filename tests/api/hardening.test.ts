import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS_PER_MINUTE } from '../../mock-api/routes/admin';
import { MAX_MESSAGES_PER_MINUTE } from '../../mock-api/routes/contact';
import { EMULATOR_API_KEY } from '../../mock-api/routes/providerEmulator';
import { MAX_WRONG_PASSWORDS_PER_MINUTE } from '../../mock-api/routes/transcripts';
import { LOCAL_EMAIL_SERVICE, TO_NAME } from '../../src/contract/contact';
import { apiProxy } from '../../scripts/apiProxy.mjs';
import { problemsWith } from './responseChecks';
import { startApi, type RunningApi } from './server';

const TRANSCRIBE_PASSWORD = 'letmein-transcribe';
const ADMIN = { username: 'admin', password: 'letmein-admin' };
const SECRET_MESSAGE = { id: 'msg-1', receivedAt: '2026-01-01T00:00:00.000Z', from_name: 'Ada', from_email: 'ada@example.com', message: 'private words' };

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ env: {}, extraState: { messages: [SECRET_MESSAGE] } });
});
afterAll(async () => {
  await api.close();
});

async function answer(method: string, p: string, headers: Record<string, string> = {}, base = api.url) {
  const res = await fetch(`${base}${p}`, { method, headers });
  return { method, path: p, status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
}

describe('bad input gets a 4xx JSON answer, never a crash or a stack', () => {
  const cases: [string, string, number, Record<string, string>?][] = [
    ['GET', '/api/fallacies?_sort[a]=b', 400],
    ['GET', '/api/fallacies?_order[a]=b', 400],
    ['GET', '/api/fallacies?q[a]=b', 400],
    ['GET', '/api/fallacies?_expand[a]=b', 400],
    ['GET', '/api/statements/%zz', 400],
    ['GET', '/api/statements?_expand=message&q=&%', 400],
    ['GET', '/api/fallacies?_embed=messages', 400],
    ['GET', '/api/fallacies?_delay=5000', 400],
    ['GET', '/api/fallacies?_page=0', 400],
    ['GET', '/api/fallacies?_limit=100000', 400],
    ['GET', `/api/fallacies?name_like=${'x'.repeat(201)}`, 400],
    ['GET', '/api/fallacies?constructor=1', 400],
    ['GET', '/api/fallacies/ad-hominem?_expand=x', 400],
    ['GET', '/api/fallacies/-1', 404],
    ['GET', '/api/fallacies/constructor', 404],
    ['GET', '/api/fallacies/__proto__', 404],
    ['GET', '/api/transcripts/-1', 404, { 'X-Auth-Password': TRANSCRIBE_PASSWORD }],
    ['GET', '/api/transcripts/constructor', 404, { 'X-Auth-Password': TRANSCRIBE_PASSWORD }],
    ['GET', '/v2/transcript/-1', 404, { Authorization: EMULATOR_API_KEY }],
    ['GET', '/v2/transcript/%zz', 400, { Authorization: EMULATOR_API_KEY }],
    ['DELETE', '/anything', 404],
    ['GET', '/%zz', 400],
    ['PUT', '/api/fallacies/ad-hominem', 405],
  ];
  for (const [method, p, status, headers] of cases) {
    for (const m of method === 'GET' ? ['GET', 'HEAD'] : [method]) {
      it(`${m} ${p} → ${status}`, async () => {
        const a = await answer(m, p, headers);
        expect(a.status).toBe(status);
        expect(problemsWith(a)).toEqual([]);
        if (m === 'HEAD') expect(a.body).toBe('');
      });
    }
  }

  it('answers bytes that are not HTTP with a JSON 400 and closes the connection', async () => {
    const { port } = new URL(api.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('{"password":"x"}\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (c: string) => (text += c));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'Bad Request' });
  });

  it('treats regular-expression characters in _like as plain text', async () => {
    for (const text of ['(', '[', '*', '\\', 'a{2,1}', '(?<', '^(.|.){22}$']) {
      const a = await answer('GET', `/api/fallacies?name_like=${encodeURIComponent(text)}`);
      expect(a.status, text).toBe(200);
      expect(JSON.parse(a.body), text).toEqual([]);
    }
    const found = JSON.parse((await answer('GET', '/api/fallacies?name_like=HOMINEM')).body) as { id: string }[];
    expect(found.map((f) => f.id)).toEqual(['ad-hominem']);
    expect(JSON.parse((await answer('GET', '/api/fallacies?name_like=ad.hominem')).body)).toEqual([]);
  });

  it('keeps the query language it documents: filters, full text, sorting, paging', async () => {
    const easy = JSON.parse((await answer('GET', '/api/statements?difficulty=1&_sort=id&_order=desc&_limit=2')).body) as { id: string; difficulty: number }[];
    expect(easy).toHaveLength(2);
    expect(easy.every((s) => s.difficulty === 1)).toBe(true);
    expect(easy[0]!.id > easy[1]!.id).toBe(true);
    const paged = await fetch(`${api.url}/api/fallacies?_page=2&_limit=5`);
    expect(paged.headers.get('x-total-count')).toBe('13');
    expect((await paged.json()) as unknown[]).toHaveLength(5);
    expect(JSON.parse((await answer('GET', '/api/fallacies?q=herring')).body)).toHaveLength(1);
  });

  it('answers no JSONP: callback is refused and nothing is ever a script', async () => {
    for (const p of ['/api/fallacies?callback=alert', '/api/fallacies/ad-hominem?callback=alert']) {
      const a = await answer('GET', p);
      expect(a.status, p).toBe(400);
      expect(a.contentType, p).toMatch(/^application\/json/);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const get = await fetch(`${api.url}/api/fallacies?difficulty=1`);
    const head = await fetch(`${api.url}/api/fallacies?difficulty=1`, { method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('never reaches the private messages through json-server (nested routes, embeds)', async () => {
    for (const p of ['/api/fallacies/ad-hominem/messages', '/api/statements/stmt-001/messages', '/api/messages', '/api/db', '/api/fallacies?_embed=messages']) {
      const a = await answer('GET', p);
      expect(a.status, p).toBeGreaterThanOrEqual(400);
      expect(a.body, p).not.toContain('private words');
    }
  });
});

describe('a pattern a visitor sends cannot stall the server', () => {
  // json-server used to build a RegExp from this: ~0.6 s at {22}, doubling with each step
  // (about 5 s at {25} on an idle machine). A literal substring search takes milliseconds.
  const CATASTROPHIC = encodeURIComponent('^(.|.){25}$');
  const BOUND_MS = 1500;

  it(`answers description_like=^(.|.){25}$ within ${BOUND_MS} ms, and health meanwhile`, async () => {
    const started = performance.now();
    const [slow, health] = await Promise.all([
      fetch(`${api.url}/api/fallacies?description_like=${CATASTROPHIC}`, { signal: AbortSignal.timeout(BOUND_MS * 4) }),
      fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(BOUND_MS * 4) }),
    ]);
    const elapsed = performance.now() - started;
    expect(slow.status).toBe(200);
    expect(health.status).toBe(200);
    expect(elapsed).toBeLessThan(BOUND_MS);
  });
});

// ——— The address a request counts against ———

const SECRET = 'proxy-secret-for-tests-0123456789';
const LOGIN_BODY = (password: string) => JSON.stringify({ username: ADMIN.username, password });

interface Sent {
  status: number;
  body: string;
}

/** node:http, so a request can leave from another loopback address (another visitor on the same machine). */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string }): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, localAddress: init.localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const login = (base: string, password: string, headers: Record<string, string> = {}, localAddress?: string) =>
  send(`${base}/api/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: LOGIN_BODY(password), localAddress });

/** A fresh, made-up address each call, as an attacker rotating the header would send. */
let rotation = 0;
const rotated = () => ({ 'X-Forwarded-For': `203.0.113.${++rotation % 250}, 198.51.100.${rotation % 200}` });

describe('rate limits count the address the site’s proxy saw, never one the visitor wrote', () => {
  it('throttles admin logins sent straight to the backend with a rotating X-Forwarded-For (and a guessed proxy header)', async () => {
    const limited = await startApi({ env: { API_PROXY_SECRET: SECRET } });
    try {
      for (let i = 0; i < MAX_FAILED_LOGINS_PER_MINUTE; i++) expect((await login(limited.url, `wrong-${i}`, rotated())).status, `attempt ${i}`).toBe(401);
      expect((await login(limited.url, 'wrong-again', { ...rotated(), 'X-Sophist-Proxy': 'a guess' })).status).toBe(429);
      expect((await login(limited.url, ADMIN.password, rotated())).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('throttles the transcription password with a rotating X-Forwarded-For', async () => {
    const limited = await startApi({ env: {} });
    try {
      const unlock = (password: string) =>
        send(`${limited.url}/api/transcribe/unlock`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...rotated() }, body: JSON.stringify({ password }) });
      for (let i = 0; i < MAX_WRONG_PASSWORDS_PER_MINUTE; i++) expect((await unlock(`guess-${i}`)).status).toBe(401);
      expect((await unlock('guess-again')).status).toBe(429);
      expect((await unlock(TRANSCRIBE_PASSWORD)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('throttles contact sends with a rotating X-Forwarded-For', async () => {
    const limited = await startApi({ env: {} });
    try {
      const body = JSON.stringify({
        user_id: LOCAL_EMAIL_SERVICE.publicKey,
        service_id: LOCAL_EMAIL_SERVICE.serviceId,
        template_id: LOCAL_EMAIL_SERVICE.templateId,
        template_params: { from_name: 'Ada', from_email: 'ada@example.com', message: 'Hello.', to_name: TO_NAME, reply_to: 'ada@example.com', altcha: 'bm90IGEgc29sdXRpb24=' },
      });
      const statuses: number[] = [];
      for (let i = 0; i <= MAX_MESSAGES_PER_MINUTE; i++) {
        statuses.push((await send(`${limited.url}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...rotated() }, body })).status);
      }
      // Well-formed sends count before the bot check (these fail it: 403).
      expect(statuses).toEqual([...Array<number>(MAX_MESSAGES_PER_MINUTE).fill(403), 429]);
    } finally {
      await limited.close();
    }
  });

  describe('through the site’s own proxy (Vite, as in dev and preview)', () => {
    let backend: RunningApi;
    let vite: ViteDevServer;
    let site: string;
    let root: string;

    beforeAll(async () => {
      backend = await startApi({ env: { API_PROXY_SECRET: SECRET } });
      root = mkdtempSync(path.join(tmpdir(), 'sophist-proxy-'));
      vite = await createServer({
        configFile: false,
        root,
        logLevel: 'silent',
        optimizeDeps: { noDiscovery: true, include: [] },
        server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null, proxy: apiProxy(Number(new URL(backend.url).port), SECRET) },
      });
      await vite.listen();
      site = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
    }, 30_000);
    afterAll(async () => {
      await vite?.close();
      await backend?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('locks out one visitor rotating X-Forwarded-For, and only that visitor', async () => {
      const other = '127.0.0.2';
      for (let i = 0; i < MAX_FAILED_LOGINS_PER_MINUTE; i++) expect((await login(site, `wrong-${i}`, rotated())).status, `attempt ${i}`).toBe(401);
      expect((await login(site, 'wrong-again', rotated())).status).toBe(429);
      // The right password does not get through the lockout, whatever the header says.
      expect((await login(site, ADMIN.password, { ...rotated(), 'X-Sophist-Proxy': SECRET })).status).toBe(429);
      // Another visitor (another address, as the proxy saw it) is not locked out.
      const elsewhere = await login(site, ADMIN.password, {}, other);
      expect(elsewhere.status).toBe(200);
    });
  });
});
