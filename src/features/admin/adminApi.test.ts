import { describe, expect, it } from 'vitest';
import { AUTHORING_MESSAGES, STATEMENT_ID } from '@/contract/fallacies';
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
  const description = 'Believing a claim because it has a nice energy.';
  it('derives the fallacy id from the name and reports each problem at its field', () => {
    expect(checkFallacy({ name: 'Appeal to Vibes', description, difficulty: '2' }, [])).toEqual({
      result: { id: 'appeal-to-vibes', name: 'Appeal to Vibes', description, difficulty: 2 },
      errors: {},
    });
    expect(checkFallacy({ name: '', description: ' ', difficulty: '' }, []).errors).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      difficulty: 'Choose a difficulty from 1 to 5',
    });
    expect(checkFallacy({ name: 'Zz', description: 'x', difficulty: '1' }, []).errors).toEqual({
      name: 'Name needs at least 3 characters',
      description: 'Description needs at least 20 characters',
    });
    expect(checkFallacy({ name: '???', description, difficulty: '1' }, []).errors.name).toBe('Name needs at least one letter or digit');
    expect(checkFallacy({ name: 'Vibes <i>', description, difficulty: '1' }, []).errors.name).toBe(AUTHORING_MESSAGES.markup);
  });

  it('refuses a name another fallacy has, ignoring case and spaces, but not the edited one\'s own', () => {
    const existing = [{ id: 'ad-hominem', name: 'Ad Hominem' }];
    expect(checkFallacy({ name: 'adhominem', description, difficulty: '1' }, existing).errors.name).toBe(AUTHORING_MESSAGES.duplicateName('Ad Hominem'));
    const own = checkFallacy({ name: 'AD HOMINEM', description, difficulty: '1' }, existing, 'ad-hominem');
    expect(own.result).toEqual({ id: 'ad-hominem', name: 'AD HOMINEM', description, difficulty: 1 });
  });

  it('requires text, a listed fallacy type and a difficulty for a statement; the explanation and the lesson are optional', () => {
    const values = { text: 'Trust me, I have a podcast.', fallacyTypeId: 'ad-hominem', difficulty: '5', explanation: 'Having a podcast is not evidence.', lessonId: '' };
    const ok = checkStatement(values, ['ad-hominem'], 'stmt-abcdef123456', ['straw-man']);
    expect(ok.result).toEqual({ id: 'stmt-abcdef123456', text: values.text, fallacy_type_id: 'ad-hominem', difficulty: 5, explanation: values.explanation });
    expect(checkStatement({ ...values, lessonId: 'straw-man' }, ['ad-hominem'], 'stmt-abcdef123456', ['straw-man']).result?.lesson_id).toBe('straw-man');
    expect(checkStatement({ text: '', fallacyTypeId: '', difficulty: '', explanation: '', lessonId: '' }, ['ad-hominem'], 'stmt-abcdef123456').errors).toEqual({
      text: 'Text is required',
      fallacyTypeId: 'A fallacy type is required',
      difficulty: 'Choose a difficulty from 1 to 5',
    });
    // The specification's fields alone: no explanation is sent, and a blank one is left out.
    expect(checkStatement({ ...values, explanation: '  ' }, ['ad-hominem'], 'stmt-abcdef123456').result).toEqual({ id: 'stmt-abcdef123456', text: values.text, fallacy_type_id: 'ad-hominem', difficulty: 5 });
    expect(checkStatement({ ...values, explanation: 'Too short' }, ['ad-hominem'], 'stmt-abcdef123456').errors.explanation).toBe('Explanation needs at least 20 characters');
    const unknown = checkStatement({ ...values, fallacyTypeId: 'gone', lessonId: 'nowhere' }, ['ad-hominem'], 'stmt-abcdef123456', ['straw-man']);
    expect(unknown.result).toBeUndefined();
    expect(unknown.errors).toEqual({ fallacyTypeId: AUTHORING_MESSAGES.unknownFallacy, lessonId: AUTHORING_MESSAGES.unknownLesson });
  });
});
