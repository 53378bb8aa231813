import { afterFirstPaint, bootAfterFirstPaint, startModules, type BootHost } from '@/boot/loader';
import { APP_READY_EVENT, COOKIE_BANNER_ATTRIBUTE, INTENT_SEEN_ATTRIBUTE, isPrerenderedFor, READY_ATTRIBUTES, ROOT_ELEMENT_ID } from '@/boot/protocol';
import { CONSENT_KEY } from '@/config/storageKeys';
import { registerServiceWorker } from '@/lib/serviceWorker';
import { INTENT_EVENTS } from '@/lib/whenIntent';
import { recordConsentClick, showCookieBanner } from './cookieBanner';
import { fetchAppAhead } from './fetchAhead';
import { heldClicks } from './heldClicks';
import { storageOf } from './storage';

/**
 * How a page the route table hydrates whole (a game, a tool, a learning page) starts: the one
 * inline script of such a page (built and inlined by scripts/prerender.ts from ./appInline.ts).
 *
 * It starts like a reading page (issue 36): the prerendered intro is the page. The cookie banner
 * shows at once, the app's modules are fetched once the page is idle but not run, and the app runs when the
 * visitor first reaches for the page (a press, a key, a touch, focus, the pointer over it): on a
 * phone that is a second of script nobody waited for, and a page only looked at never pays it.
 * A click on a control before the app has hydrated is held and given back once it has; text typed
 * into a field meanwhile is handed to the app (`handTypedTextToApp`).
 *
 * It starts at once when the page must show more than its prerendered HTML: a URL with a query or
 * a fragment (a practice link names its fallacy), a page prerendered for another path, or a
 * returning visitor whose browser holds something of Sophist's besides the cookie choice (a saved
 * game, a review deck, a signed-in user: the page shows them as soon as it can).
 */
export interface AppPageHost extends BootHost {
  window: Window & typeof globalThis;
}

/** Whether storage holds anything of Sophist's other than the cookie choice. */
export function holdsLearnerData(storage: Storage | null): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith('sophist') && key !== CONSENT_KEY) return true;
  }
  return false;
}

/** Whether the app must start at once rather than at the visitor's first intent (see above). */
export function startsAtOnce(win: Window, root: Element | null, storage: Storage | null): boolean {
  const { pathname, search, hash } = win.location;
  return !root || !isPrerenderedFor(root, pathname) || search !== '' || hash !== '' || holdsLearnerData(storage);
}

/**
 * The cookie banner at once (it paints with the HTML, not with hydration seconds later: on a first
 * visit it was /argument-game's largest paint); its buttons record the choice until the app is ready.
 */
function showCookieBannerUntilReady(doc: Document, win: Window, ready: () => boolean): void {
  showCookieBanner(doc, storageOf(win));
  const onClick = (event: MouseEvent) => {
    if (ready()) doc.removeEventListener('click', onClick, { capture: true });
    else recordConsentClick(event.target instanceof Element ? event.target : null, storageOf(win));
  };
  doc.addEventListener('click', onClick, { capture: true });
}

/** A page whose route says it starts at once (`startsAtOnce` in src/app/routes.tsx): the app after the first paint. */
export function startAppPageAtOnce(host: AppPageHost): void {
  const { document: doc, window: win } = host;
  showCookieBannerUntilReady(doc, win, () => doc.documentElement.hasAttribute(READY_ATTRIBUTES.app));
  bootAfterFirstPaint(host);
}

/** Every other game, tool and learning page: the app at the visitor's first intent (see above). */
export function startAppPage(host: AppPageHost): void {
  const { document: doc, window: win } = host;
  const ready = () => doc.documentElement.hasAttribute(READY_ATTRIBUTES.app);
  showCookieBannerUntilReady(doc, win, ready);
  const root = doc.getElementById(ROOT_ELEMENT_ID);
  // The banner works without the app, so its buttons are never held.
  const clicks = heldClicks((target) =>
    root && target instanceof Element && root.contains(target) && !target.closest(`[${COOKIE_BANNER_ATTRIBUTE}]`) && !ready() ? root : null,
  );
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
    startModules(host);
  };
  const onIntent = () => {
    doc.documentElement.setAttribute(INTENT_SEEN_ATTRIBUTE, '');
    start();
  };
  const onClick = (event: MouseEvent) => {
    if (clicks.hold(event)) onIntent();
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof win.HTMLInputElement || field instanceof win.HTMLTextAreaElement) typed.set(field, field.value);
  };
  doc.addEventListener('click', onClick, { capture: true });
  doc.addEventListener('input', onInput, { capture: true });
  doc.addEventListener(
    APP_READY_EVENT,
    () => {
      doc.removeEventListener('click', onClick, { capture: true });
      doc.removeEventListener('input', onInput, { capture: true });
      handTypedTextToApp(typed);
      if (root) clicks.release(root);
    },
    { once: true },
  );

  afterFirstPaint(host, () => {
    if (startsAtOnce(win, root, storageOf(win))) start();
    else {
      for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
      fetchAppAhead(host, () => started);
    }
    registerServiceWorker(win);
  });
}

/**
 * Text typed into a field before hydration is not in the app's state: React leaves it in the
 * field without reporting it (its replay of such changes is still behind a flag in React 19), and
 * the first render after hydration that passes the field its value ('') wipes it (seen on
 * /contact's name and email). So the text last typed into each field is kept, and once the app
 * is ready put back as an input event React reads as a change: the field's value tracker is set
 * to '' through the field's own setter, then the text through the browser's, so React sees it new.
 */
export function handTypedTextToApp(typed: Map<HTMLInputElement | HTMLTextAreaElement, string>): void {
  for (const [field, text] of typed) {
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    if (!field.isConnected || text === '' || !nativeSetter) continue;
    field.value = '';
    nativeSetter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
