import type { Middleware, UnknownAction } from 'redux';
import { defineAction } from '@/app/actions';
import { writeStored } from '@/lib/storage';

/** Where the cookie-consent choice lives. */
export const CONSENT_KEY = 'sophist.cookieConsent.v1';

export type ConsentValue = 'accepted' | 'declined';

export interface ConsentState {
  value: ConsentValue | null;
  /** False until storage has been read after hydration: the prerendered HTML never shows the banner. */
  loaded: boolean;
}

const initialState: ConsentState = { value: null, loaded: false };

// Written without createSlice, like the session: this reducer is on every page (see sessionSlice.ts).
export const consentLoaded = defineAction<ConsentValue | null>('consent/consentLoaded');
export const consentChosen = defineAction('consent/consentChosen', (value: ConsentValue, at: string = new Date().toISOString()) => ({ value, at }));

export function consentReducer(state: ConsentState = initialState, action: UnknownAction): ConsentState {
  if (consentLoaded.match(action)) return { value: action.payload, loaded: true };
  if (consentChosen.match(action)) return { value: action.payload.value, loaded: true };
  return state;
}

type WithConsent = { consent: ConsentState };
export const selectConsent = (state: WithConsent) => state.consent.value;
export const selectShowBanner = (state: WithConsent) => state.consent.loaded && state.consent.value === null;

/** Persists each choice as it is made. */
export const persistConsent: Middleware = () => (next) => (action) => {
  if (consentChosen.match(action)) writeStored(CONSENT_KEY, action.payload);
  return next(action);
};
