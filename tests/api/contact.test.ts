import { readFileSync } from 'node:fs';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_LIB_VERSION, LOCAL_EMAIL_SERVICE, TO_NAME } from '../../src/contract/contact';
import { MAX_MESSAGES_PER_MINUTE } from '../../mock-api/routes/contact';
import { startApi, type RunningApi } from './server';

let api: RunningApi;
beforeEach(async () => {
  api = await startApi({ env: {} });
});
afterEach(async () => {
  await api.close();
});

/** Does what the ALTCHA widget does: fetch a challenge, solve it, encode the payload. */
async function solvedBotCheck(): Promise<string> {
  const res = await fetch(`${api.url}/api/altcha/challenge`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** The JSON the email client (@emailjs/browser 4.4.1) posts. */
function payload(altcha: string, overrides: Record<string, unknown> = {}, params: Record<string, unknown> = {}) {
  return {
    lib_version: EMAIL_LIB_VERSION,
    user_id: LOCAL_EMAIL_SERVICE.publicKey,
    service_id: LOCAL_EMAIL_SERVICE.serviceId,
    template_id: LOCAL_EMAIL_SERVICE.templateId,
    template_params: {
      from_name: 'Ada',
      from_email: 'ada@example.com',
      message: 'Your fallacy list is missing the fallacy fallacy.',
      to_name: TO_NAME,
      reply_to: 'ada@example.com',
      altcha,
      ...params,
    },
    ...overrides,
  };
}

const send = (body: unknown) =>
  fetch(`${api.url}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const storedMessages = () => (JSON.parse(readFileSync(api.dbFile, 'utf8')) as { messages: Record<string, unknown>[] }).messages;

describe('the contact form backend', () => {
  it('issues signed, expiring proof-of-work challenges', async () => {
    const res = await fetch(`${api.url}/api/altcha/challenge`);
    const challenge = (await res.json()) as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a valid message with a solved bot check, answers OK and stores it', async () => {
    const res = await send(payload(await solvedBotCheck()));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    const [stored] = storedMessages();
    expect(stored).toMatchObject({
      from_name: 'Ada',
      from_email: 'ada@example.com',
      message: 'Your fallacy list is missing the fallacy fallacy.',
      to_name: 'Sophist',
      reply_to: 'ada@example.com',
      service_id: LOCAL_EMAIL_SERVICE.serviceId,
    });
    expect(stored).not.toHaveProperty('altcha');
    expect(typeof stored!.receivedAt).toBe('string');
  });

  it('refuses a replayed bot-check solution', async () => {
    const altcha = await solvedBotCheck();
    expect((await send(payload(altcha))).status).toBe(200);
    const again = await send(payload(altcha, {}, { message: 'Same proof, second message.' }));
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: 'Bot check already used; solve a new one' });
    expect(storedMessages()).toHaveLength(1);
  });

  it('refuses a missing, forged or test-mode bot check', async () => {
    const real = JSON.parse(Buffer.from(await solvedBotCheck(), 'base64').toString()) as { challenge: Challenge; solution: { derivedKey: string } };
    const key = real.solution.derivedKey;
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const forged = Buffer.from(JSON.stringify({ ...real, solution: { ...real.solution, derivedKey: wrongKey } })).toString('base64');
    const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
    for (const altcha of [forged, testMode, 'not base64 at all!']) {
      const res = await send(payload(altcha));
      expect(res.status, altcha.slice(0, 20)).toBe(403);
    }
    const missing = await send(payload(''));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty(['template_params.altcha']);
    expect(storedMessages()).toHaveLength(0);
  });

  it('validates the payload: fields, types, ids and unknown keys', async () => {
    const altcha = 'x';
    const cases: [string, unknown, number][] = [
      ['no public key', payload(altcha, { user_id: '' }), 400],
      ['wrong public key', payload(altcha, { user_id: 'someone-else' }), 400],
      ['wrong service', payload(altcha, { service_id: 'gmail' }), 400],
      ['wrong template', payload(altcha, { template_id: 'other' }), 400],
      ['params not an object', { ...payload(altcha), template_params: 'hello' }, 400],
      ['no name', payload(altcha, {}, { from_name: '  ' }), 400],
      ['bad email', payload(altcha, {}, { from_email: 'not-an-email' }), 400],
      ['bad reply_to', payload(altcha, {}, { reply_to: 'nope' }), 400],
      ['no message', payload(altcha, {}, { message: '' }), 400],
      ['huge message', payload(altcha, {}, { message: 'x'.repeat(5001) }), 400],
      ['extra param', payload(altcha, {}, { admin: true }), 400],
    ];
    for (const [name, body, status] of cases) {
      const res = await send(body);
      expect(res.status, name).toBe(status);
      expect(((await res.json()) as { error: string }).error, name).toBeTruthy();
    }
    const wrongKey = await send(payload(altcha, { user_id: 'someone-else' }));
    expect(await wrongKey.json()).toEqual({ error: 'The Public Key is invalid' });
    expect(storedMessages()).toHaveLength(0);
  });

  it(`rate-limits: more than ${MAX_MESSAGES_PER_MINUTE} sends a minute from one address get 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX_MESSAGES_PER_MINUTE; i++) statuses.push((await send(payload(await solvedBotCheck(), {}, { message: `Message ${i}` }))).status);
    expect(statuses).toEqual(Array(MAX_MESSAGES_PER_MINUTE).fill(200));
    const over = await send(payload(await solvedBotCheck(), {}, { message: 'One too many.' }));
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: 'Too many messages; try again in a minute' });
    expect(storedMessages()).toHaveLength(MAX_MESSAGES_PER_MINUTE);
  }, 60_000);

  it('keeps the stored messages private', async () => {
    expect((await send(payload(await solvedBotCheck()))).status).toBe(200);
    expect((await fetch(`${api.url}/api/messages`)).status).toBe(401);
  });
});
