import { z } from 'zod/mini';
import { CONSENT_KEY, type ConsentValue } from '@/app/consent';
import { ADMIN_TOKEN_KEY, USER_KEY, type User } from '@/app/session';
import { CONSENT_VALUES, type ConsentRecord } from '@/lib/consentRecord';
import { readStored } from '@/lib/storage';

/**
 * Reads back what the browser remembers (cookie choice, signed-in user, admin token), validated.
 * Loaded after hydration by the router's StorageSync, so zod is not part of a page's first load.
 */

const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string(),
  provider: z.literal('google'),
  createdAt: z.string(),
  socialProfiles: z._default(z.array(z.string()), []),
}) satisfies z.ZodMiniType<User, unknown>;

const storedConsent = z.object({ value: z.enum(CONSENT_VALUES), at: z.string() }) satisfies z.ZodMiniType<ConsentRecord, unknown>;

/** The stored session; a tampered or foreign user is ignored (with a console warning). */
export function loadSession(): { user: User | null; adminToken: string | null } {
  const user = readStored(USER_KEY, z.nullable(userSchema), null);
  let adminToken: string | null;
  try {
    const raw = window.localStorage.getItem(ADMIN_TOKEN_KEY);
    adminToken = raw && raw.trim() ? raw : null;
  } catch {
    adminToken = null;
  }
  return { user, adminToken };
}

/** The stored cookie choice; corrupt data counts as no choice (with a console warning). */
export function loadConsent(): ConsentValue | null {
  return readStored(CONSENT_KEY, z.nullable(storedConsent), null)?.value ?? null;
}
