import { describe, expect, it } from 'vitest';
import { previousEntry } from './historyBack';

const ORIGIN = 'https://sophist.example';

interface Setup {
  idx?: number;
  length?: number;
  referrer?: string;
  framed?: boolean;
  /** The Navigation API's entries (this site's only) and the current one's index; absent for a browser without it. */
  navigation?: { urls: string[]; index: number };
}

function fakeWindow({ idx, length = 1, referrer = '', framed = false, navigation }: Setup): Window {
  const self = {} as Record<string, unknown>;
  Object.assign(self, {
    history: { state: idx === undefined ? null : { idx }, length },
    document: { referrer },
    location: { origin: ORIGIN },
    self,
    top: framed ? {} : self,
    ...(navigation
      ? {
          navigation: {
            canGoBack: navigation.index > 0,
            currentEntry: { index: navigation.index },
            entries: () => navigation.urls.map((url) => ({ url })),
          },
        }
      : {}),
  });
  return self as unknown as Window;
}

describe('previousEntry: where Back goes', () => {
  it('steps back in the router when the router has moved', () => {
    expect(previousEntry(fakeWindow({ idx: 2 }))).toBe('router');
  });

  it('goes back in the tab after an address typed in the bar (no referrer) when the Navigation API lists an earlier page of the site', () => {
    const win = fakeWindow({ length: 2, navigation: { urls: [`${ORIGIN}/about`, `${ORIGIN}/examples`], index: 1 } });
    expect(previousEntry(win)).toBe('browser');
  });

  it('goes home on a first visit: nothing of this site before it in the tab', () => {
    // The page before was another site's: the Navigation API does not list it.
    expect(previousEntry(fakeWindow({ length: 3, navigation: { urls: [`${ORIGIN}/examples`], index: 0 } }))).toBeNull();
    expect(previousEntry(fakeWindow({}))).toBeNull();
  });

  it('trusts the Navigation API over the referrer where the browser has it', () => {
    const win = fakeWindow({ length: 2, referrer: `${ORIGIN}/about`, navigation: { urls: [`${ORIGIN}/examples`], index: 0 } });
    expect(previousEntry(win)).toBeNull();
  });

  it('falls back to the referrer rule without the Navigation API', () => {
    expect(previousEntry(fakeWindow({ length: 2, referrer: `${ORIGIN}/about` }))).toBe('browser');
    expect(previousEntry(fakeWindow({ length: 2, referrer: 'https://elsewhere.example/' }))).toBeNull();
    expect(previousEntry(fakeWindow({ length: 2 }))).toBeNull();
  });

  it('never moves the page around a frame', () => {
    expect(previousEntry(fakeWindow({ framed: true, length: 2, navigation: { urls: [`${ORIGIN}/about`, `${ORIGIN}/examples`], index: 1 } }))).toBeNull();
  });
});
