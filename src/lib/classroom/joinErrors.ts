/**
 * What a failed join says, and where: the backend's refusals mapped to the form's two fields (a
 * code that opens no class, a nickname taken, a full class, a field the schema refused) or to the
 * form as a whole (throttled, with when to try again; no connection; the server's own trouble).
 */
import { CLASS_MESSAGES } from '@/contract/classSettings';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

/** A failed request as RTK Query's fetchBaseQuery reports it, with the Retry-After header kept. */
export interface JoinFailure {
  status: number | string;
  data?: unknown;
  retryAfter?: string | null;
}

export const JOIN_MESSAGES = {
  offline: 'Sophist could not be reached, so nothing was sent. Check you are online, then try again.',
  serverTrouble: 'Something went wrong on our side, not yours. Try again in a minute.',
  throttled: (when: string) => `Too many tries to join from this school or home connection. ${when}`,
} as const;

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "Try again in a minute, at 10:42." from Retry-After (seconds), or a minute when it is missing. */
export function tryAgainWhen(retryAfter: string | null | undefined, now: number): string {
  const seconds = Number(retryAfter);
  const wait = Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
  const span = wait <= 60 ? 'in a minute' : `in ${Math.ceil(wait / 60)} minutes`;
  return `Try again ${span}, at ${timeFormat.format(now + wait * 1000)}.`;
}

function bodyOf(data: unknown): { error?: string; fields?: Record<string, string[]> } {
  return typeof data === 'object' && data !== null ? (data as { error?: string; fields?: Record<string, string[]> }) : {};
}

/** A failed join as the form shows it: messages by field, or a detail for the whole form. */
export function joinFailure(failure: JoinFailure, now: number): Extract<SubmitResult, { ok: false }> {
  const { status } = failure;
  const body = bodyOf(failure.data);
  if (status === 404) return { ok: false, fields: { code: CLASS_MESSAGES.codeUnknown } };
  if (status === 409) {
    return body.error === CLASS_MESSAGES.nicknameTaken || body.fields?.nickname
      ? { ok: false, fields: { nickname: CLASS_MESSAGES.nicknameTaken } }
      : { ok: false, fields: { code: CLASS_MESSAGES.classFull } };
  }
  if (status === 400) {
    const fields = { code: body.fields?.code?.[0], nickname: body.fields?.nickname?.[0] };
    if (fields.code || fields.nickname) return { ok: false, fields };
    return { ok: false, detail: body.error ?? CLASS_MESSAGES.codeInvalid };
  }
  if (status === 429) return { ok: false, detail: JOIN_MESSAGES.throttled(tryAgainWhen(failure.retryAfter, now)) };
  if (typeof status === 'number' && status >= 500) return { ok: false, detail: JOIN_MESSAGES.serverTrouble };
  return { ok: false, detail: JOIN_MESSAGES.offline };
}
