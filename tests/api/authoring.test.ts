import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORING_MESSAGES } from '../../src/contract/fallacies';
import { startApi, type RunningApi } from './server';

/**
 * Editing, deleting and moderating: PATCH and DELETE on authored fallacies and statements, the
 * stricter checks on every write, and the contact messages' inbox. Every refusal leaves the db
 * file byte for byte as it was.
 */
const env = { ADMIN_USERNAME: 'editor', ADMIN_PASSWORD: 'correct horse battery staple', AUTH_SECRET: 'test-secret-for-the-authoring-tests-0123456789' };
const MESSAGE = { id: 'msg-1', receivedAt: '2026-11-20T10:00:00.000Z', from_name: 'Ada', from_email: 'ada@example.com', message: 'Older.', to_name: 'Sophist', reply_to: 'ada@example.com', service_id: 's', template_id: 't' };
const NEWER = { ...MESSAGE, id: 'msg-2', receivedAt: '2026-11-24T10:00:00.000Z', message: 'Newer.' };

let api: RunningApi;
let token: string;

beforeAll(async () => {
  api = await startApi({ env, extraState: { messages: [MESSAGE, NEWER] } });
  const res = await fetch(`${api.url}/api/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }) });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(async () => {
  await api.close();
});

function call(method: string, path: string, body?: unknown, auth: 'token' | 'none' = 'token') {
  return fetch(`${api.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(auth === 'token' ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const dbText = () => readFileSync(api.dbFile, 'utf8');
type Db = { fallacies: Record<string, unknown>[]; statements: Record<string, unknown>[]; messages: Record<string, unknown>[] };
const db = () => JSON.parse(dbText()) as Db;

/** Asserts the status, that the answer is `{ error }`, and that the db file did not change. */
async function expectRejected(request: () => Promise<Response>, status: number) {
  const before = dbText();
  const res = await request();
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: string; fields?: Record<string, string[]> };
  expect(typeof body.error).toBe('string');
  expect(dbText()).toBe(before);
  return body;
}

let seq = 0;
const fallacy = (name: string) => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  name,
  description: 'Believing a claim because it has a nice energy about it.',
  difficulty: 2,
});
const statement = (overrides: Record<string, unknown> = {}) => ({
  id: `stmt-edit${String(++seq).padStart(4, '0')}x`,
  text: 'The plan feels right, and feelings are never wrong, so the plan is right.',
  fallacy_type_id: 'appeal-to-emotion',
  difficulty: 2,
  explanation: 'How a plan feels says nothing about whether it works.',
  ...overrides,
});
async function created(path: string, body: Record<string, unknown>) {
  const res = await call('POST', path, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Record<string, unknown> & { id: string };
}

describe('every new endpoint needs the admin token', () => {
  it.each([
    ['PATCH', '/api/fallacies/ad-hominem', { name: 'Anything Else' }],
    ['DELETE', '/api/fallacies/ad-hominem', undefined],
    ['PATCH', '/api/statements/stmt-001', { difficulty: 3 }],
    ['DELETE', '/api/statements/stmt-001', undefined],
    ['GET', '/api/messages', undefined],
    ['PATCH', '/api/messages/msg-1', { read: true }],
    ['DELETE', '/api/messages/msg-1', undefined],
  ])('%s %s without a token is 401 and changes nothing', async (method, path, body) => {
    await expectRejected(() => call(method, path, body, 'none'), 401);
  });
});

describe('stricter validation on create', () => {
  it('refuses short, long, marked-up and control-character texts with the message at the field', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['/api/fallacies', fallacy('Zz'), 'name', 'Name needs at least 3 characters'],
      ['/api/fallacies', { ...fallacy('Vibes Again'), description: 'x' }, 'description', 'Description needs at least 20 characters'],
      ['/api/fallacies', { ...fallacy('Vibes Again'), description: 'Looks <b>bold</b> but is a fallacy all the same.' }, 'description', AUTHORING_MESSAGES.markup],
      ['/api/fallacies', { ...fallacy('Vibes'), name: 'Vi\u0007bes', id: 'vi-bes' }, 'name', AUTHORING_MESSAGES.control],
      ['/api/statements', statement({ text: 'Too short.' }), 'text', 'Text needs at least 20 characters'],
      ['/api/statements', statement({ text: '<script>alert(1)</script> is how I argue.' }), 'text', AUTHORING_MESSAGES.markup],
      ['/api/statements', statement({ explanation: 'Because.' }), 'explanation', 'Explanation needs at least 20 characters'],
      ['/api/statements', statement({ explanation: 'e'.repeat(1001) }), 'explanation', 'At most 1000 characters'],
      ['/api/statements', statement({ fallacy_type_id: 'no-such-fallacy' }), 'fallacy_type_id', AUTHORING_MESSAGES.unknownFallacy],
      ['/api/statements', statement({ lesson_id: 'no-such-lesson' }), 'lesson_id', AUTHORING_MESSAGES.unknownLesson],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await expectRejected(() => call('POST', path, body), 400);
      expect(res.fields?.[field], `${path} ${JSON.stringify(body)}`).toContain(message);
    }
  });

  it('refuses a fallacy whose name differs from another only in case and spaces: 409 naming it', async () => {
    for (const name of ['ad hominem', 'AD  HOMINEM', 'AdHominem']) {
      const res = await expectRejected(() => call('POST', '/api/fallacies', fallacy(name)), 409);
      expect(res.error).toBe(AUTHORING_MESSAGES.duplicateName('Ad Hominem'));
      expect(res.fields?.name).toEqual([res.error]);
    }
  });

  it('takes a statement with the specification\'s four fields alone (id, text, fallacy_type_id, difficulty): 201', async () => {
    const { explanation: _dropped, ...specified } = statement();
    expect(Object.keys(specified).sort()).toEqual(['difficulty', 'fallacy_type_id', 'id', 'text']);
    const res = await call('POST', '/api/statements', specified);
    expect(res.status, await res.clone().text()).toBe(201);
    const stored = (await res.json()) as Record<string, unknown>;
    expect(stored).toMatchObject(specified);
    expect(stored).not.toHaveProperty('explanation');
    expect(db().statements.find((x) => x.id === specified.id)).toMatchObject(specified);
  });

  it('stamps an accepted item with when it was created and updated', async () => {
    const before = Date.now();
    const s = await created('/api/statements', statement({ lesson_id: 'straw-man' }));
    expect(Date.parse(s.createdAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(s.updatedAt).toBe(s.createdAt);
    expect(s.lesson_id).toBe('straw-man');
  });
});

describe('PATCH and DELETE /api/fallacies/:id', () => {
  it('edits an authored fallacy (the id stays) and stamps the update', async () => {
    const f = await created('/api/fallacies', fallacy('Argument From Vibes'));
    await new Promise((r) => setTimeout(r, 5));
    const res = await call('PATCH', `/api/fallacies/${f.id}`, { name: '  Argument From Good Vibes ', difficulty: 4 });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Record<string, unknown>;
    expect(edited).toMatchObject({ id: f.id, name: 'Argument From Good Vibes', difficulty: 4, description: f.description, createdAt: f.createdAt });
    expect(Date.parse(edited.updatedAt as string)).toBeGreaterThan(Date.parse(f.createdAt as string));
    expect(db().fallacies.find((x) => x.id === f.id)).toEqual(edited);
  });

  it('refuses bad edits: 400 at the field, 409 for a taken name, 404 for an unknown id, 403 for a built-in', async () => {
    const f = await created('/api/fallacies', fallacy('Appeal To Moon Phase'));
    expect((await expectRejected(() => call('PATCH', `/api/fallacies/${f.id}`, { description: 'short' }), 400)).fields?.description).toBeDefined();
    await expectRejected(() => call('PATCH', `/api/fallacies/${f.id}`, {}), 400);
    await expectRejected(() => call('PATCH', `/api/fallacies/${f.id}`, { id: 'renamed' }), 400);
    await expectRejected(() => call('PATCH', `/api/fallacies/${f.id}`, { name: 'Straw  man' }), 409);
    await expectRejected(() => call('PATCH', '/api/fallacies/no-such-fallacy', { difficulty: 2 }), 404);
    await expectRejected(() => call('DELETE', '/api/fallacies/no-such-fallacy'), 404);
    expect((await expectRejected(() => call('PATCH', '/api/fallacies/ad-hominem', { difficulty: 2 }), 403)).error).toBe(AUTHORING_MESSAGES.builtIn);
    await expectRejected(() => call('DELETE', '/api/fallacies/ad-hominem'), 403);
    // Its own name, in another case, is no clash.
    expect((await call('PATCH', `/api/fallacies/${f.id}`, { name: 'Appeal to Moon Phase' })).status).toBe(200);
  });

  it('refuses to delete a fallacy statements still use, saying how many; deletes it once they are gone', async () => {
    const f = await created('/api/fallacies', fallacy('Appeal To Horoscope'));
    const a = await created('/api/statements', statement({ fallacy_type_id: f.id }));
    const b = await created('/api/statements', statement({ fallacy_type_id: f.id }));
    expect((await expectRejected(() => call('DELETE', `/api/fallacies/${f.id}`), 409)).error).toBe(AUTHORING_MESSAGES.inUse(2));
    expect((await call('DELETE', `/api/statements/${a.id}`)).status).toBe(204);
    expect((await expectRejected(() => call('DELETE', `/api/fallacies/${f.id}`), 409)).error).toMatch(/^One statement still uses/);
    expect((await call('DELETE', `/api/statements/${b.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/fallacies/${f.id}`)).status).toBe(204);
    expect(db().fallacies.some((x) => x.id === f.id)).toBe(false);
    expect((await fetch(`${api.url}/api/fallacies/${f.id}`)).status).toBe(404);
  });
});

describe('PATCH and DELETE /api/statements/:id', () => {
  it('edits an authored statement, sets and removes its lesson link and its explanation, and deletes it', async () => {
    const s = await created('/api/statements', statement());
    const res = await call('PATCH', `/api/statements/${s.id}`, { text: 'The plan feels right to me, so it must be the right plan.', lesson_id: 'appeal-to-emotion' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: s.id, text: 'The plan feels right to me, so it must be the right plan.', lesson_id: 'appeal-to-emotion', explanation: s.explanation });
    const unlinked = (await (await call('PATCH', `/api/statements/${s.id}`, { lesson_id: null })).json()) as Record<string, unknown>;
    expect(unlinked).not.toHaveProperty('lesson_id');
    expect(db().statements.find((x) => x.id === s.id)).toEqual(unlinked);
    // The explanation is optional: null removes it (the games then read the fallacy's description).
    const unexplained = (await (await call('PATCH', `/api/statements/${s.id}`, { explanation: null })).json()) as Record<string, unknown>;
    expect(unexplained).not.toHaveProperty('explanation');
    expect(db().statements.find((x) => x.id === s.id)).toEqual(unexplained);
    const served = (await (await fetch(`${api.url}/api/statements/${s.id}`)).json()) as Record<string, unknown>;
    expect(served.text).toBe('The plan feels right to me, so it must be the right plan.');
    expect((await call('DELETE', `/api/statements/${s.id}`)).status).toBe(204);
    expect(db().statements.some((x) => x.id === s.id)).toBe(false);
  });

  it('refuses bad edits: 400 at the field, 404 for an unknown id, 403 for a built-in', async () => {
    const s = await created('/api/statements', statement());
    for (const [body, field] of [
      [{ fallacy_type_id: 'gone-fallacy' }, 'fallacy_type_id'],
      [{ explanation: '' }, 'explanation'],
      [{ explanation: 'Too short.' }, 'explanation'],
      [{ text: 'Line one\u0000 hidden null in a long enough text.' }, 'text'],
      [{ difficulty: 9 }, 'difficulty'],
      [{ lesson_id: 'nowhere' }, 'lesson_id'],
    ] as const) {
      expect(Object.keys((await expectRejected(() => call('PATCH', `/api/statements/${s.id}`, body), 400)).fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    await expectRejected(() => call('PATCH', '/api/statements/stmt-nosuchthing', { difficulty: 2 }), 404);
    await expectRejected(() => call('DELETE', '/api/statements/stmt-nosuchthing'), 404);
    await expectRejected(() => call('PATCH', '/api/statements/stmt-001', { difficulty: 2 }), 403);
    await expectRejected(() => call('DELETE', '/api/statements/stmt-001'), 403);
  });
});

describe('the inbox: /api/messages', () => {
  it('lists the contact messages newest first, unread until marked, without the delivery details', async () => {
    const res = await call('GET', '/api/messages');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((m) => m.id)).toEqual(['msg-2', 'msg-1']);
    expect(list[0]).toEqual({ id: 'msg-2', receivedAt: NEWER.receivedAt, from_name: 'Ada', from_email: 'ada@example.com', message: 'Newer.', read: false });
  });

  it('marks a message read and unread, refuses a bad body (400) and an unknown id (404)', async () => {
    expect(await (await call('PATCH', '/api/messages/msg-1', { read: true })).json()).toEqual({ id: 'msg-1', read: true });
    expect(db().messages.find((m) => m.id === 'msg-1')?.read).toBe(true);
    await expectRejected(() => call('PATCH', '/api/messages/msg-1', { read: 'yes' }), 400);
    await expectRejected(() => call('PATCH', '/api/messages/msg-1', { read: false, message: 'rewritten' }), 400);
    await expectRejected(() => call('PATCH', '/api/messages/nope', { read: true }), 404);
    expect((await call('PATCH', '/api/messages/msg-1', { read: false })).status).toBe(200);
    expect(db().messages.find((m) => m.id === 'msg-1')?.read).toBe(false);
  });

  it('deletes a message (204), then it is 404', async () => {
    expect((await call('DELETE', '/api/messages/msg-2')).status).toBe(204);
    expect(db().messages.map((m) => m.id)).toEqual(['msg-1']);
    await expectRejected(() => call('DELETE', '/api/messages/msg-2'), 404);
  });
});
