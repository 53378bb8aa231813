// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassReview } from '@/contract/classes';
import { GONE_NOTICE_KEY, MEMBERSHIP_KEY, readMembership, saveMembership, takeGoneNotice } from './membership';
import { OUTBOX_LIMIT, flushOutbox, outcomeOf, readOutbox, sendToClass, withRecord, type Send } from './outbox';
import { reviewRecordOf } from './records';

const joined = { classId: '2f1c9a3e-0000-4000-8000-000000000001', pupilId: '2f1c9a3e-0000-4000-8000-000000000002', pupilSecret: 'a'.repeat(43), nickname: 'Quiet Otter', className: 'Year 9 English' };
const record = (at: number): ClassReview => reviewRecordOf([{ fallacyId: 'straw-man', correct: true }], at)!;
/** A server that answers each send with the next status of `statuses`, and remembers what it got. */
function server(...statuses: (number | null)[]) {
  const got: string[] = [];
  const send: Send = async (_m, r) => {
    got.push(r.id);
    return statuses.length > 1 ? statuses.shift()! : statuses[0]!;
  };
  return { send, got };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('what an answer means for a record', () => {
  it('drops it on 2xx and on a 4xx that can never succeed; keeps it otherwise', () => {
    expect([200, 201, 204].map(outcomeOf)).toEqual(['sent', 'sent', 'sent']);
    expect([401, 403, 404].map(outcomeOf)).toEqual(['gone', 'gone', 'gone']);
    expect([400, 409, 413].map(outcomeOf)).toEqual(['refused', 'refused', 'refused']);
    expect([null, 408, 429, 500, 502, 503].map(outcomeOf)).toEqual(['keep', 'keep', 'keep', 'keep', 'keep', 'keep']);
  });
});

describe('the outbox', () => {
  it('queues and sends nothing when this browser has not joined a class', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const build = vi.fn(() => record(1));
    expect(sendToClass(build)).toBe(false);
    expect(build).not.toHaveBeenCalled();
    expect(readOutbox()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('replaces a record sent again under the same id, and keeps at most the newest OUTBOX_LIMIT', () => {
    let box = withRecord([], record(1));
    box = withRecord(box, { ...record(1), answered: 2, correct: 2, byFallacy: {} });
    expect(box).toHaveLength(1);
    expect(box[0]).toMatchObject({ answered: 2 });
    for (let i = 2; i < OUTBOX_LIMIT + 10; i += 1) box = withRecord(box, record(i));
    expect(box).toHaveLength(OUTBOX_LIMIT);
    expect(box.at(-1)!.id).toBe(record(OUTBOX_LIMIT + 9).id);
  });

  it('keeps what could not be sent (offline, 5xx, throttled) and sends it, in order, on the next flush', async () => {
    saveMembership(joined);
    localStorage.setItem('sophist:class-outbox:v1', JSON.stringify([record(1), record(2)]));
    const offline = server(null);
    await expect(flushOutbox(offline.send)).resolves.toBe('keep');
    expect(readOutbox().map((r) => r.id)).toEqual([record(1).id, record(2).id]);
    const busy = server(201, 503);
    await expect(flushOutbox(busy.send)).resolves.toBe('keep');
    expect(readOutbox().map((r) => r.id)).toEqual([record(2).id]);
    const back = server(201);
    await expect(flushOutbox(back.send)).resolves.toBe('sent');
    expect(back.got).toEqual([record(2).id]);
    // Emptied, the item goes: the app's start loads the sender only when the item is there.
    expect(localStorage.getItem('sophist:class-outbox:v1')).toBeNull();
  });

  it('drops a record the class will never take and sends the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveMembership(joined);
    localStorage.setItem('sophist:class-outbox:v1', JSON.stringify([record(1), record(2)]));
    const s = server(409, 201);
    await flushOutbox(s.send);
    expect(s.got).toEqual([record(1).id, record(2).id]);
    expect(readOutbox()).toEqual([]);
    expect(readMembership()).toEqual(joined);
  });

  it('forgets the membership and the outbox when the pupil or class is gone, and says so once', async () => {
    saveMembership(joined);
    localStorage.setItem('sophist:class-outbox:v1', JSON.stringify([record(1), record(2)]));
    await expect(flushOutbox(server(404).send)).resolves.toBe('gone');
    expect(localStorage.getItem(MEMBERSHIP_KEY)).toBeNull();
    expect(readOutbox()).toEqual([]);
    expect(takeGoneNotice()).toEqual({ className: joined.className, nickname: joined.nickname });
    expect(takeGoneNotice()).toBeNull();
    expect(localStorage.getItem(GONE_NOTICE_KEY)).toBeNull();
  });

  it('sends with the pupil’s secret to their own records, once joined', async () => {
    saveMembership(joined);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 201 }));
    expect(sendToClass(() => record(5))).toBe(true);
    await flushOutbox();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/pupils/${joined.pupilId}/records`);
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${joined.pupilSecret}` } });
    expect(JSON.parse(String(init!.body))).toEqual(record(5));
    expect(readOutbox()).toEqual([]);
  });
});
