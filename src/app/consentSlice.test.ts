// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { loadConsent } from '@/app/storedState';
import { CONSENT_KEY, consentChosen, consentLoaded, selectConsent, selectShowBanner } from './consentSlice';

afterEach(() => localStorage.clear());

describe('consent', () => {
  it('hides the banner until storage has been read (prerendered HTML never shows it)', () => {
    const store = makeStore();
    expect(selectShowBanner(store.getState())).toBe(false);
    store.dispatch(consentLoaded(null));
    expect(selectShowBanner(store.getState())).toBe(true);
  });

  it('stores a choice and hides the banner for good', () => {
    const store = makeStore();
    store.dispatch(consentLoaded(loadConsent()));
    store.dispatch(consentChosen('declined', '2024-12-01T00:00:00.000Z'));
    expect(selectConsent(store.getState())).toBe('declined');
    expect(selectShowBanner(store.getState())).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({ value: 'declined', at: '2024-12-01T00:00:00.000Z' });

    const afterReload = makeStore();
    afterReload.dispatch(consentLoaded(loadConsent()));
    expect(selectConsent(afterReload.getState())).toBe('declined');
    expect(selectShowBanner(afterReload.getState())).toBe(false);
  });

  it('treats corrupt stored consent as no choice, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ value: 'maybe' }));
    expect(loadConsent()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('builds from preloaded state (stories and tests)', () => {
    const store = makeStore({ consent: { value: 'accepted', loaded: true } });
    expect(selectConsent(store.getState())).toBe('accepted');
  });
});
