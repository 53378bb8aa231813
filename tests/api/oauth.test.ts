import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userInfoSchema } from '../../src/contract/auth';
import { startApi, type RunningApi } from './server';

/**
 * The emulated identity provider: the authorize page, single-use 60-second codes
 * bound to the redirect_uri and client_id they were issued for, the token exchange (RFC 6749
 * §4.1.3, errors as §5.2) and the user-info endpoint. The server runs in this process, so faking
 * `Date` moves its clock.
 */
let api: RunningApi;
let host: string;
let callback: string;

beforeAll(async () => {
  api = await startApi({ env: { OAUTH_REDIRECT_ORIGINS: 'https://sophist.example, https://preview.sophist.example/' } });
  host = new URL(api.url).host;
  callback = `http://${host}/auth/google/callback`;
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function authorizeUrl(params: Record<string, string>) {
  return `${api.url}/oauth/authorize?${new URLSearchParams(params).toString()}`;
}

function pick(fields: Record<string, string>) {
  return fetch(`${api.url}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const CLIENT_ID = 'sophist-local';

/** Picks an account the way the page's form does; returns the code from the redirect. */
async function signInAs(account = 'ada', state = 'st4te', { redirectUri = callback, clientId = CLIENT_ID, pkce = {} as Record<string, string> } = {}): Promise<string> {
  const res = await pick({ redirect_uri: redirectUri, state, client_id: clientId, response_type: 'code', account, ...pkce });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code')!;
}

/** The exchange as the site makes it (JSON), with the code's own redirect_uri and client_id unless overridden. */
function exchange(code: unknown, overrides: Record<string, unknown> = {}) {
  return fetch(`${api.url}/api/auth/google/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'authorization_code', code, redirect_uri: callback, client_id: CLIENT_ID, ...overrides }),
  });
}

/** Asserts an RFC 6749 §5.2 error response. */
async function expectTokenError(res: Response, error: string) {
  expect(res.status).toBe(400);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as { error: string; error_description: string };
  expect(body.error).toBe(error);
  expect(typeof body.error_description).toBe('string');
}

function userInfo(authorization?: string) {
  return fetch(`${api.url}/api/oauth/userinfo`, { headers: authorization ? { Authorization: authorization } : {} });
}

describe('GET /oauth/authorize', () => {
  it('shows an accessible account picker for this site\'s callback', async () => {
    const res = await fetch(authorizeUrl({ response_type: 'code', client_id: 'sophist-local', redirect_uri: callback, state: 'abc', scope: 'openid email profile' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Choose an account</h1>');
    for (const name of ['Ada Lovelace', 'Diogenes of Sinope', 'Hypatia of Alexandria']) expect(html).toContain(name);
    expect(html).toContain('value="abc"');
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="">/);
    expect(html).not.toMatch(/src="https?:/); // no network
  });

  it('escapes what it echoes', async () => {
    const res = await fetch(authorizeUrl({ redirect_uri: callback, client_id: CLIENT_ID, state: '"><script>alert(1)</script>' }));
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it.each([
    ['another site', 'https://evil.example/auth/google/callback'],
    ['another port on this host', `http://${new URL('http://127.0.0.1:1').hostname}:1/auth/google/callback`],
    ['another path', () => `http://${host}/profile`],
    ['a path prefix trick', () => `http://${host}/auth/google/callback/../../admin`],
    ['a query on the callback', () => `${callback}?next=https://evil.example`],
    ['a fragment', () => `${callback}#x`],
    ['credentials in the URL', () => `http://user:pw@${host}/auth/google/callback`],
    ['a javascript: URL', 'javascript:alert(1)//auth/google/callback'],
    ['a relative URL', '/auth/google/callback'],
    ['nothing', ''],
  ])('refuses %s as redirect_uri, and never redirects', async (_name, target) => {
    const redirectUri = typeof target === 'function' ? target() : target;
    const res = await fetch(authorizeUrl({ redirect_uri: redirectUri, state: 's' }), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('redirect_uri');
    const posted = await pick({ redirect_uri: redirectUri, state: 's', account: 'ada' });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('accepts origins listed in OAUTH_REDIRECT_ORIGINS', async () => {
    for (const origin of ['https://sophist.example', 'https://preview.sophist.example']) {
      const res = await fetch(authorizeUrl({ redirect_uri: `${origin}/auth/google/callback`, client_id: CLIENT_ID }));
      expect(res.status, origin).toBe(200);
    }
  });

  it('refuses a response_type other than code', async () => {
    const res = await fetch(authorizeUrl({ redirect_uri: callback, client_id: CLIENT_ID, response_type: 'token' }));
    expect(res.status).toBe(400);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'c'.repeat(201)],
    ['with a control character', 'client\n1'],
  ])('refuses a client_id that is %s, and never redirects', async (_name, clientId) => {
    const params: Record<string, string> = { redirect_uri: callback, state: 's', response_type: 'code' };
    if (clientId !== undefined) params.client_id = clientId;
    const res = await fetch(authorizeUrl(params), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('client_id');
    const posted = await pick({ ...params, account: 'ada' });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });
});

describe('POST /oauth/authorize (an account was picked)', () => {
  it('redirects to the callback with a code and the state', async () => {
    const code = await signInAs('hypatia', 'x y&z=1');
    expect(code).toMatch(/^[\w-]{30,}$/);
  });

  it('issues a different code every time', async () => {
    expect(await signInAs()).not.toBe(await signInAs());
  });

  it('redirects with error=access_denied and no code on Cancel', async () => {
    const res = await pick({ redirect_uri: callback, client_id: CLIENT_ID, state: 'abc', cancel: '1' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('state')).toBe('abc');
  });

  it('refuses an unknown account', async () => {
    const res = await pick({ redirect_uri: callback, client_id: CLIENT_ID, state: 'abc', account: 'mallory' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('POST /api/auth/google/token', () => {
  it('exchanges a code once for an access token that opens user-info', async () => {
    const code = await signInAs('diogenes');
    const res = await exchange(code);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(3600);

    const info = await userInfo(`Bearer ${body.access_token}`);
    expect(info.status).toBe(200);
    const profile = userInfoSchema.parse(await info.json());
    expect(profile).toMatchObject({ email: 'diogenes@example.com', name: 'Diogenes of Sinope' });
    expect(profile.sub).toMatch(/^demo-/);
    expect(profile.picture).toMatch(/^data:image\/svg\+xml;base64,/);

    const again = await exchange(code);
    await expectTokenError(again, 'invalid_grant');
  });

  it('honours a code for 60 seconds and not a moment longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T12:00:00Z') });
    const early = await signInAs();
    const late = await signInAs();
    vi.setSystemTime(new Date('2025-03-01T12:00:59.900Z'));
    expect((await exchange(early)).status).toBe(200);
    vi.setSystemTime(new Date('2025-03-01T12:01:00.000Z'));
    await expectTokenError(await exchange(late), 'invalid_grant');
  });

  it('answers invalid_grant for an unknown code and invalid_request for a missing or malformed one', async () => {
    await expectTokenError(await exchange('made-up-code'), 'invalid_grant');
    for (const code of [undefined, '', 42, ['a', 'b'], 'x'.repeat(513)]) {
      await expectTokenError(await exchange(code), 'invalid_request');
    }
  });

  it.each([
    ['another allowed origin\'s callback', 'https://sophist.example/auth/google/callback'],
    ['the callback with a trailing slash', () => `${callback}/`],
    ['the callback with a query', () => `${callback}?x=1`],
    ['the callback on another port', () => `http://127.0.0.1:1/auth/google/callback`],
    ['another path on this host', () => `http://${host}/profile`],
  ])('refuses a code presented with a different redirect_uri (%s), and uses it up', async (_name, target) => {
    const redirectUri = typeof target === 'function' ? target() : target;
    const code = await signInAs();
    await expectTokenError(await exchange(code, { redirect_uri: redirectUri }), 'invalid_grant');
    // The attempt spent the code: the right redirect_uri is now too late.
    await expectTokenError(await exchange(code), 'invalid_grant');
  });

  it('binds the code to the redirect_uri of its request, not to this host', async () => {
    const elsewhere = 'https://preview.sophist.example/auth/google/callback';
    const code = await signInAs('ada', 's', { redirectUri: elsewhere });
    await expectTokenError(await exchange(code, { redirect_uri: callback }), 'invalid_grant');
    const other = await signInAs('ada', 's', { redirectUri: elsewhere });
    expect((await exchange(other, { redirect_uri: elsewhere })).status).toBe(200);
  });

  it('refuses a code presented by another client, and uses it up', async () => {
    const code = await signInAs();
    await expectTokenError(await exchange(code, { client_id: 'someone-else' }), 'invalid_grant');
    await expectTokenError(await exchange(code), 'invalid_grant');
    const other = await signInAs('ada', 's', { clientId: 'client-b' });
    await expectTokenError(await exchange(other, { client_id: CLIENT_ID }), 'invalid_grant');
  });

  it.each([
    ['redirect_uri', undefined],
    ['redirect_uri', ''],
    ['client_id', undefined],
    ['client_id', ''],
    ['client_id', ['sophist-local', 'sophist-local']],
  ])('answers invalid_request when %s is %j', async (name, value) => {
    const code = await signInAs();
    await expectTokenError(await exchange(code, { [name]: value }), 'invalid_request');
  });

  it('needs grant_type=authorization_code', async () => {
    await expectTokenError(await exchange(await signInAs(), { grant_type: undefined }), 'invalid_request');
    await expectTokenError(await exchange(await signInAs(), { grant_type: 'password' }), 'unsupported_grant_type');
  });

  it('accepts the RFC\'s form-encoded request', async () => {
    const code = await signInAs();
    const res = await fetch(`${api.url}/api/auth/google/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callback, client_id: CLIENT_ID }).toString(),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token_type: string }).token_type).toBe('Bearer');
  });

  it('revokes the access token when its code is replayed (RFC 6749 §4.1.2)', async () => {
    const code = await signInAs();
    const { access_token } = (await (await exchange(code)).json()) as { access_token: string };
    expect((await userInfo(`Bearer ${access_token}`)).status).toBe(200);
    await expectTokenError(await exchange(code), 'invalid_grant');
    expect((await userInfo(`Bearer ${access_token}`)).status).toBe(401);
  });
});

describe('PKCE (RFC 7636)', () => {
  const verifier = 'v'.repeat(20) + '-._~' + '0123456789abcdefghijklm';
  const s256 = createHash('sha256').update(verifier).digest('base64url');

  it('carries the challenge through the account picker', async () => {
    const res = await fetch(authorizeUrl({ redirect_uri: callback, client_id: CLIENT_ID, code_challenge: s256, code_challenge_method: 'S256' }));
    const html = await res.text();
    expect(html).toContain(`name="code_challenge" value="${s256}"`);
    expect(html).toContain('name="code_challenge_method" value="S256"');
  });

  it('exchanges an S256-bound code only with its verifier, and uses the code up on a wrong one', async () => {
    const code = await signInAs('ada', 's', { pkce: { code_challenge: s256, code_challenge_method: 'S256' } });
    await expectTokenError(await exchange(code, { code_verifier: `${verifier}x` }), 'invalid_grant');
    await expectTokenError(await exchange(code, { code_verifier: verifier }), 'invalid_grant');
    const other = await signInAs('ada', 's', { pkce: { code_challenge: s256, code_challenge_method: 'S256' } });
    expect((await exchange(other, { code_verifier: verifier })).status).toBe(200);
  });

  it('refuses a code that had a challenge when no verifier comes with it', async () => {
    const code = await signInAs('ada', 's', { pkce: { code_challenge: s256, code_challenge_method: 'S256' } });
    await expectTokenError(await exchange(code), 'invalid_grant');
  });

  it('does not take the challenge itself as the verifier of an S256 code', async () => {
    const code = await signInAs('ada', 's', { pkce: { code_challenge: s256, code_challenge_method: 'S256' } });
    await expectTokenError(await exchange(code, { code_verifier: s256 }), 'invalid_grant');
  });

  it('treats a challenge without a method as plain', async () => {
    const code = await signInAs('ada', 's', { pkce: { code_challenge: verifier } });
    expect((await exchange(code, { code_verifier: verifier })).status).toBe(200);
  });

  it('refuses a verifier for a code issued without a challenge (no downgrade)', async () => {
    const code = await signInAs();
    await expectTokenError(await exchange(code, { code_verifier: verifier }), 'invalid_grant');
  });

  it.each([
    ['a short challenge', { code_challenge: 'x'.repeat(42), code_challenge_method: 'S256' }],
    ['a challenge with a forbidden character', { code_challenge: `${'x'.repeat(42)}+`, code_challenge_method: 'S256' }],
    ['an unknown method', { code_challenge: s256, code_challenge_method: 'S512' }],
    ['a method without a challenge', { code_challenge_method: 'S256' }],
  ])('refuses %s at the authorize page, and never redirects', async (_name, pkce) => {
    const params = { redirect_uri: callback, client_id: CLIENT_ID, state: 's', ...pkce };
    const res = await fetch(authorizeUrl(params), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('code_challenge');
    const posted = await pick({ ...params, account: 'ada' });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });
});

describe('GET /api/oauth/userinfo', () => {
  it('answers 401 with WWW-Authenticate for a missing, malformed or unknown token', async () => {
    for (const header of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-real-token', 'bearer  x']) {
      const res = await userInfo(header);
      expect(res.status, String(header)).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      expect(await res.json()).toEqual({ error: 'Invalid or expired access token' });
    }
  });

  it('refuses a code in place of an access token', async () => {
    const code = await signInAs();
    expect((await userInfo(`Bearer ${code}`)).status).toBe(401);
  });

  it('refuses an access token after an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T12:00:00Z') });
    const { access_token } = (await (await exchange(await signInAs())).json()) as { access_token: string };
    vi.setSystemTime(new Date('2025-03-01T12:59:59Z'));
    expect((await userInfo(`Bearer ${access_token}`)).status).toBe(200);
    vi.setSystemTime(new Date('2025-03-01T13:00:00Z'));
    expect((await userInfo(`Bearer ${access_token}`)).status).toBe(401);
  });
});
