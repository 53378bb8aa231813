// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONSENT_KEY } from '@/config/storageKeys';
import { consentIn } from '@/lib/consentRecord';
import { recordConsentClick } from './cookieBanner';

describe("a reading page's cookie banner", () => {
  it('records the choice and hands focus from the vanishing button to a heading, never to <body>', () => {
    document.body.innerHTML = `
      <main id="main"><h1>Ad Hominem</h1><p>Text</p></main>
      <div data-cookie-banner><button data-consent="declined">Decline</button><button data-consent="accepted">Accept</button></div>`;
    const accept = document.querySelector<HTMLButtonElement>('[data-consent="accepted"]')!;
    accept.focus();
    expect(recordConsentClick(accept, localStorage)).toBe(true);
    expect(consentIn(localStorage.getItem(CONSENT_KEY))).toBe('accepted');
    expect(document.querySelector<HTMLElement>('[data-cookie-banner]')!.hidden).toBe(true);
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('leaves focus alone when the click came from a pointer with focus elsewhere', () => {
    document.body.innerHTML = `
      <main id="main"><h1>Ad Hominem</h1><a href="/x">A link</a></main>
      <div data-cookie-banner><button data-consent="declined">Decline</button></div>`;
    const link = document.querySelector<HTMLAnchorElement>('a')!;
    link.focus();
    recordConsentClick(document.querySelector('[data-consent="declined"]'), localStorage);
    expect(document.activeElement).toBe(link);
  });
});
