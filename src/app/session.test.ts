// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '@/app/storedState';
import {
  ADMIN_TOKEN_KEY,
  expireAdminSession,
  initialSession,
  logInAdmin,
  logOutAdmin,
  selectAdminNotice,
  selectAdminToken,
  selectIsAuthenticated,
  selectSessionLoaded,
  sessionRestored,
  sessionStore,
  signIn,
  signOut,
  USER_KEY,
} from './session';

const user = {
  id: 'sub-1',
  email: 'ada@example.com',
  username: 'Ada',
  avatarUrl: 'https://example.com/a.png',
  provider: 'google' as const,
  createdAt: '2024-12-01T00:00:00.000Z',
  socialProfiles: [],
};

beforeEach(() => sessionStore.set(initialSession));
afterEach(() => localStorage.clear());

describe('session', () => {
  it('persists the user and the raw admin token, and forgets them on sign-out', () => {
    signIn(user);
    logInAdmin('tok.en.value');
    expect(selectIsAuthenticated(sessionStore.get())).toBe(true);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok.en.value');
    expect(loadSession()).toEqual({ user, adminToken: 'tok.en.value' });
    signOut();
    logOutAdmin();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('restores what storage held, and the guards stop waiting', () => {
    signIn(user);
    sessionStore.set(initialSession);
    expect(selectSessionLoaded(sessionStore.get())).toBe(false);
    sessionRestored(loadSession());
    expect(sessionStore.get()).toMatchObject({ user, adminToken: null, loaded: true });
  });

  it('ignores a tampered stored user', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(USER_KEY, JSON.stringify({ ...user, provider: 'myspace' }));
    expect(loadSession().user).toBeNull();
  });

  it('forgets a token the backend refused and says why until the next login', () => {
    logInAdmin('tok.en.value');
    expireAdminSession('Your admin session has expired.');
    expect(selectAdminToken(sessionStore.get())).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(selectAdminNotice(sessionStore.get())).toBe('Your admin session has expired.');
    logInAdmin('new.tok.en');
    expect(selectAdminNotice(sessionStore.get())).toBeNull();
  });
});
