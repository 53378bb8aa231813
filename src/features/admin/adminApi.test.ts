import { describe, expect, it } from 'vitest';
import { STATEMENT_ID } from '@/contract/fallacies';
import { errorStatus, errorText, loginErrorMessage, newStatementId } from './adminApi';
import { checkFallacy } from './components/AddFallacyForm';
import { checkStatement } from './components/AddStatementForm';

describe('admin helpers', () => {
  it('makes statement ids the backend accepts, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newStatementId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(STATEMENT_ID);
    expect(newStatementId((a) => a.fill(0))).toBe('stmt-aaaaaaaaaaaa');
  });

  it('says "Invalid credentials" for a refusal, and something truer for throttling and network failures', () => {
    expect(loginErrorMessage({ status: 401, data: { error: 'Invalid credentials' } })).toBe('Invalid credentials');
    expect(loginErrorMessage({ status: 400, data: {} })).toBe('Invalid credentials');
    expect(loginErrorMessage({ status: 500, data: {} })).toBe('Invalid credentials');
    expect(loginErrorMessage({ status: 429, data: {} })).toMatch(/Too many failed attempts/);
    expect(loginErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/Could not reach/);
  });

  it('reads status and text from RTK Query errors', () => {
    expect(errorStatus({ status: 409, data: { error: 'taken' } })).toBe(409);
    expect(errorText({ status: 409, data: { error: 'taken' } })).toBe('taken');
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBeNull();
    expect(errorText(undefined)).toBeUndefined();
  });
});

describe('form checks (the backend schemas, shown on the fields)', () => {
  it('derives the fallacy id from the name and reports each empty field', () => {
    expect(checkFallacy({ name: 'Appeal to Vibes', description: 'Feels right.', difficulty: '2' }, [])).toEqual({
      result: { id: 'appeal-to-vibes', name: 'Appeal to Vibes', description: 'Feels right.', difficulty: 2 },
      errors: {},
    });
    expect(checkFallacy({ name: '', description: ' ', difficulty: '' }, []).errors).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      difficulty: 'Choose a difficulty from 1 to 5',
    });
    expect(checkFallacy({ name: '???', description: 'd', difficulty: '1' }, []).errors.name).toBe('Name needs at least one letter or digit');
    expect(checkFallacy({ name: 'Ad Hominem', description: 'd', difficulty: '1' }, ['ad-hominem']).errors.name).toMatch(/already exists/);
  });

  it('requires text, a listed fallacy type and a difficulty for a statement', () => {
    const ok = checkStatement({ text: 'Trust me.', fallacyTypeId: 'ad-hominem', difficulty: '5' }, ['ad-hominem'], 'stmt-abcdef123456');
    expect(ok.result).toEqual({ id: 'stmt-abcdef123456', text: 'Trust me.', fallacy_type_id: 'ad-hominem', difficulty: 5 });
    expect(checkStatement({ text: '', fallacyTypeId: '', difficulty: '' }, ['ad-hominem'], 'stmt-abcdef123456').errors).toEqual({
      text: 'Text is required',
      fallacyTypeId: 'A fallacy type is required',
      difficulty: 'Choose a difficulty from 1 to 5',
    });
    const unknown = checkStatement({ text: 'x', fallacyTypeId: 'gone', difficulty: '1' }, ['ad-hominem'], 'stmt-abcdef123456');
    expect(unknown.result).toBeUndefined();
    expect(unknown.errors.fallacyTypeId).toMatch(/from the list/);
  });
});
