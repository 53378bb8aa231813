import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLACY_IDS } from '../../src/content/schema';
import { fallacyTypeSchema, statementSchema } from '../../src/contract/fallacies';
import { BUILTIN_STATEMENTS } from '../../src/contract/seed';
import { startApi, type RunningApi } from './server';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

describe('the emulated backend', () => {
  it('answers health', async () => {
    const res = await fetch(`${api.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('lists the 13 built-in fallacy types, valid and matching the site', async () => {
    const res = await fetch(`${api.url}/api/fallacies`);
    expect(res.status).toBe(200);
    const list = fallacyTypeSchema.array().parse(await res.json());
    expect(list.map((f) => f.id).sort()).toEqual([...FALLACY_IDS].sort());
  });

  it('lists the built-in Detective statements that passed blind review, each pointing at a known fallacy', async () => {
    const res = await fetch(`${api.url}/api/statements`);
    const list = statementSchema.array().parse(await res.json());
    // The seed's 78, less any held back until read blind again (review: null).
    expect(list.map((s) => s.id)).toEqual(BUILTIN_STATEMENTS.map((s) => s.id));
    expect(list.length).toBeGreaterThanOrEqual(76);
    expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
    for (const s of list) expect(FALLACY_IDS).toContain(s.fallacy_type_id);
  });

  it('creates the working db from the seed', () => {
    const db = JSON.parse(readFileSync(api.dbFile, 'utf8')) as Record<string, unknown[]>;
    expect(db.fallacies).toHaveLength(13);
    expect(db.messages).toEqual([]);
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await fetch(`${api.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('keeps private collections private: the messages need the admin token, the db is nowhere', async () => {
    expect((await fetch(`${api.url}/api/messages`)).status).toBe(401);
    expect((await fetch(`${api.url}/api/db`)).status).toBe(404);
  });

  it('refuses writes to the collections without the admin token', async () => {
    const res = await fetch(`${api.url}/api/fallacies/ad-hominem`, { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect((await fetch(`${api.url}/api/fallacies/ad-hominem`, { method: 'PUT' })).status).toBe(405);
    const still = await fetch(`${api.url}/api/fallacies/ad-hominem`);
    expect(still.status).toBe(200);
  });

  it('answers malformed JSON with 400 and a body over 1 MB with 413, and keeps running', async () => {
    const bad = await fetch(`${api.url}/api/health`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Malformed JSON' });
    const big = await fetch(`${api.url}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.status).toBe(413);
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  });
});
