import { z } from './zod';

/** Signing in: the admin login, the identity provider's answers, and PKCE. */
export const loginSchema = z.object({
  username: z.string().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

/**
 * The identity provider's user-info answer (the fields the site reads). Only `sub` is required:
 * a real provider may leave out the picture or the name, which then read as ''.
 */
export const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().catch(''),
  name: z.string().catch(''),
  picture: z.string().catch(''),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `POST /api/auth/google/token`: the browser sends the code from the callback URL. */
export const oauthTokenRequestSchema = z.object({
  code: z.string().min(1, 'Code is required').max(512, 'Code is too long'),
});

/** Its answer: only `access_token` is read. */
export const oauthTokenResponseSchema = z.object({ access_token: z.string().min(1) });

/** `POST /api/auth` answers `{ token }`. */
export const loginResponseSchema = z.object({ token: z.string().min(1) });

/** PKCE (RFC 7636): the challenge sent with the authorization request, and how it was made from the verifier. */
export interface PkceChallenge {
  codeChallenge: string;
  method: 'S256' | 'plain';
}
