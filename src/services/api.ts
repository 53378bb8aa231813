import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { FallacyType, Statement } from './schemas';

/**
 * The one RTK Query api. The browser only ever calls /api; features add their
 * endpoints with `api.injectEndpoints` next to the code that uses them.
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

export const { useGetFallaciesQuery, useGetStatementsQuery, useGetHealthQuery } = api;
