import type { Request } from 'express';
import { safeEqual } from './auth';

/**
 * Which address a request counts against (login, transcription password and contact limits).
 *
 * The site's own proxy (Vite's dev and preview servers, see `scripts/apiProxy.mjs`) appends the
 * address it saw to `X-Forwarded-For` and proves it is the proxy with the shared secret
 * API_PROXY_SECRET in `X-Sophist-Proxy`, which it always overwrites. Only then is the rightmost
 * `X-Forwarded-For` entry (the one the proxy added) the visitor's address: exactly one trusted
 * hop, so whatever a visitor writes in the header themselves sits to its left and is ignored.
 * Without the proof (no secret configured, a wrong one, or a request straight to the backend),
 * the address is the socket's peer and `X-Forwarded-For` is ignored entirely, so rotating it
 * unlocks nothing. A proxy without the secret makes every visitor share its address: stricter,
 * never looser.
 */
export const PROXY_PROOF_HEADER = 'x-sophist-proxy';
export const PROXY_SECRET_ENV = 'API_PROXY_SECRET';

export function proxySecret(env: NodeJS.ProcessEnv): string | null {
  const secret = env[PROXY_SECRET_ENV]?.trim();
  return secret ? secret : null;
}

export function clientAddress(req: Request, secret: string | null): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!secret) return peer;
  const proof = req.get(PROXY_PROOF_HEADER);
  if (!proof || !safeEqual(proof, secret)) return peer;
  const forwarded = (req.get('x-forwarded-for') ?? '').split(',').at(-1)?.trim();
  return forwarded || peer;
}
