import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '@/contract/classes';
import { JOIN_MESSAGES, joinFailure, tryAgainWhen } from './joinErrors';

// In local time, as the page shows it: 10:41 on the machine running the test.
const now = new Date(2026, 10, 27, 10, 41, 0).getTime();

describe('a failed join, as the form shows it', () => {
  it('puts a code that opens no class, and a full class, by the code', () => {
    expect(joinFailure({ status: 404, data: { error: CLASS_MESSAGES.codeUnknown } }, now)).toEqual({ ok: false, fields: { code: CLASS_MESSAGES.codeUnknown } });
    expect(joinFailure({ status: 409, data: { error: CLASS_MESSAGES.classFull } }, now)).toEqual({ ok: false, fields: { code: CLASS_MESSAGES.classFull } });
  });
  it('puts a nickname taken by the nickname', () => {
    const taken = { status: 409, data: { error: CLASS_MESSAGES.nicknameTaken, fields: { nickname: [CLASS_MESSAGES.nicknameTaken] } } };
    expect(joinFailure(taken, now)).toEqual({ ok: false, fields: { nickname: CLASS_MESSAGES.nicknameTaken } });
  });
  it('puts each field the schema refused by its field', () => {
    const refused = { status: 400, data: { error: 'Invalid request', fields: { nickname: [CLASS_MESSAGES.nicknameCharacters, 'more'] } } };
    expect(joinFailure(refused, now)).toEqual({ ok: false, fields: { code: undefined, nickname: CLASS_MESSAGES.nicknameCharacters } });
  });
  it('says when to try again after a throttle', () => {
    const said = joinFailure({ status: 429, data: { error: CLASS_MESSAGES.tooManyJoins }, retryAfter: '60' }, now);
    expect(said.detail).toBe(JOIN_MESSAGES.throttled('Try again in a minute, at 10:42.'));
  });
  it('tells no connection from the server’s own trouble', () => {
    expect(joinFailure({ status: 'FETCH_ERROR' }, now).detail).toBe(JOIN_MESSAGES.offline);
    expect(joinFailure({ status: 503 }, now).detail).toBe(JOIN_MESSAGES.serverTrouble);
  });
});

describe('when to try again', () => {
  it('reads Retry-After in seconds, a minute when it is missing or odd', () => {
    expect(tryAgainWhen('150', now)).toBe('Try again in 3 minutes, at 10:43.');
    expect(tryAgainWhen(null, now)).toBe('Try again in a minute, at 10:42.');
    expect(tryAgainWhen('soon', now)).toBe('Try again in a minute, at 10:42.');
  });
});
