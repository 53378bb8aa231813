// @vitest-environment jsdom
import { createElement, useState } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_EVENT, INTENT_SEEN_ATTRIBUTE, READY_ATTRIBUTES } from '@/boot/protocol';
import { CONSENT_KEY, REVIEW_STORAGE_KEY } from '@/config/storageKeys';
import { consentIn, consentRecord } from '@/lib/consentRecord';
import { handTypedTextToApp, holdsLearnerData, startAppPage, startAppPageAtOnce } from './appPage';

/** Each test's page, a document of its own (so no listener of an earlier test is still on it). */
let doc: Document;
const banner = () => doc.querySelector<HTMLElement>('[data-cookie-banner]')!;
const accept = () => doc.querySelector<HTMLButtonElement>('[data-consent="accepted"]')!;
const startButton = () => doc.querySelector<HTMLButtonElement>('#start')!;
/** The entry scripts the loader has added (jsdom never runs them). */
const entryScripts = () => doc.head.querySelectorAll('script[type="module"]').length;

/** A host whose first paint and next task come at once. */
const host = () => ({ document: doc, window, requestAnimationFrame: (callback: () => void) => callback(), setTimeout: (callback: () => void) => callback() });

function appIsReady() {
  doc.documentElement.setAttribute(READY_ATTRIBUTES.app, '');
  doc.dispatchEvent(new Event(APP_READY_EVENT));
}

describe("an app page's inline script", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/detective');
    doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `
      <div id="root" data-path="/detective"><main id="main"><h1>Logical Fallacy Detective</h1><button id="start">Start</button></main></div>
      <div data-cookie-banner hidden><button data-consent="declined">Decline</button><button data-consent="accepted">Accept</button></div>
      <script type="application/json" id="sophist-boot">{"modules":["/assets/main.js"],"preload":[]}</script>`;
  });

  it('shows the banner at once on a first visit (it paints with the HTML, not with hydration)', () => {
    startAppPage(host());
    expect(banner().hidden).toBe(false);
  });

  it('leaves the banner hidden when a choice is stored', () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consentRecord('declined')));
    startAppPage(host());
    expect(banner().hidden).toBe(true);
  });

  it('records a choice made before the app is there, and leaves the buttons to the app once it is ready', () => {
    startAppPage(host());
    accept().click();
    expect(consentIn(localStorage.getItem(CONSENT_KEY))).toBe('accepted');
    expect(banner().hidden).toBe(true);
    expect(entryScripts()).toBe(0); // the banner works without the app: no reason to start it

    localStorage.clear();
    banner().hidden = false;
    appIsReady();
    accept().click();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(banner().hidden).toBe(false);
  });

  it('starts the app at the first sign of intent, not before', () => {
    startAppPage(host());
    expect(entryScripts()).toBe(0);
    expect(doc.documentElement.hasAttribute(INTENT_SEEN_ATTRIBUTE)).toBe(false);
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(entryScripts()).toBe(1);
    expect(doc.documentElement.hasAttribute(INTENT_SEEN_ATTRIBUTE)).toBe(true); // the app's own waits need no second one
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(entryScripts()).toBe(1);
  });

  it.each([
    ['a query (a practice link)', () => window.history.replaceState(null, '', '/detective?practice=AdHominem')],
    ['a fragment', () => window.history.replaceState(null, '', '/detective#main')],
    ['a page prerendered for another path', () => window.history.replaceState(null, '', '/detective/elsewhere')],
    ['a returning learner', () => localStorage.setItem(REVIEW_STORAGE_KEY, '{}')],
  ])('starts the app at once for %s', (_what, arrange) => {
    arrange();
    startAppPage(host());
    expect(entryScripts()).toBe(1);
  });

  it('holds a click on a control until the app is ready, then gives it back', () => {
    const clicked = vi.fn();
    startButton().addEventListener('click', clicked);
    startAppPage(host());
    startButton().click();
    expect(clicked).not.toHaveBeenCalled();
    expect(entryScripts()).toBe(1); // the press started the app
    expect(startButton().style.opacity).toBe('0.7'); // the press is seen while the app starts
    appIsReady();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(startButton().getAttribute('style')).toBe('');
    startButton().click();
    expect(clicked).toHaveBeenCalledTimes(2); // the app's own from now on
  });

  it('counts only what Sophist stores, not the cookie choice, as a returning learner', () => {
    localStorage.setItem('someone-else', '1');
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consentRecord('accepted')));
    expect(holdsLearnerData(localStorage)).toBe(false);
    localStorage.setItem('sophist:detective:place:v1', '{}');
    expect(holdsLearnerData(localStorage)).toBe(true);
    expect(holdsLearnerData(null)).toBe(false);
  });

  it('on a page that starts at once (/progress), starts the app after the first paint', () => {
    startAppPageAtOnce(host());
    expect(banner().hidden).toBe(false);
    expect(entryScripts()).toBe(1);
  });
});

describe('text typed before hydration', () => {
  function Form({ onText }: { onText: (text: string) => void }) {
    const [text, setText] = useState('');
    return createElement('textarea', {
      'aria-label': 'Message',
      value: text,
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        onText(event.target.value);
      },
    });
  }

  it('reaches the hydrated app as a change, even after a render has wiped it, so what was typed is what is sent', async () => {
    const onText = vi.fn();
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    container.innerHTML = renderToString(createElement(Form, { onText }));
    const field = container.querySelector('textarea')!;
    field.value = 'Typed while the page was starting';
    await act(async () => {
      hydrateRoot(container, createElement(Form, { onText }));
    });
    expect(onText).not.toHaveBeenCalled(); // React keeps the text but does not report it

    field.value = ''; // what a render passing the field its value ('') does

    await act(async () => {
      handTypedTextToApp(new Map([[field, 'Typed while the page was starting']]));
    });
    expect(onText).toHaveBeenLastCalledWith('Typed while the page was starting');
    expect(field.value).toBe('Typed while the page was starting');
  });
});
