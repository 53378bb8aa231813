import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { SignJWT, jwtVerify } from 'jose';
import { HttpError } from './context';

/** Local defaults, written in the README; the server warns while they are in use. */
export const DEFAULT_ADMIN = { username: 'admin', password: 'letmein-admin' };
export const TOKEN_TTL = '8h';
const ISSUER = 'sophist-mock-api';

export interface AdminAuth {
  username: string;
  password: string;
  secret: Uint8Array;
}

export function adminAuthFromEnv(env: NodeJS.ProcessEnv): AdminAuth {
  return {
    username: env.ADMIN_USERNAME || DEFAULT_ADMIN.username,
    password: env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
    // A generated secret means tokens die with the process: fine for an emulator.
    secret: env.AUTH_SECRET ? new TextEncoder().encode(env.AUTH_SECRET) : randomBytes(32),
  };
}

/** Compares in constant time, whatever the lengths (both sides are hashed first). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export function signAdminToken(auth: AdminAuth, username: string): Promise<string> {
  return new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(username)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(auth.secret);
}

/** Express middleware: a valid, unexpired admin JWT in `Authorization: Bearer …`, else 401. */
export function requireAdmin(auth: AdminAuth) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header);
    if (!match) return next(new HttpError(401, 'Authentication required'));
    try {
      const { payload } = await jwtVerify(match[1]!, auth.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.role !== 'admin') return next(new HttpError(401, 'Authentication required'));
      return next();
    } catch {
      return next(new HttpError(401, 'Invalid or expired token'));
    }
  };
}
