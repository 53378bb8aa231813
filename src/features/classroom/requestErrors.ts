import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

/** What went wrong with a class request, as the page says it. */
export type ClassFailure = 'no-key' | 'refused' | 'gone' | 'network' | 'server';

/** The kind of a failed request: a refused key (401/403), a class that is not there (404), no answer at all, or the server's fault. */
export function failureKind(error: FetchBaseQueryError | SerializedError | undefined): ClassFailure {
  const status = error && 'status' in error ? error.status : undefined;
  if (status === 401 || status === 403) return 'refused';
  if (status === 404) return 'gone';
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'network';
  return 'server';
}

/** A refused create as a form result: the server's words, at the name field when it named the field. */
export function failureOf(error: FetchBaseQueryError | SerializedError): Extract<SubmitResult, { ok: false }> {
  if ('status' in error && typeof error.status === 'number') {
    const data = error.data as { error?: string; fields?: { name?: string[] } } | undefined;
    return { ok: false, detail: data?.error ?? `The server answered ${error.status}.`, fields: data?.fields?.name ? { name: data.fields.name[0] } : undefined };
  }
  return { ok: false, detail: 'The server could not be reached. Check the connection and try again.' };
}
