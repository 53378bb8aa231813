import { writeStored } from '@/lib/storage';
import { createValueStore, useValueStore } from '@/lib/valueStore';
import { CONSENT_KEY } from '@/config/storageKeys';
import { consentRecord, type ConsentValue } from '@/lib/consentRecord';

/** The visitor's cookie choice: a small value store, not Redux, since every page reads it. */
export { CONSENT_KEY };

export type { ConsentValue };

export interface ConsentState {
  value: ConsentValue | null;
  /** False until storage has been read after hydration: the prerendered HTML never shows the banner. */
  loaded: boolean;
}

export const initialConsent: ConsentState = { value: null, loaded: false };

export const consentStore = createValueStore<ConsentState>(initialConsent);

/** The part of the cookie choice a component shows, e.g. `useConsent(selectShowBanner)`. */
export const useConsent = <S>(select: (consent: ConsentState) => S): S => useValueStore(consentStore, select);

export const selectConsent = (consent: ConsentState) => consent.value;
export const selectShowBanner = (consent: ConsentState) => consent.loaded && consent.value === null;

/** What storage held, read after hydration (./storedState). */
export function consentRestored(value: ConsentValue | null) {
  consentStore.set({ value, loaded: true });
}

/** The visitor chose: remembered in storage, and the banner goes for good. */
export function chooseConsent(value: ConsentValue, at: string = new Date().toISOString()) {
  consentStore.set({ value, loaded: true });
  writeStored(CONSENT_KEY, consentRecord(value, at));
}
