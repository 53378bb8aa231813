// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { loadSession } from '@/app/storedState';
import {
  ADMIN_TOKEN_KEY,
  adminLoggedIn,
  adminLoggedOut,
  adminSessionExpired,
  selectAdminNotice,
  selectAdminToken,
  selectIsAuthenticated,
  USER_KEY,
  userSignedIn,
  userSignedOut,
} from './sessionSlice';

const user = {
  id: 'sub-1',
  email: 'ada@example.com',
  username: 'Ada',
  avatarUrl: 'https://example.com/a.png',
  provider: 'google' as const,
  createdAt: '2024-12-01T00:00:00.000Z',
  socialProfiles: [],
};

afterEach(() => localStorage.clear());

describe('session', () => {
  it('persists the user and the raw admin token, and forgets them on sign-out', () => {
    const store = makeStore();
    store.dispatch(userSignedIn(user));
    store.dispatch(adminLoggedIn('tok.en.value'));
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok.en.value');
    expect(loadSession()).toEqual({ user, adminToken: 'tok.en.value' });
    store.dispatch(userSignedOut());
    store.dispatch(adminLoggedOut());
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('ignores a tampered stored user', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(USER_KEY, JSON.stringify({ ...user, provider: 'myspace' }));
    expect(loadSession().user).toBeNull();
  });

  it('forgets a token the backend refused and says why until the next login', () => {
    const store = makeStore();
    store.dispatch(adminLoggedIn('tok.en.value'));
    store.dispatch(adminSessionExpired('Your admin session has expired.'));
    expect(selectAdminToken(store.getState())).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(selectAdminNotice(store.getState())).toBe('Your admin session has expired.');
    store.dispatch(adminLoggedIn('new.tok.en'));
    expect(selectAdminNotice(store.getState())).toBeNull();
  });
});
