import { randomBytes, randomUUID } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { emailSendSchema, LOCAL_EMAIL_SERVICE, type StoredMessage } from '../../src/contract/contact';
import { HttpError, type RegisterRoutes } from '../context';
import { RateLimiter, validate } from '../validate';

/** More well-formed sends than this a minute from one address get 429 (counted before the bot check). */
export const MAX_MESSAGES_PER_MINUTE = 5;
/** Proof of work: PBKDF2 rounds per attempt, and the range the secret counter is drawn from. */
export const ALTCHA_COST = 1000;
export const ALTCHA_COUNTER = { min: 500, max: 2500 } as const;
/** A challenge must be solved and used within this time. */
export const ALTCHA_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string().min(1).max(128),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
      })
      .loose(),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(1024) }).loose(),
});

/** Decodes the widget's payload (base64 JSON of `{ challenge, solution }`); null when it is not one. */
function decodePayload(raw: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')));
    return parsed.success ? (parsed.data as unknown as { challenge: Challenge; solution: Solution }) : null;
  } catch {
    return null;
  }
}

/**
 * The contact form's backend:
 * - GET /api/altcha/challenge: a signed, expiring ALTCHA proof-of-work challenge (altcha-lib).
 * - POST /api/v1.0/email/send: the email service's send endpoint, emulated. It validates the
 *   payload the email client sends, verifies the bot check (each solution works once),
 *   rate-limits (429) and stores the message in `messages`, so nothing sent is lost.
 * Success answers `OK` as text, as the real service does; refusals are JSON `{ error }`.
 */
export const registerContact: RegisterRoutes = (router, ctx) => {
  const hmacSignatureSecret = ctx.env.ALTCHA_HMAC_SECRET || randomBytes(32).toString('hex');
  const hmacKeySignatureSecret = `${hmacSignatureSecret}:keys`;
  const service = {
    publicKey: ctx.env.EMAILJS_PUBLIC_KEY || LOCAL_EMAIL_SERVICE.publicKey,
    serviceId: ctx.env.EMAILJS_SERVICE_ID || LOCAL_EMAIL_SERVICE.serviceId,
    templateId: ctx.env.EMAILJS_TEMPLATE_ID || LOCAL_EMAIL_SERVICE.templateId,
  };
  const limiter = new RateLimiter(MAX_MESSAGES_PER_MINUTE);
  /** Solutions already used, by challenge nonce, until their challenge expires. */
  const used = new Map<string, number>();

  router.get('/altcha/challenge', async (_req, res, next) => {
    try {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: ALTCHA_COST,
        counter: randomInt(ALTCHA_COUNTER.max, ALTCHA_COUNTER.min),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + ALTCHA_TTL_MS),
      });
      res.set('Cache-Control', 'no-store').json(challenge);
    } catch (err) {
      next(err);
    }
  });

  async function verifyBotCheck(raw: string): Promise<void> {
    const payload = decodePayload(raw);
    if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) throw new HttpError(403, 'Bot check failed');
    const now = Date.now();
    for (const [nonce, expires] of used) if (expires < now) used.delete(nonce);
    const nonce = payload.challenge.parameters.nonce;
    if (used.has(nonce)) throw new HttpError(403, 'Bot check already used; solve a new one');
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
    if (result.expired) throw new HttpError(403, 'Bot check expired; solve a new one');
    if (!result.verified) throw new HttpError(403, 'Bot check failed');
    used.set(nonce, (payload.challenge.parameters.expiresAt ?? 0) * 1000 || now + ALTCHA_TTL_MS);
  }

  router.post('/v1.0/email/send', async (req, res, next) => {
    try {
      const body = validate(emailSendSchema, req.body);
      if (limiter.hit(ctx.clientAddress(req))) throw new HttpError(429, 'Too many messages; try again in a minute');
      if (body.user_id !== service.publicKey) throw new HttpError(400, 'The Public Key is invalid');
      if (body.service_id !== service.serviceId) throw new HttpError(400, 'The service ID is invalid');
      if (body.template_id !== service.templateId) throw new HttpError(400, 'The template ID is invalid');
      await verifyBotCheck(body.template_params.altcha);
      const { altcha: _altcha, ...params } = body.template_params;
      const message: StoredMessage = {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        ...params,
        service_id: body.service_id,
        template_id: body.template_id,
      };
      (ctx.data.messages ??= []).push(message);
      ctx.persist();
      res.type('text/plain').send('OK');
    } catch (err) {
      next(err);
    }
  });
};
