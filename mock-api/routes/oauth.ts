import express, { type Response } from 'express';
import { HttpError, type RegisterRoutes } from '../context';
import { providerFor, type RedeemFailure } from '../oauthProvider';

/** `Authorization: Bearer <token>`: the token, or null when the header is missing or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Longest accepted values in a token request (anything longer cannot have been issued). */
const MAX = { code: 512, redirect_uri: 2048, client_id: 200 } as const;

type TokenErrorCode = 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type';

/** RFC 6749 §5.2: `{ error, error_description }`, 400, never cached. */
function tokenError(res: Response, error: TokenErrorCode, description: string) {
  res.status(400).set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).json({ error, error_description: description });
}

const GRANT_FAILURES: Record<RedeemFailure, string> = {
  unknown: 'The code is unknown, used or expired.',
  reused: 'The code is unknown, used or expired.',
  expired: 'The code is unknown, used or expired.',
  redirect_uri: 'The redirect_uri does not match the one the code was issued for.',
  client_id: 'The code was issued to another client.',
  code_verifier: 'The code_verifier is missing, wrong, or was not asked for.',
};

/**
 * The API side of the emulated identity provider:
 * - `POST /api/auth/google/token` (JSON or form-encoded) `{ grant_type: 'authorization_code', code,
 *   redirect_uri, client_id, code_verifier? }` → `{ access_token, token_type, expires_in }` (the
 *   product backend's exchange; here it is also the provider). RFC 6749 §4.1.3: the code must be
 *   presented with the redirect_uri and client_id it was issued for, and with the PKCE verifier of
 *   its challenge if it had one (RFC 7636 §4.6), within 60 s, once; a second use also revokes the
 *   token the first one bought. Refusals are `{ error, error_description }` with 400: `invalid_request`
 *   (a parameter missing, repeated or malformed), `unsupported_grant_type`, `invalid_grant` (the rest).
 * - `GET /api/oauth/userinfo` with `Authorization: Bearer` → `{ sub, email, name, picture }`; a bad token is 401.
 */
export const registerOAuth: RegisterRoutes = (router, ctx) => {
  const provider = providerFor(ctx);

  router.post('/auth/google/token', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
    const body: Record<string, unknown> = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const grantType = body.grant_type;
    if (typeof grantType !== 'string' || !grantType) return tokenError(res, 'invalid_request', 'grant_type is missing or malformed.');
    if (grantType !== 'authorization_code') return tokenError(res, 'unsupported_grant_type', 'Only grant_type=authorization_code is supported.');
    const presented: Partial<Record<keyof typeof MAX, string>> = {};
    for (const name of Object.keys(MAX) as (keyof typeof MAX)[]) {
      const value = body[name];
      // A repeated form parameter arrives as an array and is refused like any other non-string (RFC 6749 §3.2).
      if (typeof value !== 'string' || !value || value.length > MAX[name]) return tokenError(res, 'invalid_request', `${name} is missing or malformed.`);
      presented[name] = value;
    }
    // PKCE (RFC 7636): optional here, checked against the code's challenge by the provider.
    const codeVerifier = body.code_verifier;
    if (codeVerifier !== undefined && typeof codeVerifier !== 'string') return tokenError(res, 'invalid_request', 'code_verifier is malformed.');
    const grant = provider.redeemCode(presented.code!, { redirectUri: presented.redirect_uri!, clientId: presented.client_id!, codeVerifier });
    if (typeof grant === 'string') return tokenError(res, 'invalid_grant', GRANT_FAILURES[grant]);
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    res.json({ access_token: grant.accessToken, token_type: 'Bearer', expires_in: grant.expiresInSeconds });
  });

  router.get('/oauth/userinfo', (req, res) => {
    const token = bearerToken(req.get('authorization'));
    const info = token ? provider.userInfo(token) : null;
    if (!info) {
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401, 'Invalid or expired access token');
    }
    res.set('Cache-Control', 'no-store');
    res.json(info);
  });
};
