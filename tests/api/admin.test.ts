import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementSchema } from '../../src/contract/fallacies';
import { startApi, type RunningApi } from './server';

/**
 * Admin login and authoring: the backend's checks are the real ones. Every rejected
 * write must leave the db file byte-for-byte unchanged.
 */
const SECRET = 'test-secret-for-the-admin-contract-tests-0123456789';
const CREDENTIALS = { username: 'editor', password: 'correct horse battery staple' };
const env = { ADMIN_USERNAME: CREDENTIALS.username, ADMIN_PASSWORD: CREDENTIALS.password, AUTH_SECRET: SECRET };

let api: RunningApi;
let token: string;

beforeAll(async () => {
  api = await startApi({ env });
  token = await login(CREDENTIALS);
});
afterAll(async () => {
  await api.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function login(credentials: { username: string; password: string }, base = api): Promise<string> {
  const res = await fetch(`${base.url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string };
  return body.token;
}

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });
const dbText = () => readFileSync(api.dbFile, 'utf8');
const db = () => JSON.parse(dbText()) as { fallacies: { id: string }[]; statements: { id: string }[] };

/** Asserts the request is answered with `status` and that the db file did not change. */
async function expectRejected(request: () => Promise<Response>, status: number) {
  const before = dbText();
  const res = await request();
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; fields?: Record<string, string[]> };
  expect(typeof body.error).toBe('string');
  expect(dbText()).toBe(before);
  return body;
}

const validFallacy = (name: string) => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  name,
  description: 'Treating the loudest claim as the truest one.',
  difficulty: 3,
});
let seq = 0;
const validStatement = (overrides: Record<string, unknown> = {}) => ({
  id: `stmt-test${String(++seq).padStart(4, '0')}x`,
  text: 'Everyone at my gym agrees, so it must be true.',
  fallacy_type_id: 'appeal-to-popularity',
  difficulty: 2,
  explanation: 'The number of people who agree says nothing about whether it is true.',
  ...overrides,
});

function signToken(options: { secret?: string; exp: number; iat?: number; role?: string; issuer?: string }) {
  return new SignJWT({ role: options.role ?? 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('editor')
    .setIssuer(options.issuer ?? 'sophist-mock-api')
    .setIssuedAt(options.iat ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(options.exp)
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

describe('POST /api/auth', () => {
  it('answers the right credentials with a signed HS256 token that expires in 8 hours', async () => {
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header!.alg).toBe('HS256');
    expect(payload!.role).toBe('admin');
    expect((payload!.exp as number) - (payload!.iat as number)).toBe(8 * 3600);
  });

  it('answers wrong credentials with 401 Invalid credentials', async () => {
    for (const body of [
      { username: CREDENTIALS.username, password: 'nope' },
      { username: 'admin', password: CREDENTIALS.password },
      { username: 'admin', password: 'letmein-admin' }, // the defaults do not work once overridden
      { username: CREDENTIALS.username },
      {},
    ]) {
      const res = await post('/api/auth', body);
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid credentials' });
    }
  });

  it('uses admin / letmein-admin when nothing is configured', async () => {
    const local = await startApi();
    try {
      expect(await login({ username: 'admin', password: 'letmein-admin' }, local)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    } finally {
      await local.close();
    }
  });

  it('answers 429 after 10 failed attempts in a minute from one address, even with the right password', async () => {
    const limited = await startApi({ env });
    try {
      const attempt = (password: string) =>
        fetch(`${limited.url}/api/auth`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: CREDENTIALS.username, password }),
        });
      // A success does not count as a failure.
      expect((await attempt(CREDENTIALS.password)).status).toBe(200);
      for (let i = 1; i <= 10; i++) expect((await attempt(`wrong-${i}`)).status, `attempt ${i}`).toBe(401);
      const blocked = await attempt('wrong-11');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('60');
      expect((await blocked.json()) as { error: string }).toHaveProperty('error');
      expect((await attempt(CREDENTIALS.password)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('authorization on POST /api/fallacies and POST /api/statements', () => {
  const cases: [string, () => Promise<Record<string, string>>][] = [
    ['no Authorization header', async () => ({})],
    ['an empty bearer', async () => ({ Authorization: 'Bearer ' })],
    ['another scheme', async () => ({ Authorization: `Basic ${Buffer.from('editor:pw').toString('base64')}` })],
    ['a malformed token', async () => bearer('not-a-jwt')],
    ['the token without "Bearer"', async () => ({ Authorization: token })],
    [
      'a tampered payload',
      async () => {
        const [h, p, s] = token.split('.');
        const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'mallory', exp: (payload.exp as number) + 86_400 })).toString('base64url');
        return bearer(`${h}.${forged}.${s}`);
      },
    ],
    [
      'a tampered signature',
      async () => {
        const [h, p, s] = token.split('.');
        const flipped = (s![0] === 'A' ? 'B' : 'A') + s!.slice(1);
        return bearer(`${h}.${p}.${flipped}`);
      },
    ],
    ['an "alg: none" token', async () => bearer(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`)],
    ['a token signed with another secret', async () => bearer(await signToken({ secret: 'some-other-secret-0123456789abcdef', exp: Math.floor(Date.now() / 1000) + 3600 }))],
    ['an expired token', async () => bearer(await signToken({ iat: Math.floor(Date.now() / 1000) - 9 * 3600, exp: Math.floor(Date.now() / 1000) - 3600 }))],
    ['a token without the admin role', async () => bearer(await signToken({ role: 'reader', exp: Math.floor(Date.now() / 1000) + 3600 }))],
  ];

  it.each(cases)('refuses %s with 401 and writes nothing', async (_name, headers) => {
    const h = await headers();
    await expectRejected(() => post('/api/fallacies', validFallacy('Argument From Vibes'), h), 401);
    await expectRejected(() => post('/api/statements', validStatement(), h), 401);
  });

  it('accepts a token signed with the same secret and a future expiry (so the expired case fails on expiry alone)', async () => {
    const fresh = await signToken({ exp: Math.floor(Date.now() / 1000) + 600 });
    const res = await post('/api/statements', validStatement(), bearer(fresh));
    expect(res.status).toBe(201);
  });

  it('forgets tokens when the secret changes (a restart with a generated secret)', async () => {
    const other = await startApi({ env: { ...env, AUTH_SECRET: 'a-different-secret-0123456789abcdef' } });
    try {
      const res = await fetch(`${other.url}/api/fallacies`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(token) },
        body: JSON.stringify(validFallacy('Other Server')),
      });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/fallacies', () => {
  it('validates the body: 400 with the failing fields, nothing written', async () => {
    const auth = bearer(token);
    const cases: [unknown, string][] = [
      [{ ...validFallacy('Vibes'), name: '' }, 'name'],
      [{ ...validFallacy('Vibes'), name: '   ' }, 'name'],
      [{ id: 'x', name: 'x'.repeat(81), description: 'd', difficulty: 1 }, 'name'],
      [{ ...validFallacy('Vibes'), description: '' }, 'description'],
      [{ ...validFallacy('Vibes'), description: 'd'.repeat(1001) }, 'description'],
      [{ ...validFallacy('Vibes'), difficulty: 0 }, 'difficulty'],
      [{ ...validFallacy('Vibes'), difficulty: 6 }, 'difficulty'],
      [{ ...validFallacy('Vibes'), difficulty: 2.5 }, 'difficulty'],
      [{ ...validFallacy('Vibes'), difficulty: '3' }, 'difficulty'],
      [{ ...validFallacy('Vibes'), id: 'Vibes' }, 'id'],
      [{ ...validFallacy('Appeal to Vibes'), id: 'appeal-to-vibes-' }, 'id'],
      [{ ...validFallacy('Vibes'), id: undefined }, 'id'],
      [{ ...validFallacy('!!!'), id: '' }, 'name'],
      [{ name: 'Vibes', description: 'd', difficulty: 1 }, 'id'],
    ];
    for (const [body, field] of cases) {
      const res = await expectRejected(() => post('/api/fallacies', body, auth), 400);
      expect(Object.keys(res.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    // Unknown keys are refused too, and so are bodies that are not objects.
    await expectRejected(() => post('/api/fallacies', { ...validFallacy('Vibes'), example: 'extra' }, auth), 400);
    await expectRejected(() => post('/api/fallacies', [validFallacy('Vibes')], auth), 400);
    await expectRejected(() => post('/api/fallacies', '{"name":', auth), 400);
  });

  it('answers 409 for an id that exists, nothing written', async () => {
    await expectRejected(() => post('/api/fallacies', validFallacy('Ad Hominem'), bearer(token)), 409);
  });

  it('persists an accepted fallacy and answers 201 with it; the list serves it', async () => {
    const fallacy = { ...validFallacy('  Appeal to Vibes!!  '), id: 'appeal-to-vibes' };
    const res = await post('/api/fallacies', fallacy, bearer(token));
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ ...fallacy, name: 'Appeal to Vibes!!' });
    expect(db().fallacies.filter((f) => f.id === 'appeal-to-vibes')).toHaveLength(1);
    const list = (await (await fetch(`${api.url}/api/fallacies`)).json()) as { id: string }[];
    expect(list.map((f) => f.id)).toContain('appeal-to-vibes');
    await expectRejected(() => post('/api/fallacies', fallacy, bearer(token)), 409);
  });
});

describe('POST /api/statements', () => {
  it('validates the body: 400 with the failing fields, nothing written', async () => {
    const auth = bearer(token);
    const cases: [unknown, string][] = [
      [validStatement({ id: 'stmt-001' }), 'id'],
      [validStatement({ id: 'statement-abcdefgh' }), 'id'],
      [validStatement({ id: 'stmt-ABCDEFGH' }), 'id'],
      [validStatement({ text: '' }), 'text'],
      [validStatement({ text: ' '.repeat(5) }), 'text'],
      [validStatement({ text: 't'.repeat(301) }), 'text'],
      [validStatement({ fallacy_type_id: '' }), 'fallacy_type_id'],
      [validStatement({ fallacy_type_id: undefined }), 'fallacy_type_id'],
      [validStatement({ difficulty: 0 }), 'difficulty'],
      [validStatement({ difficulty: 6 }), 'difficulty'],
      [validStatement({ difficulty: 1.5 }), 'difficulty'],
      [validStatement({ difficulty: null }), 'difficulty'],
    ];
    for (const [body, field] of cases) {
      const res = await expectRejected(() => post('/api/statements', body, auth), 400);
      expect(Object.keys(res.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    await expectRejected(() => post('/api/statements', { ...validStatement(), explanation: 'sneaky' }, auth), 400);
  });

  it('answers 400 at the field for a fallacy type that does not exist, nothing written', async () => {
    const body = await expectRejected(() => post('/api/statements', validStatement({ fallacy_type_id: 'argument-from-vibes' }), bearer(token)), 400);
    expect(body.fields).toEqual({ fallacy_type_id: ['Choose a fallacy type from the list'] });
  });

  it('persists an accepted statement (201) and answers 409 when its id is sent again', async () => {
    const statement = validStatement({ text: '  My horoscope says this plan will fail, so it will.  ', fallacy_type_id: 'appeal-to-authority', difficulty: 4 });
    const res = await post('/api/statements', statement, bearer(token));
    expect(res.status).toBe(201);
    const created = statementSchema.parse(await res.json());
    expect(created.text).toBe('My horoscope says this plan will fail, so it will.');
    expect(db().statements.filter((s) => s.id === statement.id)).toHaveLength(1);
    const served = (await (await fetch(`${api.url}/api/statements/${statement.id}`)).json()) as { id: string };
    expect(served.id).toBe(statement.id);
    await expectRejected(() => post('/api/statements', statement, bearer(token)), 409);
  });
});

describe('under load', () => {
  it('persists 200 concurrent valid POSTs exactly once each, and the db file stays valid JSON', async () => {
    const before = db();
    const fallacies = Array.from({ length: 100 }, (_, i) => validFallacy(`Load Test Fallacy ${i}`));
    const statements = Array.from({ length: 100 }, (_, i) => validStatement({ id: `stmt-load${String(i).padStart(5, '0')}` }));
    const responses = await Promise.all([
      ...fallacies.map((f) => post('/api/fallacies', f, bearer(token))),
      ...statements.map((s) => post('/api/statements', s, bearer(token))),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const after = db(); // parses, or the test fails here
    expect(after.fallacies).toHaveLength(before.fallacies.length + 100);
    expect(after.statements).toHaveLength(before.statements.length + 100);
    for (const f of fallacies) expect(after.fallacies.filter((x) => x.id === f.id), f.id).toHaveLength(1);
    for (const s of statements) expect(after.statements.filter((x) => x.id === s.id), s.id).toHaveLength(1);
  });

  it('lets only one of several concurrent POSTs with the same id through', async () => {
    const f = validFallacy('Race Condition Fallacy');
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => post('/api/fallacies', f, bearer(token))))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(db().fallacies.filter((x) => x.id === f.id)).toHaveLength(1);
  });
});
