// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OAuthConfig } from '@/config/oauth';
import { OAUTH_STATE_KEY, SIGN_IN_ERRORS, STATE_TTL_MS, authorizeUrl, completeSignIn, pkceChallenge, randomHex, rememberState, takePending, takeState, userFromProfile } from './signIn';

const config: OAuthConfig = {
  authorizeUrl: '/oauth/authorize',
  tokenUrl: '/api/auth/google/token',
  userInfoUrl: 'https://idp.example/userinfo',
  clientId: 'client-1',
  scope: 'openid email profile',
  callbackPath: '/auth/google/callback',
};
const profile = { sub: 'sub-42', email: 'ada@example.com', name: 'Ada Lovelace', picture: 'data:image/svg+xml;base64,AAA' };
const now = () => new Date('2025-02-03T04:05:06.000Z');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers the token call and the user-info call with the given responses. */
function fakeFetch(token: () => Response | Promise<Response>, info: () => Response | Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === config.tokenUrl) {
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({
        grant_type: 'authorization_code',
        code: 'the-code',
        redirect_uri: `${window.location.origin}/auth/google/callback`,
        client_id: 'client-1',
      });
      return token();
    }
    if (url === config.userInfoUrl) {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer at-1');
      return info();
    }
    throw new Error(`unexpected ${url}`);
  });
}

afterEach(() => sessionStorage.clear());

describe('sign-in', () => {
  it('builds the authorize URL with the callback on this origin and the state', () => {
    const url = new URL(authorizeUrl(config, 'http://127.0.0.1:4173', 'abc'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4173/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://127.0.0.1:4173/auth/google/callback',
      scope: 'openid email profile',
      state: 'abc',
      prompt: 'select_account',
    });
    expect(new URL(authorizeUrl({ ...config, authorizeUrl: 'https://accounts.example/auth' }, 'https://site.example', 's')).host).toBe('accounts.example');
  });

  it('adds the PKCE challenge to the authorize URL', () => {
    const url = new URL(authorizeUrl(config, 'https://site.example', 's', { codeChallenge: 'c'.repeat(43), method: 'S256' }));
    expect(url.searchParams.get('code_challenge')).toBe('c'.repeat(43));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('makes the S256 challenge of RFC 7636 Appendix B, and plain without Web Crypto', async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    await expect(pkceChallenge(verifier)).resolves.toEqual({ codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', method: 'S256' });
    await expect(pkceChallenge(verifier, null)).resolves.toEqual({ codeChallenge: verifier, method: 'plain' });
    const broken = { digest: () => Promise.reject(new Error('not here')) } as unknown as SubtleCrypto;
    await expect(pkceChallenge(verifier, broken)).resolves.toEqual({ codeChallenge: verifier, method: 'plain' });
  });

  it('keeps the PKCE verifier with the state, for the callback only', () => {
    rememberState('a'.repeat(32), 1000, 'v'.repeat(64));
    expect(takePending(2000)).toEqual({ state: 'a'.repeat(32), verifier: 'v'.repeat(64) });
    expect(takePending(2000)).toBeNull();
    rememberState('b'.repeat(32), 1000);
    expect(takePending(2000)).toEqual({ state: 'b'.repeat(32) });
  });

  it('makes random hex states', () => {
    expect(randomHex(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex(16)).not.toBe(randomHex(16));
    expect(randomHex(2, (a) => a.fill(255))).toBe('ffff');
  });

  it('gives the stored state back once, and not when stale or absent', () => {
    rememberState('a'.repeat(32), 1000);
    expect(takeState(1000 + 5000)).toBe('a'.repeat(32));
    expect(takeState(1000 + 5000)).toBeNull();
    rememberState('b'.repeat(32), 1000);
    expect(takeState(1000 + STATE_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
    sessionStorage.setItem(OAUTH_STATE_KEY, '{"state":1}');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(takeState(1000)).toBeNull();
  });

  it('builds the User from the profile', () => {
    expect(userFromProfile(profile, now())).toEqual({
      id: 'sub-42',
      email: 'ada@example.com',
      username: 'Ada Lovelace',
      avatarUrl: profile.picture,
      provider: 'google',
      createdAt: '2025-02-03T04:05:06.000Z',
      socialProfiles: [],
    });
  });

  it('exchanges the code, fetches the profile and returns the user', async () => {
    const fetchFn = fakeFetch(
      () => json(200, { access_token: 'at-1', token_type: 'Bearer' }),
      () => json(200, profile),
    );
    await expect(completeSignIn('the-code', { config, fetchFn, now })).resolves.toMatchObject({ id: 'sub-42', username: 'Ada Lovelace' });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('binds the exchange to the callback on the origin the sign-in started on', async () => {
    const bodies: unknown[] = [];
    const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === config.tokenUrl) {
        bodies.push(JSON.parse(String(init?.body)));
        return json(200, { access_token: 'at-1' });
      }
      return json(200, profile);
    });
    await completeSignIn('c', { config: { ...config, clientId: 'other-client' }, fetchFn, now, origin: 'https://site.example' });
    await completeSignIn('d', { config, fetchFn, now, origin: 'https://site.example', codeVerifier: 'v'.repeat(64) });
    expect(bodies).toEqual([
      { grant_type: 'authorization_code', code: 'c', redirect_uri: 'https://site.example/auth/google/callback', client_id: 'other-client' },
      { grant_type: 'authorization_code', code: 'd', redirect_uri: 'https://site.example/auth/google/callback', client_id: 'client-1', code_verifier: 'v'.repeat(64) },
    ]);
  });

  it.each([
    ['the exchange answers 400', () => json(400, { error: 'invalid_grant' }), () => json(200, profile), SIGN_IN_ERRORS.exchange],
    ['the exchange answers without a token', () => json(200, {}), () => json(200, profile), SIGN_IN_ERRORS.exchange],
    ['the exchange cannot be reached', () => Promise.reject(new TypeError('network')), () => json(200, profile), SIGN_IN_ERRORS.exchange],
    ['user-info answers 401', () => json(200, { access_token: 'at-1' }), () => json(401, { error: 'x' }), SIGN_IN_ERRORS.userInfo],
    ['user-info cannot be reached', () => json(200, { access_token: 'at-1' }), () => Promise.reject(new TypeError('network')), SIGN_IN_ERRORS.userInfo],
    ['the profile is empty', () => json(200, { access_token: 'at-1' }), () => json(200, {}), SIGN_IN_ERRORS.userData],
    ['the profile is null', () => json(200, { access_token: 'at-1' }), () => json(200, null), SIGN_IN_ERRORS.userData],
    ['the profile is not JSON', () => json(200, { access_token: 'at-1' }), () => new Response('<html>', { status: 200 }), SIGN_IN_ERRORS.userData],
  ])('fails with the spec message when %s', async (_name, token, info, message) => {
    await expect(completeSignIn('the-code', { config, fetchFn: fakeFetch(token, info), now })).rejects.toThrow(message);
  });

  it('accepts a profile without a picture or a name', async () => {
    const user = await completeSignIn('the-code', {
      config,
      fetchFn: fakeFetch(() => json(200, { access_token: 'at-1' }), () => json(200, { sub: 's', email: 'e@example.com' })),
      now,
    });
    expect(user).toMatchObject({ id: 's', username: 'e@example.com', avatarUrl: '' });
  });
});
