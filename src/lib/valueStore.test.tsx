// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createValueStore, useValueStore } from './valueStore';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

describe('a value store', () => {
  it('tells subscribers of each new value, not of the same one again, and stops when they leave', () => {
    const store = createValueStore({ n: 0 });
    const seen: number[] = [];
    const leave = store.subscribe(() => seen.push(store.get().n));
    store.set({ n: 1 });
    store.set(store.get());
    leave();
    store.set({ n: 2 });
    expect(seen).toEqual([1]);
    expect(store.get()).toEqual({ n: 2 });
  });

  it('renders the initial value on the server, whatever the browser holds (so hydration matches)', () => {
    const store = createValueStore({ n: 0 });
    store.set({ n: 5 });
    function Count() {
      return <b>{useValueStore(store, (v) => v.n)}</b>;
    }
    expect(renderToString(<Count />)).toBe('<b>0</b>');
  });

  it('re-renders a component only when the part it selects changes', () => {
    const store = createValueStore({ shown: 'a', other: 0 });
    let renders = 0;
    function Shown() {
      renders += 1;
      return <b>{useValueStore(store, (v) => v.shown)}</b>;
    }
    const el = document.body.appendChild(document.createElement('div'));
    const root = createRoot(el);
    act(() => root.render(<Shown />));
    act(() => store.set({ ...store.get(), other: 1 }));
    expect(renders).toBe(1);
    act(() => store.set({ ...store.get(), shown: 'b' }));
    expect(el.textContent).toBe('b');
    expect(renders).toBe(2);
    act(() => root.unmount());
  });
});
