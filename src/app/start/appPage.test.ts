// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY } from '@/config/storageKeys';
import { consentIn, consentRecord } from '@/lib/consentRecord';
import { READY_ATTRIBUTES } from '@/boot/protocol';
import { startAppPage } from './appPage';

const banner = () => document.querySelector<HTMLElement>('[data-cookie-banner]')!;
const accept = () => document.querySelector<HTMLButtonElement>('[data-consent="accepted"]')!;

function start() {
  const requestAnimationFrame = vi.fn();
  startAppPage({ document, window, requestAnimationFrame, setTimeout: (callback) => window.setTimeout(callback) });
  return { requestAnimationFrame };
}

describe("an app page's inline script", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(READY_ATTRIBUTES.app);
    document.body.innerHTML = `
      <main id="main"><h1>Argument construction</h1></main>
      <div data-cookie-banner hidden><button data-consent="declined">Decline</button><button data-consent="accepted">Accept</button></div>`;
  });

  it('shows the banner at once on a first visit (it paints with the HTML, not with hydration) and starts the app after the first paint', () => {
    const { requestAnimationFrame } = start();
    expect(banner().hidden).toBe(false);
    expect(requestAnimationFrame).toHaveBeenCalledTimes(1); // no paint timing in jsdom: the next frame
  });

  it('leaves the banner hidden when a choice is stored', () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consentRecord('declined')));
    start();
    expect(banner().hidden).toBe(true);
  });

  it('records a choice made before the app is there, and leaves the buttons to the app once it is ready', () => {
    start();
    accept().click();
    expect(consentIn(localStorage.getItem(CONSENT_KEY))).toBe('accepted');
    expect(banner().hidden).toBe(true);

    localStorage.clear();
    banner().hidden = false;
    document.documentElement.setAttribute(READY_ATTRIBUTES.app, '');
    accept().click();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(banner().hidden).toBe(false);
  });
});
