// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootManifestHtml, ISLAND_LIVE_EVENT, ISLANDS_READY_EVENT, READY_ATTRIBUTES } from '@/boot/protocol';
import { CONSENT_KEY, REVIEW_STORAGE_KEY, USER_KEY } from '@/config/storageKeys';
import { consentIn } from '@/lib/consentRecord';
import { needOf } from './islandNeeds';
import { startReadingPage, type ReadingHost } from './readingPage';

const nothingStored = { stored: () => false, reducedMotion: false };

describe('when an island is needed', () => {
  it('starts the nav bar at once only for a signed-in visitor', () => {
    expect(needOf('nav-bar', {}, nothingStored)).toBe('intent');
    expect(needOf('nav-bar', {}, { stored: (key) => key === USER_KEY, reducedMotion: false })).toBe('now');
  });

  it('starts the review offer when it comes into view, unless it would show nothing', () => {
    expect(needOf('review-offer', {}, nothingStored)).toBe('visible');
    expect(needOf('review-offer', { onlyWithDeck: true }, nothingStored)).toBe('intent');
    expect(needOf('review-offer', { onlyWithDeck: true }, { stored: (key) => key === REVIEW_STORAGE_KEY, reducedMotion: false })).toBe('visible');
  });

  it('animates hub cards on arrival only for visitors who accept motion', () => {
    expect(needOf('animated-hub-cards', {}, nothingStored)).toBe('visible');
    expect(needOf('animated-hub-cards', {}, { ...nothingStored, reducedMotion: true })).toBe('intent');
  });

  it('leaves every other island until the visitor reaches for it', () => {
    for (const name of ['back-link', 'faq-controls', 'checklist', 'biography', 'cookie-banner']) expect(needOf(name, {}, nothingStored)).toBe('intent');
  });

  it('reads the stored cookie choice as the app does', () => {
    expect(consentIn(JSON.stringify({ value: 'accepted', at: 'x' }))).toBe('accepted');
    expect(consentIn(JSON.stringify({ value: 'declined', at: 'x' }))).toBe('declined');
    for (const raw of [null, '', '{', '"accepted"', JSON.stringify({ value: 'maybe' })]) expect(consentIn(raw)).toBeNull();
  });
});

let doc: Document;

/** A reading page (a document of its own) with a nav-bar island (a button and a link), a closed cookie banner and its manifest. */
function readingPage(): { host: ReadingHost; paint: () => void; runTasks: () => void } {
  doc = document.implementation.createHTMLDocument('Lesson');
  doc.body.innerHTML = `
    <div id="root">
      <div data-island="nav-bar" data-island-props="{}" style="display: contents">
        <button id="menu">Menu</button><a id="home" href="#home">Home</a>
      </div>
      <main><p>Lesson text.</p></main>
      <div data-island="cookie-banner" data-island-props="{}" style="display: contents">
        <div data-cookie-banner hidden><button data-consent="declined">Decline</button><button data-consent="accepted">Accept</button></div>
      </div>
    </div>
    ${bootManifestHtml({ modules: ['/assets/shell.js'], preload: ['/assets/nav.js'] })}`;
  let paint = () => {};
  const tasks: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
      paint = () => callback({}, { disconnect: () => {} });
    }
    observe() {}
  }
  const host: ReadingHost = {
    document: doc,
    window,
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    requestAnimationFrame: () => 0,
    setTimeout: (callback) => tasks.push(callback),
  };
  return { host, paint: () => paint(), runTasks: () => tasks.splice(0).forEach((task) => task()) };
}

const appScripts = () => [...doc.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const banner = () => doc.querySelector<HTMLElement>('[data-cookie-banner]')!;

describe('a reading page starting without the app', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('shows the cookie banner and records the choice from its buttons, loading nothing', () => {
    const p = readingPage();
    startReadingPage(p.host);
    expect(banner().hidden).toBe(true); // not before the first paint
    p.paint();
    expect(doc.documentElement.hasAttribute(READY_ATTRIBUTES.script)).toBe(true);
    expect(doc.documentElement.hasAttribute(READY_ATTRIBUTES.app)).toBe(false);
    expect(banner().hidden).toBe(false);
    doc.querySelector<HTMLElement>('[data-consent="declined"]')!.click();
    expect(banner().hidden).toBe(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ value: 'declined' });
    p.runTasks();
    expect(appScripts()).toEqual([]);
  });

  it('keeps the banner hidden when a choice is stored', () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ value: 'accepted', at: '2026-01-01T00:00:00.000Z' }));
    const p = readingPage();
    startReadingPage(p.host);
    p.paint();
    expect(banner().hidden).toBe(true);
  });

  it('loads the app when the visitor reaches for an island, holding the click, and leaves clicks alone once every island is live', () => {
    const p = readingPage();
    startReadingPage(p.host);
    p.paint();
    p.runTasks();
    expect(appScripts()).toEqual([]);
    const menu = doc.getElementById('menu')!;
    const clicks = vi.fn();
    menu.addEventListener('click', clicks);
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).not.toHaveBeenCalled(); // held: nothing would handle it yet
    p.runTasks();
    expect(appScripts()).toEqual(['/assets/shell.js']);
    doc.dispatchEvent(new Event(ISLANDS_READY_EVENT));
    doc.getElementById('home')!.click();
    const consent = doc.querySelector<HTMLElement>('[data-consent="accepted"]')!;
    consent.click(); // the live banner records the choice itself
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it('asks for the island reached for first, and gives its held click back as soon as it is live', () => {
    const p = readingPage();
    startReadingPage(p.host);
    p.paint();
    const menu = doc.getElementById('menu')!;
    const clicks = vi.fn();
    menu.addEventListener('click', clicks);
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const navBar = doc.querySelector('[data-island="nav-bar"]')!;
    expect(navBar.hasAttribute('data-island-wanted')).toBe(true);
    expect(doc.querySelector('[data-island="cookie-banner"]')!.hasAttribute('data-island-wanted')).toBe(false);
    expect(clicks).not.toHaveBeenCalled();
    navBar.setAttribute('data-island-live', '');
    navBar.dispatchEvent(new Event(ISLAND_LIVE_EVENT, { bubbles: true }));
    expect(clicks).toHaveBeenCalledTimes(1);
    menu.click(); // a live island's clicks are its own
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('lets links in islands work as links, and pointer or focus in an island start the app early', () => {
    const p = readingPage();
    startReadingPage(p.host);
    p.paint();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.getElementById('home')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    doc.getElementById('home')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    p.runTasks();
    expect(appScripts()).toEqual(['/assets/shell.js']);
  });

  it('starts the app at once for a signed-in visitor', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1' }));
    const p = readingPage();
    startReadingPage(p.host);
    p.paint();
    p.runTasks();
    expect(appScripts()).toEqual(['/assets/shell.js']);
  });
});
