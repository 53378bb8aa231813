// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootAfterFirstPaint, PRELOADS_PER_TASK, type BootHost } from './loader';
import { bootManifestHtml, type BootManifest } from './protocol';

const manifest: BootManifest = {
  modules: ['/assets/shell.js'],
  preload: Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/screen-${i}.js`),
};

/** A page with the manifest, and a host whose tasks and frames the test runs by hand. */
function page(withPaintTiming: boolean) {
  document.head.replaceChildren();
  document.body.innerHTML = bootManifestHtml(manifest);
  const tasks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let paintObserver: (() => void) | undefined;
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
      paintObserver = () => callback({}, { disconnect });
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const host: BootHost = {
    document,
    PerformanceObserver: withPaintTiming ? (FakeObserver as unknown as typeof PerformanceObserver) : undefined,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => tasks.push(callback),
  };
  const runTask = () => tasks.shift()!();
  return { host, tasks, frames, paint: () => paintObserver!(), disconnect, runTask };
}

const added = () => ({
  scripts: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
});

afterEach(() => document.head.replaceChildren());

describe('the boot loader', () => {
  it('adds nothing before the first paint, then the entry and the preloads, a few per task', () => {
    const p = page(true);
    bootAfterFirstPaint(p.host);
    expect(added()).toEqual({ scripts: [], preloads: [] });
    p.paint();
    expect(p.disconnect).toHaveBeenCalled();
    expect(added().scripts).toEqual([]); // in the task after the paint, not during it
    p.runTask();
    expect(added()).toEqual({ scripts: manifest.modules, preloads: manifest.preload.slice(0, PRELOADS_PER_TASK) });
    for (const el of document.head.querySelectorAll('script, link')) expect(el.getAttribute('crossorigin')).toBe('');
    p.runTask();
    expect(added().preloads).toEqual(manifest.preload);
    expect(p.tasks).toHaveLength(0);
  });

  it('starts once, even if told twice', () => {
    const p = page(true);
    bootAfterFirstPaint(p.host);
    p.paint();
    p.paint();
    expect(p.tasks).toHaveLength(1);
  });

  it('starts on the next frame where the browser has no paint timing', () => {
    const p = page(false);
    bootAfterFirstPaint(p.host);
    expect(p.frames).toHaveLength(1);
    p.frames[0]!();
    p.runTask();
    expect(added().scripts).toEqual(manifest.modules);
  });
});
