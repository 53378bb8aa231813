import { oauthTokenRequestSchema } from '../../src/services/schemas';
import { HttpError, type RegisterRoutes } from '../context';
import { providerFor } from '../oauthProvider';
import { validate } from '../validate';

/** `Authorization: Bearer <token>`: the token, or null when the header is missing or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * The API side of the emulated identity provider:
 * - `POST /api/auth/google/token` `{ code }` → `{ access_token, token_type, expires_in }`
 *   (the product backend's exchange; here it is also the provider). Codes are single-use and
 *   live 60 s; anything else is 400.
 * - `GET /api/oauth/userinfo` with `Authorization: Bearer` → `{ sub, email, name, picture }`; a bad token is 401.
 */
export const registerOAuth: RegisterRoutes = (router, ctx) => {
  const provider = providerFor(ctx);

  router.post('/auth/google/token', (req, res) => {
    const { code } = validate(oauthTokenRequestSchema, req.body);
    const grant = provider.redeemCode(code);
    if (!grant) throw new HttpError(400, 'Invalid or expired code');
    res.set('Cache-Control', 'no-store');
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
