// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConsent } from '@/app/storedState';
import { chooseConsent, CONSENT_KEY, consentRestored, consentStore, initialConsent, selectConsent, selectShowBanner } from './consent';

beforeEach(() => consentStore.set(initialConsent));
afterEach(() => localStorage.clear());

describe('consent', () => {
  it('hides the banner until storage has been read (prerendered HTML never shows it)', () => {
    expect(selectShowBanner(consentStore.get())).toBe(false);
    consentRestored(null);
    expect(selectShowBanner(consentStore.get())).toBe(true);
  });

  it('stores a choice and hides the banner for good', () => {
    consentRestored(loadConsent());
    chooseConsent('declined', '2024-12-01T00:00:00.000Z');
    expect(selectConsent(consentStore.get())).toBe('declined');
    expect(selectShowBanner(consentStore.get())).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({ value: 'declined', at: '2024-12-01T00:00:00.000Z' });

    // After a reload: the page starts from nothing and reads storage back.
    consentStore.set(initialConsent);
    consentRestored(loadConsent());
    expect(selectConsent(consentStore.get())).toBe('declined');
    expect(selectShowBanner(consentStore.get())).toBe(false);
  });

  it('treats corrupt stored consent as no choice, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ value: 'maybe' }));
    expect(loadConsent()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
