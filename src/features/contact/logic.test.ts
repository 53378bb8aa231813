import { describe, expect, it } from 'vitest';
import { anotherMessageRequested, botCheckSolved, contactSlice, fieldChanged, initialContactState, sendFailed, sendStarted, sendSucceeded, validationFailed } from './contactSlice';
import { fieldErrors, messages, templateParams } from './logic';
import { templateParamsSchema } from '@/contract/contact';

describe('contact form rules', () => {
  it('requires a name, an email address and a message', () => {
    expect(Object.keys(fieldErrors({ name: '', email: '', message: '' })).sort()).toEqual(['email', 'message', 'name']);
    expect(fieldErrors({ name: 'Ada', email: 'not an email', message: 'Hi' })).toEqual({ email: 'That does not look like an email address.' });
    expect(fieldErrors({ name: '  ', email: 'ada@example.com', message: 'Hi' })).toHaveProperty('name');
    expect(fieldErrors({ name: 'Ada', email: ' ada@example.com ', message: 'Hi' })).toEqual({});
  });

  it('builds the template params the email service expects, valid for the backend', () => {
    const params = templateParams({ name: ' Ada ', email: ' ada@example.com ', message: ' Hello ' }, 'payload');
    expect(params).toEqual({ from_name: 'Ada', from_email: 'ada@example.com', message: 'Hello', to_name: 'Sophist', reply_to: 'ada@example.com', altcha: 'payload' });
    expect(templateParamsSchema.safeParse(params).success).toBe(true);
  });
});

describe('contactSlice', () => {
  const reduce = (actions: Parameters<typeof contactSlice.reducer>[1][]) => actions.reduce(contactSlice.reducer, initialContactState);

  it('says what is missing without losing what was typed', () => {
    const state = reduce([fieldChanged({ field: 'name', value: 'Ada' }), validationFailed({ fieldErrors: { email: 'x' }, error: messages.botCheckMissing })]);
    expect(state.values.name).toBe('Ada');
    expect(state.error).toBe('Please complete the CAPTCHA verification');
    expect(reduce([validationFailed({ fieldErrors: { email: 'x' }, error: null }), fieldChanged({ field: 'email', value: 'a@b.co' })]).fieldErrors).toEqual({});
  });

  it('on success clears the fields and the bot check and shows thanks; Send Another resets', () => {
    const sent = reduce([fieldChanged({ field: 'message', value: 'Hi' }), botCheckSolved('p'), sendStarted(), sendSucceeded()]);
    expect(sent).toMatchObject({ status: 'sent', values: { name: '', email: '', message: '' }, botCheck: null, botCheckRound: 1 });
    const again = contactSlice.reducer(sent, anotherMessageRequested());
    expect(again).toMatchObject({ status: 'idle', botCheckRound: 2 });
  });

  it('on failure keeps the text, shows the error and asks for a fresh bot check', () => {
    const failed = reduce([fieldChanged({ field: 'message', value: 'Keep me' }), botCheckSolved('p'), sendStarted(), sendFailed(messages.sendFailed)]);
    expect(failed).toMatchObject({ status: 'failed', values: { message: 'Keep me' }, botCheck: null, botCheckRound: 1 });
    expect(failed.error).toBe('Failed to send message. Please try again or contact us on a social network.');
  });
});
