import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';

/** Where the cookie-consent choice lives (site-spec §9 storage keys). */
export const CONSENT_KEY = 'sophist.cookieConsent.v1';

// zod/mini: this module is on every page, so it takes the tree-shakable build.
const consentValue = z.enum(['accepted', 'declined']);
export type ConsentValue = z.infer<typeof consentValue>;
const storedConsent = z.object({ value: consentValue, at: z.string() });

export interface ConsentState {
  value: ConsentValue | null;
  /** False until storage has been read after hydration: the prerendered HTML never shows the banner. */
  loaded: boolean;
}

const initialState: ConsentState = { value: null, loaded: false };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentLoaded(state, action: PayloadAction<ConsentValue | null>) {
      state.value = action.payload;
      state.loaded = true;
    },
    consentChosen: {
      reducer(state, action: PayloadAction<{ value: ConsentValue; at: string }>) {
        state.value = action.payload.value;
        state.loaded = true;
      },
      prepare(value: ConsentValue, at: string = new Date().toISOString()) {
        return { payload: { value, at } };
      },
    },
  },
  selectors: {
    selectConsent: (state) => state.value,
    selectShowBanner: (state) => state.loaded && state.value === null,
  },
});

export const { consentLoaded, consentChosen } = consentSlice.actions;
export const { selectConsent, selectShowBanner } = consentSlice.selectors;

/** Reads the stored choice; corrupt data counts as no choice (with a console warning). */
export function loadConsent(): ConsentValue | null {
  return readStored(CONSENT_KEY, z.nullable(storedConsent), null)?.value ?? null;
}

/** Persists each choice as it is made. */
export const consentListener = createListenerMiddleware();
consentListener.startListening({
  actionCreator: consentChosen,
  effect: (action) => {
    writeStored(CONSENT_KEY, action.payload);
  },
});
