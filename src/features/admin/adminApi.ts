import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/services/api';
import { keepValid } from '@/contract/keepValid';
import {
  inboxMessageSchema,
  type FallacyPatch,
  type FallacyType,
  type InboxMessage,
  type NewFallacy,
  type NewStatement,
  type Statement,
  type StatementPatch,
} from '@/contract/fallacies';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Admin calls. Authoring sends the admin token as a bearer; a
 * success invalidates the lists, so the admin page and the games refetch what was added.
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<{ token: string }, { username: string; password: string }>({
      query: (body) => ({ url: 'auth', method: 'POST', body, credentials: 'include' }),
    }),
    addFallacy: build.mutation<FallacyType, { fallacy: NewFallacy; token: string }>({
      query: ({ fallacy, token }) => ({ url: 'fallacies', method: 'POST', body: fallacy, headers: bearer(token) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Fallacy']),
    }),
    addStatement: build.mutation<Statement, { statement: NewStatement; token: string }>({
      query: ({ statement, token }) => ({ url: 'statements', method: 'POST', body: statement, headers: bearer(token) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Statement']),
    }),
    updateFallacy: build.mutation<FallacyType, { id: string; patch: FallacyPatch; token: string }>({
      query: ({ id, patch, token }) => ({ url: `fallacies/${encodeURIComponent(id)}`, method: 'PATCH', body: patch, headers: bearer(token) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Fallacy']),
    }),
    deleteFallacy: build.mutation<void, { id: string; token: string }>({
      query: ({ id, token }) => ({ url: `fallacies/${encodeURIComponent(id)}`, method: 'DELETE', headers: bearer(token) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Fallacy']),
    }),
    updateStatement: build.mutation<Statement, { id: string; patch: StatementPatch; token: string }>({
      query: ({ id, patch, token }) => ({ url: `statements/${encodeURIComponent(id)}`, method: 'PATCH', body: patch, headers: bearer(token) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Statement']),
    }),
    deleteStatement: build.mutation<void, { id: string; token: string }>({
      query: ({ id, token }) => ({ url: `statements/${encodeURIComponent(id)}`, method: 'DELETE', headers: bearer(token) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Statement']),
    }),
    /** The contact messages, newest first (admin only). */
    getMessages: build.query<InboxMessage[], string>({
      query: (token) => ({ url: 'messages', headers: bearer(token) }),
      transformResponse: (raw: unknown) => keepValid(raw, inboxMessageSchema),
      providesTags: ['Message'],
    }),
    markMessage: build.mutation<void, { id: string; read: boolean; token: string }>({
      query: ({ id, read, token }) => ({ url: `messages/${encodeURIComponent(id)}`, method: 'PATCH', body: { read }, headers: bearer(token) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Message']),
    }),
    deleteMessage: build.mutation<void, { id: string; token: string }>({
      query: ({ id, token }) => ({ url: `messages/${encodeURIComponent(id)}`, method: 'DELETE', headers: bearer(token) }),
      invalidatesTags: (_result, error) => (error ? [] : ['Message']),
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useAddFallacyMutation,
  useAddStatementMutation,
  useUpdateFallacyMutation,
  useDeleteFallacyMutation,
  useUpdateStatementMutation,
  useDeleteStatementMutation,
  useGetMessagesQuery,
  useMarkMessageMutation,
  useDeleteMessageMutation,
} = adminApi;

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

/** The backend's first message per failing field (`{ fields: { name: ['…'] } }`), renamed to the form's fields. */
export function errorFields(error: unknown, rename: Record<string, string> = {}): Partial<Record<string, string>> | undefined {
  const fields = ((error as { data?: unknown } | undefined)?.data as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  const out: Partial<Record<string, string>> = {};
  for (const [key, messages] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[rename[key] ?? key] = messages[0];
  }
  return out;
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
