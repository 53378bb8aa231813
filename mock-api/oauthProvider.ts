import { createHash, randomBytes } from 'node:crypto';
import type { PkceChallenge, UserInfo } from '../src/contract/auth';
import type { ApiContext } from './context';

/**
 * The emulated identity provider (it stands in for Google so sign-in works with no network):
 * a few demo accounts, single-use authorization codes bound to the request they were issued for,
 * and opaque access tokens, all in memory.
 * Time is read through `now` so tests can move the clock.
 */

/** An authorization code is good for one exchange within this window. */
export const CODE_TTL_MS = 60_000;
/** An access token opens the user-info endpoint for this long. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60_000;

export interface DemoAccount extends UserInfo {
  /** Short key used by the authorize page's form. */
  key: string;
  /** One line shown under the name on the account picker. */
  blurb: string;
}

/** An initials avatar as an inline SVG data URI (no network, no tracking pixel). */
export function initialsAvatar(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${background}"/>` +
    `<text x="48" y="60" font-family="Arial,Helvetica,sans-serif" font-size="38" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'ada',
    sub: 'demo-100000000000000000001',
    email: 'ada.lovelace@example.com',
    name: 'Ada Lovelace',
    picture: initialsAvatar('AL', '#1F5C4A'),
    blurb: 'Reads the footnotes. Writes better ones.',
  },
  {
    key: 'diogenes',
    sub: 'demo-100000000000000000002',
    email: 'diogenes@example.com',
    name: 'Diogenes of Sinope',
    picture: initialsAvatar('DS', '#7A3E12'),
    blurb: 'Lives in a barrel. Still wins every argument.',
  },
  {
    key: 'hypatia',
    sub: 'demo-100000000000000000003',
    email: 'hypatia@example.com',
    name: 'Hypatia of Alexandria',
    picture: initialsAvatar('HA', '#3B3F8C'),
    blurb: 'Asks for your sources before breakfast.',
  },
];

export function findAccount(key: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.key === key);
}

interface Grant {
  account: DemoAccount;
  expiresAt: number;
}

/** What a code was issued for; the exchange must present the same (RFC 6749 §4.1.3). */
export interface CodeBinding {
  /** The redirect_uri of the authorization request, exactly as the provider redirected to it. */
  redirectUri: string;
  /** The client_id of the authorization request. */
  clientId: string;
}

/** RFC 7636 §4.1: 43–128 unreserved characters, for verifiers and challenges alike. */
export const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The challenge a verifier makes under the method (RFC 7636 §4.2). */
export function pkceChallengeOf(verifier: string, method: PkceChallenge['method']): string {
  return method === 'S256' ? createHash('sha256').update(verifier, 'ascii').digest('base64url') : verifier;
}

interface CodeGrant extends Grant, CodeBinding {
  pkce: PkceChallenge | null;
}

export interface TokenGrant {
  accessToken: string;
  expiresInSeconds: number;
}

/** Why an exchange was refused: said in `error_description`, never more than that. */
export type RedeemFailure = 'unknown' | 'reused' | 'expired' | 'redirect_uri' | 'client_id' | 'code_verifier';

export class OAuthProvider {
  private codes = new Map<string, CodeGrant>();
  private tokens = new Map<string, Grant>();
  /** Redeemed codes → the access token each one bought, so a replay can revoke it (RFC 6749 §4.1.2). */
  private redeemed = new Map<string, { accessToken: string; expiresAt: number }>();

  constructor(
    private now: () => number = () => Date.now(),
    private randomString: () => string = () => randomBytes(32).toString('base64url'),
  ) {}

  /** A fresh code for the account and this request, valid for one exchange within CODE_TTL_MS. */
  issueCode(account: DemoAccount, binding: CodeBinding, pkce: PkceChallenge | null = null): string {
    this.prune();
    const code = this.randomString();
    this.codes.set(code, { account, ...binding, pkce, expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  /**
   * Exchanges a code for an access token when it is known, unused, unexpired, and presented with
   * the redirect_uri and client_id it was issued for, and with the PKCE verifier of its challenge
   * when it had one (a verifier for a code issued without a challenge is refused too: RFC 9700
   * §2.1.1, against downgrades). Any attempt uses the code up, whether it succeeds or not;
   * presenting a redeemed code again also revokes the token it bought.
   */
  redeemCode(code: string, presented: CodeBinding & { codeVerifier?: string }): TokenGrant | RedeemFailure {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant) {
      const replay = this.redeemed.get(code);
      if (!replay) return 'unknown';
      this.redeemed.delete(code);
      this.tokens.delete(replay.accessToken);
      return 'reused';
    }
    if (this.now() >= grant.expiresAt) return 'expired';
    if (presented.redirectUri !== grant.redirectUri) return 'redirect_uri';
    if (presented.clientId !== grant.clientId) return 'client_id';
    const verifier = presented.codeVerifier;
    if (grant.pkce) {
      if (verifier === undefined || !PKCE_VALUE.test(verifier)) return 'code_verifier';
      if (pkceChallengeOf(verifier, grant.pkce.method) !== grant.pkce.codeChallenge) return 'code_verifier';
    } else if (verifier !== undefined) {
      return 'code_verifier';
    }
    const accessToken = this.randomString();
    const expiresAt = this.now() + ACCESS_TOKEN_TTL_MS;
    this.tokens.set(accessToken, { account: grant.account, expiresAt });
    this.redeemed.set(code, { accessToken, expiresAt });
    return { accessToken, expiresInSeconds: Math.floor(ACCESS_TOKEN_TTL_MS / 1000) };
  }

  /** The profile behind a live access token, or null. */
  userInfo(accessToken: string): UserInfo | null {
    const grant = this.tokens.get(accessToken);
    if (!grant) return null;
    if (this.now() >= grant.expiresAt) {
      this.tokens.delete(accessToken);
      return null;
    }
    const { sub, email, name, picture } = grant.account;
    return { sub, email, name, picture };
  }

  private prune() {
    const t = this.now();
    for (const [k, g] of this.codes) if (t >= g.expiresAt) this.codes.delete(k);
    for (const [k, g] of this.tokens) if (t >= g.expiresAt) this.tokens.delete(k);
    for (const [k, r] of this.redeemed) if (t >= r.expiresAt) this.redeemed.delete(k);
  }
}

/** One provider per running app, shared by the authorize page (issues codes) and the API (redeems them). */
const providers = new WeakMap<ApiContext, OAuthProvider>();
export function providerFor(ctx: ApiContext): OAuthProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = new OAuthProvider();
    providers.set(ctx, provider);
  }
  return provider;
}
