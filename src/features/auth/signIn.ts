import { z } from '@/contract/zod';
import { oauthConfig, type OAuthConfig } from '@/config/oauth';
import type { User } from '@/app/session';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { oauthTokenResponseSchema, userInfoSchema, type PkceChallenge, type UserInfo } from '@/contract/auth';

/**
 * Sign-in with the identity provider: start with a random `state` and
 * a PKCE verifier (RFC 7636) kept in session storage, come back to /auth/google/callback with
 * `code` and `state`, exchange the code with the verifier, fetch the profile, build the User.
 * Time, randomness and fetch are arguments.
 */

/** Logged (never shown) when the callback gives up; the first and the last three are the spec's own. */
export const SIGN_IN_ERRORS = {
  missingCode: 'Missing code',
  badState: 'Invalid state',
  exchange: 'Failed to exchange code for tokens',
  userInfo: 'Failed to get user info',
  userData: 'Failed to get user data',
} as const;

/** Where the pending sign-in's state waits for the callback (this tab only). */
export const OAUTH_STATE_KEY = 'sophist.oauthState.v1';
/** A sign-in not finished within this window is refused. */
export const STATE_TTL_MS = 10 * 60_000;

const pendingSchema = z.object({ state: z.string().min(16), issuedAt: z.number(), verifier: z.string().min(43).max(128).optional() });

/** A sign-in waiting for its callback: the state to compare, and the PKCE verifier to send with the code. */
export interface PendingSignIn {
  state: string;
  verifier?: string;
}

/** A hex string from the browser's CSPRNG. */
export function randomHex(bytes: number, getRandomValues: (a: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (a) => crypto.getRandomValues(a)): string {
  return Array.from(getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This site's callback on the given origin: the redirect_uri of the request and of the exchange. */
export function callbackUrl(config: OAuthConfig, origin: string): string {
  return new URL(config.callbackPath, origin).href;
}

/** base64url without padding (RFC 7636 Appendix A). */
function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The PKCE challenge for a verifier: S256 (base64url of its SHA-256) wherever Web Crypto is
 * available, which is every secure context (https, localhost); `plain` only where it is not,
 * as RFC 7636 §4.2 allows.
 */
export async function pkceChallenge(verifier: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<PkceChallenge> {
  try {
    if (subtle) {
      const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
      return { codeChallenge: base64url(new Uint8Array(digest)), method: 'S256' };
    }
  } catch {
    /* No usable Web Crypto: plain below. */
  }
  return { codeChallenge: verifier, method: 'plain' };
}

/** The provider's authorize URL for this site (the config's URL may be relative or absolute). */
export function authorizeUrl(config: OAuthConfig, origin: string, state: string, pkce?: PkceChallenge): string {
  const url = new URL(config.authorizeUrl, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', callbackUrl(config, origin));
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'select_account');
  if (pkce) {
    url.searchParams.set('code_challenge', pkce.codeChallenge);
    url.searchParams.set('code_challenge_method', pkce.method);
  }
  return url.href;
}

export function rememberState(state: string, now: number, verifier?: string): boolean {
  return writeStored(OAUTH_STATE_KEY, { state, issuedAt: now, ...(verifier ? { verifier } : {}) }, 'session');
}

/** The pending sign-in, once: it is removed as it is read, and null when absent or stale. */
export function takePending(now: number): PendingSignIn | null {
  const pending = readStored(OAUTH_STATE_KEY, pendingSchema.nullable(), null, 'session');
  removeStored(OAUTH_STATE_KEY, 'session');
  if (!pending || now - pending.issuedAt > STATE_TTL_MS || pending.issuedAt > now + 60_000) return null;
  return { state: pending.state, ...(pending.verifier ? { verifier: pending.verifier } : {}) };
}

/** The pending state alone, once (see takePending). */
export function takeState(now: number): string | null {
  return takePending(now)?.state ?? null;
}

/** Starts sign-in: remembers a fresh state and PKCE verifier, and leaves for the provider. */
export async function beginSignIn(config: OAuthConfig = oauthConfig): Promise<void> {
  const state = randomHex(16);
  const verifier = randomHex(32); // 64 characters from [0-9a-f]: within RFC 7636's 43–128 unreserved characters
  const pkce = await pkceChallenge(verifier);
  rememberState(state, Date.now(), verifier);
  window.location.assign(authorizeUrl(config, window.location.origin, state, pkce));
}

/** Id from the subject, username from the name, avatarUrl from the picture; provider google; createdAt now. */
export function userFromProfile(info: UserInfo, now: Date): User {
  return {
    id: info.sub,
    email: info.email,
    username: info.name || info.email || 'Anonymous sophist',
    avatarUrl: info.picture,
    provider: 'google',
    createdAt: now.toISOString(),
    socialProfiles: [],
  };
}

export interface CompleteSignInDeps {
  config?: OAuthConfig;
  fetchFn?: typeof fetch;
  now: () => Date;
  /** The origin the sign-in started on (its callback is the redirect_uri the code is bound to). */
  origin?: string;
  /** The PKCE verifier remembered when the sign-in started, if any. */
  codeVerifier?: string;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/**
 * Code → access token → profile → User; throws an Error whose message is one of SIGN_IN_ERRORS.
 * The exchange presents the redirect_uri and client_id the code was issued for (RFC 6749 §4.1.3),
 * and the PKCE verifier when there is one (RFC 7636 §4.5).
 */
export async function completeSignIn(code: string, { config = oauthConfig, fetchFn = fetch, now, origin = window.location.origin, codeVerifier }: CompleteSignInDeps): Promise<User> {
  let accessToken: string;
  try {
    const res = await fetchFn(config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUrl(config, origin),
        client_id: config.clientId,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      }),
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(SIGN_IN_ERRORS.exchange);
    accessToken = oauthTokenResponseSchema.parse(await res.json()).access_token;
  } catch {
    throw new Error(SIGN_IN_ERRORS.exchange);
  }

  let res: Response;
  try {
    res = await fetchFn(config.userInfoUrl, { headers: { Authorization: `Bearer ${accessToken}` }, credentials: 'omit' });
  } catch {
    throw new Error(SIGN_IN_ERRORS.userInfo);
  }
  if (!res.ok) throw new Error(SIGN_IN_ERRORS.userInfo);
  const profile = userInfoSchema.safeParse(await readJson(res));
  if (!profile.success) throw new Error(SIGN_IN_ERRORS.userData);
  return userFromProfile(profile.data, now());
}

/** One exchange per code, even if the callback mounts twice (a code works only once). */
const inFlight = new Map<string, Promise<User>>();
export function completeSignInOnce(code: string, deps: CompleteSignInDeps): Promise<User> {
  let pending = inFlight.get(code);
  if (!pending) {
    pending = completeSignIn(code, deps);
    inFlight.set(code, pending);
  }
  return pending;
}
