import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLASSES_PER_MINUTE, MAX_FAILED_JOINS_PER_MINUTE } from '../../mock-api/routes/classes';
import { CLASS_CODE_ALPHABET, CLASS_LIMITS, CLASS_MESSAGES, CLASS_RETENTION_DAYS, DAY_MS, type ClassView, type CreatedClass, type JoinedClass, type OwnRecordsView } from '../../src/contract/classes';
import { problemsWith } from './responseChecks';
import { startApi, type RunningApi } from './server';

/** The classes on the real backend: create, join, send, read with and without keys, leave, delete, retention, throttles. */

interface Reply {
  status: number;
  body: string;
  json: <T>() => T;
}

async function call(api: RunningApi, method: string, path: string, init: { body?: unknown; key?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(init.key ? { Authorization: `Bearer ${init.key}` } : {}), ...init.headers };
  const res = await fetch(`${api.url}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const body = await res.text();
  const problems = problemsWith({ method, path, status: res.status, contentType: res.headers.get('content-type') ?? '', body });
  expect(problems, `${method} ${path} → ${res.status}`).toEqual([]);
  return { status: res.status, body, json: <T>() => JSON.parse(body) as T };
}

const check = (id: string, kind: 'baseline' | 'post' | 'delayed', auc: number) => ({
  type: 'check',
  id,
  kind,
  completedAt: '2026-11-27T09:00:00.000Z',
  auc,
  se: 0.09,
  c: -0.1,
  fallacious: 12,
  sound: 12,
  hits: 9,
  falseAlarms: 3,
  byFallacy: { 'ad-hominem': { fallacious: 12, hits: 9, sound: 12, falseAlarms: 3 } },
  confusions: [{ actual: 'ad-hominem', chosen: 'straw-man', count: 2 }],
});
const practice = { type: 'practice', id: 'practice-001', completedAt: '2026-11-27T09:30:00.000Z', fallacious: 8, sound: 4, hits: 6, falseAlarms: 1, byFallacy: { 'post-hoc': { fallacious: 8, hits: 6, sound: 4, falseAlarms: 1 } } };
const review = { type: 'review', id: 'review-0001', completedAt: '2026-11-28T09:30:00.000Z', answered: 10, correct: 8, byFallacy: { 'red-herring': { answered: 5, correct: 4 } } };

const create = (api: RunningApi, name = 'Year 9 English, set 2', headers: Record<string, string> = {}) => call(api, 'POST', '/api/classes', { body: { name }, headers });
const join = (api: RunningApi, code: string, nickname: string, headers: Record<string, string> = {}) => call(api, 'POST', '/api/classes/join', { body: { code, nickname }, headers });
const rotated = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i % 250}, 198.51.100.${i % 200}` });

describe('a class from creation to deletion', () => {
  let api: RunningApi;
  let cls: CreatedClass;
  let ada: JoinedClass;
  let bo: JoinedClass;
  beforeAll(async () => {
    api = await startApi({ env: {} });
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates a class with a 6-character code from the unambiguous alphabet and a long teacher key, stored only as a hash', async () => {
    const r = await create(api);
    expect(r.status).toBe(201);
    cls = r.json<CreatedClass>();
    expect(cls.code).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{6}$`));
    expect(cls.teacherKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(cls.deleteAfter) - Date.parse(cls.createdAt)).toBe(CLASS_RETENTION_DAYS * DAY_MS);
    const db = readFileSync(api.dbFile, 'utf8');
    expect(db).toContain(cls.code);
    expect(db).not.toContain(cls.teacherKey);
  });

  it('refuses a class with personal extras or no name', async () => {
    expect((await call(api, 'POST', '/api/classes', { body: { name: 'Year 9', teacherEmail: 'a@b.uk' } })).status).toBe(400);
    expect((await call(api, 'POST', '/api/classes', { body: { name: '   ' } })).json<{ fields: Record<string, string[]> }>().fields.name).toEqual([CLASS_MESSAGES.nameRequired]);
  });

  it('lets pupils join with the code as it is read aloud, and refuses a second of the same nickname', async () => {
    const spoken = `${cls.code.slice(0, 3).toLowerCase()} ${cls.code.slice(3)}`;
    const r = await join(api, spoken, 'Captain Logic');
    expect(r.status).toBe(201);
    ada = r.json<JoinedClass>();
    expect(ada).toMatchObject({ classId: cls.id, className: cls.name, nickname: 'Captain Logic' });
    expect(ada.pupilSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const twin = await join(api, cls.code, 'captain-logic');
    expect(twin.status).toBe(409);
    expect(twin.json<{ error: string }>().error).toBe(CLASS_MESSAGES.nicknameTaken);
    bo = (await join(api, cls.code, 'Bo')).json<JoinedClass>();
    expect(readFileSync(api.dbFile, 'utf8')).not.toContain(ada.pupilSecret);
  });

  it('says only that a code opens no class', async () => {
    const other = cls.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const r = await join(api, other, 'Someone');
    expect(r.status).toBe(404);
    expect(r.json<{ error: string }>().error).toBe(CLASS_MESSAGES.codeUnknown);
    expect((await join(api, 'O0O0O0', 'Someone')).status).toBe(400);
  });

  it('takes a pupil’s records only with that pupil’s secret, and a resend replaces instead of duplicating', async () => {
    const path = `/api/pupils/${ada.pupilId}/records`;
    expect((await call(api, 'POST', path, { body: check('check-ada-1', 'baseline', 0.6) })).status).toBe(401);
    expect((await call(api, 'POST', path, { body: check('check-ada-1', 'baseline', 0.6), key: bo.pupilSecret })).status).toBe(403);
    expect((await call(api, 'POST', path, { body: check('check-ada-1', 'baseline', 0.6), key: ada.pupilSecret })).status).toBe(201);
    expect((await call(api, 'POST', path, { body: check('check-ada-1', 'baseline', 0.62), key: ada.pupilSecret })).status).toBe(200);
    expect((await call(api, 'POST', path, { body: check('check-ada-2', 'post', 0.8), key: ada.pupilSecret })).status).toBe(201);
    expect((await call(api, 'POST', path, { body: practice, key: ada.pupilSecret })).status).toBe(201);
    expect((await call(api, 'POST', path, { body: review, key: ada.pupilSecret })).status).toBe(201);
    const bad = await call(api, 'POST', path, { body: { ...check('check-ada-3', 'post', 0.8), hits: 13 }, key: ada.pupilSecret });
    expect(bad.status).toBe(400);
    expect((await call(api, 'POST', path, { body: { ...practice, id: 'practice-002', nickname: 'x' }, key: ada.pupilSecret })).status).toBe(400);
  });

  it('shows the teacher every pupil with the key, and nothing without it', async () => {
    const path = `/api/classes/${cls.id}`;
    const none = await call(api, 'GET', path);
    expect(none.status).toBe(401);
    const wrong = await call(api, 'GET', path, { key: ada.pupilSecret });
    expect(wrong.status).toBe(403);
    // A class that does not exist answers exactly as a wrong key does.
    const missing = await call(api, 'GET', '/api/classes/00000000-0000-4000-8000-000000000000', { key: cls.teacherKey });
    expect(missing.status).toBe(403);
    expect(missing.body).toBe(wrong.body);
    expect(await call(api, 'GET', '/api/classes/00000000-0000-4000-8000-000000000000').then((r) => r.body)).toBe(none.body);
    for (const r of [none, wrong, missing]) {
      expect(r.body).not.toContain(cls.name);
      expect(r.body).not.toContain('Captain');
    }
    const ok = await call(api, 'GET', path, { key: cls.teacherKey });
    expect(ok.status).toBe(200);
    const view = ok.json<ClassView>();
    expect(view).toMatchObject({ id: cls.id, code: cls.code, name: cls.name });
    expect(view.pupils.map((p) => p.nickname).sort()).toEqual(['Bo', 'Captain Logic']);
    const mine = view.pupils.find((p) => p.id === ada.pupilId)!;
    expect(mine.checks.map((c) => [c.id, c.auc])).toEqual([
      ['check-ada-1', 0.62],
      ['check-ada-2', 0.8],
    ]);
    expect(mine.practice).toHaveLength(1);
    expect(mine.reviews).toHaveLength(1);
    expect(JSON.stringify(view)).not.toMatch(/secret|hash|key/i);
  });

  it('shows a pupil exactly what the teacher sees of them, and only with their secret', async () => {
    const path = `/api/pupils/${ada.pupilId}`;
    expect((await call(api, 'GET', path)).status).toBe(401);
    expect((await call(api, 'GET', path, { key: cls.teacherKey })).status).toBe(403);
    const own = (await call(api, 'GET', path, { key: ada.pupilSecret })).json<OwnRecordsView>();
    const teacher = (await call(api, 'GET', `/api/classes/${cls.id}`, { key: cls.teacherKey })).json<ClassView>();
    expect(own.pupil).toEqual(teacher.pupils.find((p) => p.id === ada.pupilId));
    expect(own).toMatchObject({ classId: cls.id, className: cls.name });
  });

  it('refuses a check past the limit', async () => {
    const path = `/api/pupils/${bo.pupilId}/records`;
    for (let i = 0; i < CLASS_LIMITS.checks; i++) expect((await call(api, 'POST', path, { body: check(`check-bo-${i}0`, 'post', 0.5), key: bo.pupilSecret })).status).toBe(201);
    const over = await call(api, 'POST', path, { body: check('check-bo-over', 'post', 0.5), key: bo.pupilSecret });
    expect(over.status).toBe(409);
    // Replacing one already kept is still fine.
    expect((await call(api, 'POST', path, { body: check('check-bo-00', 'post', 0.55), key: bo.pupilSecret })).status).toBe(200);
  });

  it('lets a pupil leave, which deletes their records', async () => {
    expect((await call(api, 'DELETE', `/api/pupils/${ada.pupilId}`)).status).toBe(401);
    expect((await call(api, 'DELETE', `/api/pupils/${ada.pupilId}`, { key: bo.pupilSecret })).status).toBe(403);
    expect((await call(api, 'DELETE', `/api/pupils/${ada.pupilId}`, { key: ada.pupilSecret })).status).toBe(204);
    expect((await call(api, 'GET', `/api/pupils/${ada.pupilId}`, { key: ada.pupilSecret })).status).toBe(403);
    const view = (await call(api, 'GET', `/api/classes/${cls.id}`, { key: cls.teacherKey })).json<ClassView>();
    expect(view.pupils.map((p) => p.nickname)).toEqual(['Bo']);
    const db = readFileSync(api.dbFile, 'utf8');
    expect(db).not.toContain('Captain Logic');
    expect(db).not.toContain('check-ada-1');
  });

  it('deletes the class and everything in it with the teacher key; then its code joins nothing', async () => {
    expect((await call(api, 'DELETE', `/api/classes/${cls.id}`)).status).toBe(401);
    expect((await call(api, 'DELETE', `/api/classes/${cls.id}`, { key: bo.pupilSecret })).status).toBe(403);
    expect((await call(api, 'DELETE', `/api/classes/${cls.id}`, { key: cls.teacherKey })).status).toBe(204);
    expect((await call(api, 'GET', `/api/classes/${cls.id}`, { key: cls.teacherKey })).status).toBe(403);
    expect((await call(api, 'GET', `/api/pupils/${bo.pupilId}`, { key: bo.pupilSecret })).status).toBe(403);
    expect((await join(api, cls.code, 'Late Comer')).status).toBe(404);
    const db = JSON.parse(readFileSync(api.dbFile, 'utf8')) as { classes: unknown[]; classPupils: unknown[] };
    expect(db.classes).toEqual([]);
    expect(db.classPupils).toEqual([]);
  });
});

describe('retention: a class goes a fixed time after its last activity', () => {
  let api: RunningApi;
  let clock = Date.parse('2026-11-27T09:00:00.000Z');
  beforeAll(async () => {
    api = await startApi({ env: {}, now: () => clock });
  });
  afterAll(async () => {
    await api.close();
  });

  it('keeps a class while it is used and deletes it, pupils and all, once it has been quiet for the whole period', async () => {
    const cls = (await create(api, 'Year 10 RS')).json<CreatedClass>();
    const pupil = (await join(api, cls.code, 'Quiet One')).json<JoinedClass>();
    // Activity just inside the period renews it.
    clock += CLASS_RETENTION_DAYS * DAY_MS - 1000;
    expect((await call(api, 'POST', `/api/pupils/${pupil.pupilId}/records`, { body: check('check-q-1', 'baseline', 0.6), key: pupil.pupilSecret })).status).toBe(201);
    clock += CLASS_RETENTION_DAYS * DAY_MS - 1000;
    const view = await call(api, 'GET', `/api/classes/${cls.id}`, { key: cls.teacherKey });
    expect(view.status).toBe(200);
    expect(view.json<ClassView>().deleteAfter).toBe(new Date(clock + CLASS_RETENTION_DAYS * DAY_MS).toISOString());
    // Quiet for the whole period: gone, and gone from the file.
    clock += CLASS_RETENTION_DAYS * DAY_MS;
    expect((await call(api, 'GET', `/api/pupils/${pupil.pupilId}`, { key: pupil.pupilSecret })).status).toBe(403);
    expect((await call(api, 'GET', `/api/classes/${cls.id}`, { key: cls.teacherKey })).status).toBe(403);
    expect((await join(api, cls.code, 'Another')).status).toBe(404);
    const db = JSON.parse(readFileSync(api.dbFile, 'utf8')) as { classes: unknown[]; classPupils: unknown[] };
    expect(db.classes).toEqual([]);
    expect(db.classPupils).toEqual([]);
  });

  it('sweeps expired classes when the server starts', async () => {
    const start = Date.parse('2026-11-27T09:00:00.000Z');
    const stale = { id: 'stale-class', code: 'ABCDEF', name: 'Old class', teacherKeyHash: '0'.repeat(64), createdAt: '2026-01-01T00:00:00.000Z', lastActivityAt: new Date(start - CLASS_RETENTION_DAYS * DAY_MS - 1).toISOString() };
    const fresh = { ...stale, id: 'fresh-class', code: 'GHJKMN', lastActivityAt: new Date(start - DAY_MS).toISOString() };
    const pupil = { id: 'p1', classId: 'stale-class', nickname: 'Old Timer', secretHash: '0'.repeat(64), joinedAt: stale.createdAt, checks: [], practice: [], reviews: [] };
    const started = await startApi({ env: {}, now: () => start, extraState: { classes: [stale, fresh], classPupils: [pupil] } });
    try {
      const db = JSON.parse(readFileSync(started.dbFile, 'utf8')) as { classes: { id: string }[]; classPupils: unknown[] };
      expect(db.classes.map((c) => c.id)).toEqual(['fresh-class']);
      expect(db.classPupils).toEqual([]);
    } finally {
      await started.close();
    }
  });
});

describe('throttles count the address the backend saw, never one the visitor wrote', () => {
  it(`allows ${MAX_CLASSES_PER_MINUTE} new classes a minute from one address, whatever X-Forwarded-For says`, async () => {
    const api = await startApi({ env: { API_PROXY_SECRET: 'classes-proxy-secret-0123456789' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= MAX_CLASSES_PER_MINUTE; i++) statuses.push((await create(api, `Set ${i}`, { ...rotated(i), 'X-Sophist-Proxy': 'a guess' })).status);
      expect(statuses).toEqual([...Array<number>(MAX_CLASSES_PER_MINUTE).fill(201), 429]);
    } finally {
      await api.close();
    }
  });

  it(`locks out joins after ${MAX_FAILED_JOINS_PER_MINUTE} unknown codes a minute, even with the right code and a rotating X-Forwarded-For; a minute later it opens again`, async () => {
    let clock = Date.parse('2026-11-27T09:00:00.000Z');
    const api = await startApi({ env: {}, now: () => clock });
    try {
      const cls = (await create(api)).json<CreatedClass>();
      const wrong = [...CLASS_CODE_ALPHABET].map((ch) => ch.repeat(6)).filter((c) => c !== cls.code);
      for (let i = 0; i < MAX_FAILED_JOINS_PER_MINUTE; i++) expect((await join(api, wrong[i]!, `Guesser ${i}`, rotated(i))).status, `guess ${i}`).toBe(404);
      const locked = await join(api, cls.code, 'Honest Pupil', rotated(99));
      expect(locked.status).toBe(429);
      clock += 60_000;
      expect((await join(api, cls.code, 'Honest Pupil', rotated(100))).status).toBe(201);
    } finally {
      await api.close();
    }
  });
});
