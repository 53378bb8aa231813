// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputBlockingEnabled, installInputBlocking, keyVerdict, NO_SELECT_CLASS, pasteAllowedOn } from './inputBlocking';

let uninstall: () => void = () => {};

beforeEach(() => {
  document.body.innerHTML = `
    <main><p id="text">Some page text worth stealing.</p>
      <input id="field" type="text" /><textarea id="area"></textarea>
      <input id="check" type="checkbox" /><div id="rich" contenteditable="true">rich</div>
    </main>`;
  uninstall = installInputBlocking({ enabled: true });
});
afterEach(() => {
  uninstall();
  history.replaceState(null, '', '/');
});

const go = (path: string) => history.pushState(null, '', path);
const el = (id: string) => document.getElementById(id)!;

/** Dispatches an event and says whether the page let it through. */
function allowed(target: Element, event: Event): boolean {
  target.dispatchEvent(event);
  return !event.defaultPrevented;
}
const clip = (type: 'copy' | 'cut' | 'paste') => new Event(type, { bubbles: true, cancelable: true });
const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });

describe('input blocking on a content page', () => {
  beforeEach(() => go('/about'));

  it('blocks copy, cut and paste of page text, and copy and cut in its fields', () => {
    for (const type of ['copy', 'cut', 'paste'] as const) expect(allowed(el('text'), clip(type)), type).toBe(false);
    for (const type of ['copy', 'cut'] as const) expect(allowed(el('field'), clip(type)), `${type} in a field`).toBe(false);
  });

  it('blocks paste into a field at its shortcuts and context menu, not the paste event the browser menu sends', () => {
    for (const id of ['field', 'area']) {
      expect(allowed(el(id), key({ key: 'v', code: 'KeyV', ctrlKey: true })), `ctrl+v in ${id}`).toBe(false);
      expect(allowed(el(id), key({ key: 'Insert', code: 'Insert', shiftKey: true })), `shift+insert in ${id}`).toBe(false);
      expect(allowed(el(id), new MouseEvent('contextmenu', { bubbles: true, cancelable: true })), `context menu in ${id}`).toBe(false);
      expect(allowed(el(id), clip('paste')), `paste event in ${id}`).toBe(true);
    }
  });

  it('leaves the clipboard events of inputs that hold no text alone (there is nothing to paste into)', () => {
    for (const type of ['copy', 'cut', 'paste'] as const) expect(allowed(el('check'), clip(type)), type).toBe(true);
    expect(allowed(el('check'), key({ key: 'c', code: 'KeyC', ctrlKey: true })), 'ctrl+c still blocked').toBe(false);
  });

  it('blocks the context menu and selecting page text, but not selecting inside a field', () => {
    expect(allowed(el('text'), new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(false);
    expect(allowed(el('text'), new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(false);
    expect(allowed(el('field'), new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(true);
    expect(document.documentElement.classList.contains(NO_SELECT_CLASS)).toBe(true);
  });

  it('blocks the shortcuts: copy, paste, cut, select-all, view-source, inspect, save', () => {
    const blocked: KeyboardEventInit[] = [
      { key: 'c', code: 'KeyC', ctrlKey: true },
      { key: 'v', code: 'KeyV', metaKey: true },
      { key: 'x', code: 'KeyX', ctrlKey: true },
      { key: 'a', code: 'KeyA', ctrlKey: true },
      { key: 'u', code: 'KeyU', ctrlKey: true },
      { key: 'I', code: 'KeyI', ctrlKey: true, shiftKey: true },
      { key: 'J', code: 'KeyJ', ctrlKey: true, shiftKey: true },
      { key: 'ˆ', code: 'KeyI', metaKey: true, altKey: true },
      { key: 's', code: 'KeyS', ctrlKey: true },
      { key: 'F12', code: 'F12' },
      { key: 'Insert', code: 'Insert', ctrlKey: true },
    ];
    for (const init of blocked) expect(allowed(el('text'), key(init)), JSON.stringify(init)).toBe(false);
  });

  it('lets typing, Tab, Enter, AltGr letters and select-all inside a field through', () => {
    const fine: [string, KeyboardEventInit][] = [
      ['field', { key: 'c', code: 'KeyC' }],
      ['field', { key: 'C', code: 'KeyC', shiftKey: true }],
      ['text', { key: 'Tab', code: 'Tab' }],
      ['text', { key: 'Tab', code: 'Tab', shiftKey: true }],
      ['field', { key: 'Enter', code: 'Enter' }],
      ['field', { key: 'ć', code: 'KeyC', ctrlKey: true, altKey: true }],
      ['field', { key: 'a', code: 'KeyA', ctrlKey: true }],
      ['field', { key: 'z', code: 'KeyZ', ctrlKey: true }],
      ['text', { key: 'ArrowDown', code: 'ArrowDown' }],
    ];
    for (const [id, init] of fine) expect(allowed(el(id), key(init)), JSON.stringify(init)).toBe(true);
    expect(allowed(el('field'), key({ key: 'v', code: 'KeyV', ctrlKey: true }))).toBe(false);
  });
});

describe('input blocking on /parse, /transcribe and /youtube-downloader', () => {
  for (const path of ['/parse', '/transcribe', '/youtube-downloader', '/parse/']) {
    it(`allows paste and editing shortcuts in text fields on ${path}`, () => {
      go(path);
      for (const id of ['field', 'area', 'rich']) {
        for (const type of ['paste', 'copy', 'cut'] as const) expect(allowed(el(id), clip(type)), `${type} in ${id}`).toBe(true);
        for (const letter of ['v', 'c', 'x', 'a']) {
          expect(allowed(el(id), key({ key: letter, code: `Key${letter.toUpperCase()}`, ctrlKey: true })), `ctrl+${letter} in ${id}`).toBe(true);
        }
        expect(allowed(el(id), new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(true);
      }
    });
  }

  it('still blocks page text, inspect and save there', () => {
    go('/parse');
    expect(allowed(el('text'), clip('copy'))).toBe(false);
    expect(allowed(el('field'), key({ key: 's', code: 'KeyS', ctrlKey: true }))).toBe(false);
    expect(allowed(el('field'), key({ key: 'F12', code: 'F12' }))).toBe(false);
    expect(allowed(el('text'), key({ key: 'a', code: 'KeyA', metaKey: true }))).toBe(false);
  });
});

describe('the switch', () => {
  it('is on unless VITE_INPUT_BLOCKING says off', () => {
    expect(inputBlockingEnabled(undefined)).toBe(true);
    expect(inputBlockingEnabled('')).toBe(true);
    expect(inputBlockingEnabled('on')).toBe(true);
    for (const off of ['off', 'OFF', 'false', '0', 'no']) expect(inputBlockingEnabled(off)).toBe(false);
  });

  it('installs nothing when off, and uninstalls cleanly', () => {
    uninstall();
    expect(document.documentElement.classList.contains(NO_SELECT_CLASS)).toBe(false);
    go('/about');
    expect(allowed(el('text'), clip('copy'))).toBe(true);
    uninstall = installInputBlocking({ enabled: false });
    expect(allowed(el('text'), clip('copy'))).toBe(true);
    expect(document.getElementById('sophist-input-blocking')).toBeNull();
  });

  it('knows its pages', () => {
    expect(pasteAllowedOn('/parse')).toBe(true);
    expect(pasteAllowedOn('/contact')).toBe(false);
    expect(keyVerdict({ key: 'v', code: 'KeyV', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }, true, true)).toBe('allow');
  });
});
