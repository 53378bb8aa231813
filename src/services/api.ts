import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, rootReducer } from './store';
import { fallacyTypeSchema, statementSchema, type FallacyType, type Statement } from '@/contract/fallacies';
import { keepValid } from '@/contract/keepValid';
import type { ClassView, CreateClassRequest, CreatedClass, JoinClassRequest, JoinedClass, OwnRecordsView } from '@/contract/classes';

/**
 * The one RTK Query api. The browser only ever calls /api; features add their
 * endpoints with `api.injectEndpoints` next to the code that uses them. Only screens that talk
 * to the backend import this module, so RTK Query is not part of a content page's first load:
 * importing it injects the api's reducer and middleware into the games' and tools' store.
 */

/** 'Internal Server Error', or what went wrong when no answer came at all. */
function statusTextOf(error: { status: unknown; error?: string }, response: Response | undefined): string {
  if (response?.statusText) return response.statusText;
  if (typeof error.error === 'string') return error.error;
  return String(error.status);
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Fallacy', 'Statement', 'Class'],
  endpoints: (build) => ({
    // One endpoint per resource, validated here: every reader (the games, the admin page) gets
    // the items that match the contract, and a bad item is dropped, not the whole list.
    getFallacies: build.query<FallacyType[], void>({
      query: () => 'fallacies',
      providesTags: ['Fallacy'],
      transformResponse: (raw: unknown) => keepValid(raw, fallacyTypeSchema),
      // A failure is logged; the games then fall back to the built-in types.
      transformErrorResponse: (error, meta) => {
        console.error(`Failed to fetch fallacy types: ${statusTextOf(error, meta?.response)}`);
        return error;
      },
    }),
    getStatements: build.query<Statement[], void>({
      query: () => 'statements',
      providesTags: ['Statement'],
      transformResponse: (raw: unknown) => keepValid(raw, statementSchema),
      transformErrorResponse: (error, meta) => {
        console.warn(`Failed to fetch statements: ${statusTextOf(error, meta?.response)}`);
        return error;
      },
    }),
    getHealth: build.query<{ status: string }, void>({ query: () => 'health' }),

    // ---- classes: teacher ----------------------------------------------------------------------
    // A class is opened by its teacher key, sent as a bearer token (never in a URL, so never in a
    // log). The key is part of the query's argument only so a second class opens with its own key.
    createClass: build.mutation<CreatedClass, CreateClassRequest>({
      query: (body) => ({ url: 'classes', method: 'POST', body }),
    }),
    getClass: build.query<ClassView, { classId: string; key: string }>({
      query: ({ classId, key }) => ({ url: `classes/${encodeURIComponent(classId)}`, headers: { Authorization: `Bearer ${key}` } }),
      providesTags: (_result, _error, { classId }) => [{ type: 'Class', id: classId }],
      // Opening the class is activity (it renews the 30 days), and a teacher wants today's records.
      keepUnusedDataFor: 0,
    }),
    deleteClass: build.mutation<void, { classId: string; key: string }>({
      query: ({ classId, key }) => ({ url: `classes/${encodeURIComponent(classId)}`, method: 'DELETE', headers: { Authorization: `Bearer ${key}` } }),
    }),
    // ---- classes: pupil ----------------------------------------------------------------------
    // A pupil joins with the code and a nickname, reads exactly what their teacher sees of them,
    // and leaves (deleting it all). The secret joining answers goes in `Authorization` and nowhere
    // else (never a URL). Records are sent by the outbox in src/lib/classroom/outbox.ts, not here:
    // it runs on pages without this api. A 429's `Retry-After` is kept on the error as `retryAfter`.
    joinClass: build.mutation<JoinedClass, JoinClassRequest>({
      query: (body) => ({ url: 'classes/join', method: 'POST', body }),
      transformErrorResponse: (error, meta) => ({ ...error, retryAfter: meta?.response?.headers.get('Retry-After') ?? null }),
    }),
    getOwnRecords: build.query<OwnRecordsView, { pupilId: string; pupilSecret: string }>({
      query: ({ pupilId, pupilSecret }) => ({ url: `pupils/${encodeURIComponent(pupilId)}`, headers: { Authorization: `Bearer ${pupilSecret}` } }),
      // Always fresh: the pupil opens this to see what the teacher sees now.
      keepUnusedDataFor: 0,
    }),
    leaveClass: build.mutation<void, { pupilId: string; pupilSecret: string }>({
      query: ({ pupilId, pupilSecret }) => ({ url: `pupils/${encodeURIComponent(pupilId)}`, method: 'DELETE', headers: { Authorization: `Bearer ${pupilSecret}` } }),
    }),
    // ---- end of classes: pupil ---------------------------------------------------------------
  }),
});

rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);

export const { useGetFallaciesQuery, useGetStatementsQuery, useGetHealthQuery } = api;
// classes: teacher
export const { useCreateClassMutation, useGetClassQuery, useDeleteClassMutation } = api;
// classes: pupil
export const { useJoinClassMutation, useGetOwnRecordsQuery, useLeaveClassMutation } = api;
