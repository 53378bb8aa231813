/**
 * Site-wide input blocking: copy, cut, paste, select-all, view-source,
 * inspect and save shortcuts, the context menu and text selection are blocked; paste and
 * ordinary editing stay allowed in text fields on /parse, /youtube-downloader and /transcribe.
 *
 * Paste is blocked where the rule says, at its shortcuts (Ctrl/Cmd+V, Shift+Insert) and the context
 * menu; the paste event itself is left alone in a text field, so the browser's own Edit menu, a
 * phone's paste bubble and password managers still fill a form (refusing the event is what browsers
 * and audits report as a page that breaks pasting).
 *
 * What keeps working everywhere: typing (AltGr letters too), Tab and every other navigation
 * key, form filling and autofill, selecting and select-all inside the field being edited, and
 * the site's own copy buttons (they write with navigator.clipboard, which fires no copy event).
 *
 * It is a deterrent, not protection: anyone can turn JavaScript off or open the browser's menu.
 *
 * The switch: build with VITE_INPUT_BLOCKING=off (or false, 0) to leave every input alone.
 * Installed once by the app (src/app/App.tsx) or a reading page's start script with `installInputBlocking()`.
 */

import { normalisePath } from '@/boot/protocol';

/** Pages whose text fields accept paste and the clipboard shortcuts. */
export const PASTE_ALLOWED_PATHS: readonly string[] = ['/parse', '/youtube-downloader', '/transcribe'];

/** The class on <html> that switches text selection off outside text fields. */
export const NO_SELECT_CLASS = 'sophist-no-select';

const STYLE_ID = 'sophist-input-blocking';
const NO_SELECT_CSS = `html.${NO_SELECT_CLASS} body { -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; }
html.${NO_SELECT_CLASS} :is(input, textarea, [contenteditable]:not([contenteditable="false"])) { -webkit-user-select: text; user-select: text; }`;

/**
 * The no-selection style as a tag, for prerendered pages to carry with the class on <html>: set in
 * the HTML, it costs nothing; added after the first paint, it restyles the whole page.
 */
export function inputBlockingStyleTag(): string {
  return `<style id="${STYLE_ID}">${NO_SELECT_CSS}</style>`;
}
const TEXT_FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Off only when VITE_INPUT_BLOCKING says so. */
export function inputBlockingEnabled(setting: string | undefined = (import.meta.env as Record<string, string | undefined>).VITE_INPUT_BLOCKING): boolean {
  return !['off', 'false', '0', 'no'].includes((setting ?? '').trim().toLowerCase());
}

/** The text field an event happened in, if any (inputs that hold no text do not count). */
export function textFieldOf(target: EventTarget | null): Element | null {
  const el = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const field = el?.closest(TEXT_FIELD) ?? null;
  if (field instanceof HTMLInputElement && NON_TEXT_INPUTS.has(field.type)) return null;
  return field;
}

export function pasteAllowedOn(pathname: string): boolean {
  return PASTE_ALLOWED_PATHS.includes(normalisePath(pathname));
}

type Verdict = 'allow' | 'block';

/**
 * What to do with a key press. Exported for tests: the rules in one place.
 * `inField` is true when focus is in a text field, `editable` when that page allows the clipboard.
 */
export function keyVerdict(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>, inField: boolean, editable: boolean): Verdict {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const letter = e.code.startsWith('Key') ? e.code.slice(3).toLowerCase() : key;
  if (key === 'F12') return 'block';
  // AltGr arrives as Ctrl+Alt on Windows: those are letters being typed, never shortcuts.
  const altGr = e.ctrlKey && e.altKey && !e.metaKey;
  const command = (e.ctrlKey || e.metaKey) && !altGr;
  const clipboardField = inField && editable;
  if (command) {
    // Inspect: Ctrl+Shift+I/J/C, Cmd+Option+I/J/C. View source: Ctrl+U, Cmd+Option+U. Save: Ctrl/Cmd+S.
    if ((e.shiftKey || e.altKey) && ['i', 'j', 'c'].includes(letter)) return 'block';
    if (letter === 'u' || letter === 's') return 'block';
    if (letter === 'a') return inField ? 'allow' : 'block';
    if (['c', 'x', 'v'].includes(letter)) return clipboardField ? 'allow' : 'block';
    if (key === 'Insert') return clipboardField ? 'allow' : 'block';
    return 'allow';
  }
  if (e.shiftKey && (key === 'Insert' || key === 'Delete') && inField) return clipboardField ? 'allow' : 'block';
  return 'allow';
}

export interface InputBlockingOptions {
  /** Defaults to VITE_INPUT_BLOCKING. */
  enabled?: boolean;
  doc?: Document;
}

/** Installs the listeners and the no-selection style; returns a function that removes them. */
export function installInputBlocking(options: InputBlockingOptions = {}): () => void {
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);
  if (!doc || !(options.enabled ?? inputBlockingEnabled())) return () => {};
  const view = doc.defaultView;
  const editableHere = () => pasteAllowedOn(view?.location.pathname ?? '/');

  const clipboard = (event: Event) => {
    // A checkbox or a radio holds no text: its clipboard events do nothing, so they are left alone
    // (refusing them only tells browsers and audits that the page blocks pasting into its inputs).
    if (event.target instanceof HTMLInputElement && NON_TEXT_INPUTS.has(event.target.type)) return;
    const inField = Boolean(textFieldOf(event.target));
    if (inField && (editableHere() || event.type === 'paste')) return;
    event.preventDefault();
  };
  const contextMenu = (event: Event) => {
    if (textFieldOf(event.target) && editableHere()) return;
    event.preventDefault();
  };
  const selectStart = (event: Event) => {
    if (textFieldOf(event.target)) return; // Editing needs a caret and a selection in the field.
    event.preventDefault();
  };
  const keyDown = (event: KeyboardEvent) => {
    // keyVerdict blocks only F12 and keys pressed with Ctrl, Cmd or Shift; any other key goes
    // through without looking up where it was pressed (that look-up was a fifth of a game's first
    // answer at 4x CPU).
    if (event.key !== 'F12' && !event.ctrlKey && !event.metaKey && !event.shiftKey) return;
    const inField = Boolean(textFieldOf(event.target));
    if (keyVerdict(event, inField, inField && editableHere()) === 'block') event.preventDefault();
  };

  const listeners: [string, EventListener][] = [
    ['copy', clipboard],
    ['cut', clipboard],
    ['paste', clipboard],
    ['contextmenu', contextMenu],
    ['selectstart', selectStart],
    ['keydown', keyDown as EventListener],
  ];
  for (const [type, fn] of listeners) doc.addEventListener(type, fn, { capture: true });

  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = NO_SELECT_CSS;
    doc.head.append(style);
  }
  doc.documentElement.classList.add(NO_SELECT_CLASS);

  return () => {
    for (const [type, fn] of listeners) doc.removeEventListener(type, fn, { capture: true });
    doc.documentElement.classList.remove(NO_SELECT_CLASS);
    doc.getElementById(STYLE_ID)?.remove();
  };
}
