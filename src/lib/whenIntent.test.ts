// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { INTENT_SEEN_ATTRIBUTE } from '@/boot/protocol';

// A fresh module per test: the first sign of intent is remembered for the page's life.
const load = async () => {
  vi.resetModules();
  return import('./whenIntent');
};

describe('whenIntent', () => {
  it('waits for the first sign of intent, then runs what was waiting once', async () => {
    const { whenIntent } = await load();
    const work = vi.fn();
    whenIntent(work);
    document.dispatchEvent(new Event('scroll'));
    expect(work).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(work).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once after the page has seen intent, and not at all when cancelled first', async () => {
    const { whenIntent } = await load();
    const cancelled = vi.fn();
    whenIntent(cancelled)();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    whenIntent(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("runs at once when the intent that started the app was seen by the page's start script", async () => {
    const { whenIntent } = await load();
    document.documentElement.setAttribute(INTENT_SEEN_ATTRIBUTE, '');
    const work = vi.fn();
    whenIntent(work);
    expect(work).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute(INTENT_SEEN_ATTRIBUTE);
  });
});
