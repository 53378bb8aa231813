import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/services/api';
import type { FallacyType, NewFallacy, NewStatement, Statement } from '@/contract/fallacies';

/**
 * Admin calls. Authoring sends the admin token as a bearer; a
 * success invalidates the lists, so the admin page and the games refetch what was added.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<{ token: string }, { username: string; password: string }>({
      query: (body) => ({ url: 'auth', method: 'POST', body, credentials: 'include' }),
    }),
    addFallacy: build.mutation<FallacyType, { fallacy: NewFallacy; token: string }>({
      query: ({ fallacy, token }) => ({ url: 'fallacies', method: 'POST', body: fallacy, headers: { Authorization: `Bearer ${token}` } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Fallacy']),
    }),
    addStatement: build.mutation<Statement, { statement: NewStatement; token: string }>({
      query: ({ statement, token }) => ({ url: 'statements', method: 'POST', body: statement, headers: { Authorization: `Bearer ${token}` } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Statement']),
    }),
  }),
});

export const { useAdminLoginMutation, useAddFallacyMutation, useAddStatementMutation } = adminApi;

/** The HTTP status of an RTK Query error, or null for a network failure or anything else. */
export function errorStatus(error: unknown): number | null {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/** The backend's `{ error }` text, when there is one. */
export function errorText(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  const text = (data as { error?: unknown } | null | undefined)?.error;
  return typeof text === 'string' ? text : undefined;
}

/** What the login form shows for a failed login (a refusal is "Invalid credentials"). */
export function loginErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 429) return 'Too many failed attempts. Try again in a minute.';
  if (status === null) return 'Could not reach the server. Try again in a moment.';
  return 'Invalid credentials';
}

/** Statement ids are "stmt-" plus a random string. */
export function newStatementId(getRandomValues: (a: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (a) => crypto.getRandomValues(a)): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `stmt-${Array.from(getRandomValues(new Uint8Array(12)), (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Shown on the login page after the backend refused the token of an authoring call. */
export const SESSION_EXPIRED_NOTICE = 'Your admin session has expired. Log in again to keep editing.';
