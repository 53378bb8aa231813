/**
 * Sending a joined pupil's records to their class without losing any. A finished check, practice
 * round or review session is first written to a small outbox in this browser, then sent; it leaves
 * the outbox only when the server took it (2xx) or said it never will (a 4xx). Offline, a 5xx or a
 * throttle keeps it for the next app start or the browser coming back online. Record ids are
 * stable, so a resend after a lost answer replaces the record on the server, never duplicates it.
 * Not joined: nothing is queued, nothing is sent anywhere.
 *
 * Plain fetch rather than the RTK Query api: this runs at the start of any app page, and most of
 * them have no store (src/services/api.ts is for the pages that show what the server answers).
 */
import { z } from 'zod/mini';
import { RECORD_ID_PATTERN } from '@/contract/classSettings';
import type { PupilRecord } from '@/contract/classes';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { OUTBOX_KEY, membershipGone, readMembership, type Membership } from './membership';

/** Records kept waiting at most; the oldest go first. A term of daily practice offline is far fewer. */
export const OUTBOX_LIMIT = 100;

/**
 * What the outbox holds is read for its shape only (records with an id and a kind): the server checks
 * each record against the contract's strict schema and refuses a bad one (a 4xx drops it), so the
 * pages that send carry zod/mini, not the whole contract with classic zod (issue 36).
 */
const outboxSchema = z.array(z.looseObject({ id: z.string().check(z.regex(RECORD_ID_PATTERN)), type: z.enum(['check', 'practice', 'review']) }));

export const readOutbox = (): PupilRecord[] => readStored<PupilRecord[]>(OUTBOX_KEY, outboxSchema as unknown as z.ZodMiniType<PupilRecord[]>, []);
/** An empty outbox is no item at all: the app's start looks for the item before loading this module. */
function writeOutbox(records: readonly PupilRecord[]): boolean {
  if (records.length > 0) return writeStored(OUTBOX_KEY, records);
  removeStored(OUTBOX_KEY);
  return true;
}

/** The outbox with `record` added, or put in place of the one with its id; at most OUTBOX_LIMIT, newest kept. */
export function withRecord(outbox: readonly PupilRecord[], record: PupilRecord): PupilRecord[] {
  return [...outbox.filter((r) => r.id !== record.id), record].slice(-OUTBOX_LIMIT);
}

/**
 * What an answer to one send means for the record, by status (null: no answer at all):
 *  - 'sent': the server has it;
 *  - 'gone': 401, 403 or 404, the pupil or their class is no more: forget the membership;
 *  - 'refused': any other 4xx but 408 and 429 (a record the server will never take, such as a
 *    fifth check past the limit): drop it, or it would block the rest for ever;
 *  - 'keep': no answer, 408, 429 or 5xx: try again later.
 */
export type SendOutcome = 'sent' | 'gone' | 'refused' | 'keep';
export function outcomeOf(status: number | null): SendOutcome {
  if (status === null) return 'keep';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401 || status === 403 || status === 404) return 'gone';
  if (status === 408 || status === 429 || status >= 500) return 'keep';
  return status >= 400 ? 'refused' : 'keep';
}

export type Send = (membership: Membership, record: PupilRecord) => Promise<number | null>;

/** POSTs one record with the pupil's secret; the status, or null when no answer came. */
export const postRecord: Send = async (membership, record) => {
  try {
    const response = await fetch(`/api/pupils/${encodeURIComponent(membership.pupilId)}/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${membership.pupilSecret}` },
      body: JSON.stringify(record),
    });
    return response.status;
  } catch {
    return null;
  }
};

let flushing: Promise<SendOutcome | null> | null = null;

/**
 * Sends what is waiting, oldest first, one at a time; stops at the first that must wait. Answers
 * how it ended ('keep' when something is still waiting, 'gone' when the membership was dropped),
 * or null when there was nothing to send. One flush at a time: a second call joins the first.
 */
export function flushOutbox(send: Send = postRecord): Promise<SendOutcome | null> {
  flushing ??= (async () => {
    try {
      let last: SendOutcome | null = null;
      for (;;) {
        const membership = readMembership();
        const [next] = readOutbox();
        if (!membership || !next) return last;
        last = outcomeOf(await send(membership, next));
        if (last === 'keep') return last;
        if (last === 'gone') {
          membershipGone(membership);
          return last;
        }
        if (last === 'refused') console.warn(`[classroom] The class would not take record ${next.id}; dropped.`);
        // Read again: a record may have been queued while this one was on its way.
        writeOutbox(readOutbox().filter((r) => r.id !== next.id));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

let listening = false;

/** Sends what is waiting now, and again whenever the browser comes back online. Safe to call often. */
export function startOutbox(): Promise<SendOutcome | null> {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => void flushOutbox());
  }
  return flushOutbox();
}

/**
 * Queues a record for the pupil's class and starts sending it. Does nothing, and does not even
 * build the record, when this browser has not joined a class; nor when `build` gives null (nothing
 * happened worth sending). True when queued.
 */
export function sendToClass(build: () => PupilRecord | null): boolean {
  if (!readMembership()) return false;
  const record = build();
  if (!record) return false;
  const queued = writeOutbox(withRecord(readOutbox(), record));
  void startOutbox();
  return queued;
}
