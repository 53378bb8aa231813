/**
 * This browser's place in a class: what joining answered, kept so the pupil's results can be sent
 * and their own view opened. One versioned item read through the validated reader, so corrupt or
 * foreign data reads as "not joined", never a crash. Forgetting it also drops what was waiting to
 * be sent: nothing goes to a class the pupil has left.
 */
// zod/mini: the pages that send (the check, practice, review) carry this in their first load (issue 36).
import { z } from 'zod/mini';
import { CLASS_LIMITS, RECORD_ID_PATTERN, SECRET_PATTERN } from '@/contract/classSettings';
import type { JoinedClass } from '@/contract/classes';
import { CLASS_OUTBOX_KEY } from '@/config/storageKeys';
import { readStored, removeStored, writeStored } from '@/lib/storage';

export const MEMBERSHIP_KEY = 'sophist:class-membership:v1';
export const OUTBOX_KEY = CLASS_OUTBOX_KEY;
/** Set when the server said the pupil or class is gone, so the next page can say so once. */
export const GONE_NOTICE_KEY = 'sophist:class-gone:v1';

const id = z.string().check(z.regex(RECORD_ID_PATTERN));

export const membershipSchema = z.object({
  classId: id,
  pupilId: id,
  pupilSecret: z.string().check(z.regex(SECRET_PATTERN)),
  nickname: z.string().check(z.minLength(1), z.maxLength(CLASS_LIMITS.nickname)),
  className: z.string().check(z.minLength(1), z.maxLength(CLASS_LIMITS.name)),
});
export type Membership = JoinedClass;

export const readMembership = (): Membership | null => readStored<Membership | null>(MEMBERSHIP_KEY, membershipSchema, null);

/** Keeps what joining answered. False when storage refused (the page says so: without it nothing can be sent). */
export function saveMembership(joined: JoinedClass): boolean {
  const { classId, pupilId, pupilSecret, nickname, className } = joined;
  removeStored(GONE_NOTICE_KEY);
  return writeStored(MEMBERSHIP_KEY, { classId, pupilId, pupilSecret, nickname, className });
}

/** Forgets the class: the membership and anything still waiting to be sent. */
export function forgetMembership(): void {
  removeStored(MEMBERSHIP_KEY);
  removeStored(OUTBOX_KEY);
}

const noticeSchema = z.object({ className: z.string(), nickname: z.string() });
export type GoneNotice = z.infer<typeof noticeSchema>;

/** The server no longer knows this pupil (they were removed, or the class was deleted): forget it, and say so once. */
export function membershipGone(membership: Membership): void {
  forgetMembership();
  writeStored(GONE_NOTICE_KEY, { className: membership.className, nickname: membership.nickname });
}

/** The "your class is gone" notice, read once: reading it clears it. */
export function takeGoneNotice(): GoneNotice | null {
  const notice = readStored<GoneNotice | null>(GONE_NOTICE_KEY, noticeSchema, null);
  if (notice) removeStored(GONE_NOTICE_KEY);
  return notice;
}
