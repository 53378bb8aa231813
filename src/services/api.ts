import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { injectWithMiddleware } from '@/app/rootReducer';
import type { FallacyType, Statement } from './schemas';

/**
 * The one RTK Query api. The browser only ever calls /api; features add their
 * endpoints with `api.injectEndpoints` next to the code that uses them. Only screens that talk
 * to the backend import this module, so RTK Query is not part of a content page's first load:
 * importing it injects the api's reducer and middleware into the store.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Fallacy', 'Statement'],
  endpoints: (build) => ({
    getFallacies: build.query<FallacyType[], void>({ query: () => 'fallacies', providesTags: ['Fallacy'] }),
    getStatements: build.query<Statement[], void>({ query: () => 'statements', providesTags: ['Statement'] }),
    getHealth: build.query<{ status: string }, void>({ query: () => 'health' }),
  }),
});

injectWithMiddleware(api);

declare module '@/app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

export const { useGetFallaciesQuery, useGetStatementsQuery, useGetHealthQuery } = api;
