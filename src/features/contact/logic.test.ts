import { describe, expect, it } from 'vitest';
import { contactActions, contactSlice, initialContactState } from './contactSlice';
import { messages, templateParams } from './logic';
import { contactFieldsSchema, templateParamsSchema, type ContactFields } from '@/contract/contact';
import { checkSchema } from '@/lib/form/useCheckedForm';

const fieldErrors = (values: ContactFields) => checkSchema(contactFieldsSchema, values).errors;

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

  it('on success clears the bot check and shows thanks; Send Another resets', () => {
    const sent = reduce([contactActions.botCheckSolved('p'), contactActions.sendStarted(), contactActions.sendSucceeded()]);
    expect(sent).toMatchObject({ status: 'sent', botCheck: null, botCheckRound: 1 });
    const again = contactSlice.reducer(sent, contactActions.anotherMessageRequested());
    expect(again).toMatchObject({ status: 'idle', botCheckRound: 2 });
  });

  it('on failure shows the error and asks for a fresh bot check', () => {
    const failed = reduce([contactActions.botCheckSolved('p'), contactActions.sendStarted(), contactActions.sendFailed(messages.sendFailed)]);
    expect(failed).toMatchObject({ status: 'failed', error: messages.sendFailed, botCheck: null, botCheckRound: 1 });
    expect(failed.error).toBe('Failed to send message. Please try again or contact us on a social network.');
  });
});
