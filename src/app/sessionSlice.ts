import type { Middleware, UnknownAction } from 'redux';
import { defineAction } from '@/app/actions';
import { removeStored, writeStored } from '@/lib/storage';

/**
 * Who is here: a signed-in user (client-only) and the admin token (kept raw under
 * `adminToken`). Both live in the browser; the backend
 * checks the token on every write, the guards only steer navigation.
 */
export const USER_KEY = 'sophist.user.v1';
export const ADMIN_TOKEN_KEY = 'adminToken';

/** A signed-in user as the browser remembers it (validated by ./storedSession when read back). */
export interface User {
  id: string;
  email: string;
  username: string;
  avatarUrl: string;
  provider: 'google';
  createdAt: string;
  socialProfiles: string[];
}

export interface SessionState {
  user: User | null;
  adminToken: string | null;
  /** False until storage is read after hydration; guards wait for it. */
  loaded: boolean;
  /** Why the admin was sent back to the login page (the backend refused the token); shown there, not stored. */
  adminNotice?: string | null;
}

const initialState: SessionState = { user: null, adminToken: null, loaded: false, adminNotice: null };

// Written without createSlice: this reducer is on every page, and createSlice would bring immer
// (and its machinery) into every page's first load. The game slices, loaded lazily, use createSlice.
export const sessionLoaded = defineAction<{ user: User | null; adminToken: string | null }>('session/sessionLoaded');
export const userSignedIn = defineAction<User>('session/userSignedIn');
export const userSignedOut = defineAction('session/userSignedOut');
export const adminLoggedIn = defineAction<string>('session/adminLoggedIn');
export const adminLoggedOut = defineAction('session/adminLoggedOut');
/** The backend answered 401 to an authoring call: forget the token, say why on the login page. */
export const adminSessionExpired = defineAction<string>('session/adminSessionExpired');

export function sessionReducer(state: SessionState = initialState, action: UnknownAction): SessionState {
  if (sessionLoaded.match(action)) return { ...state, ...action.payload, loaded: true };
  if (userSignedIn.match(action)) return { ...state, user: action.payload };
  if (userSignedOut.match(action)) return { ...state, user: null };
  if (adminLoggedIn.match(action)) return { ...state, adminToken: action.payload, adminNotice: null };
  if (adminLoggedOut.match(action)) return { ...state, adminToken: null, adminNotice: null };
  if (adminSessionExpired.match(action)) return { ...state, adminToken: null, adminNotice: action.payload };
  return state;
}

type WithSession = { session: SessionState };
export const selectUser = (state: WithSession) => state.session.user;
export const selectIsAuthenticated = (state: WithSession) => state.session.user !== null;
export const selectAdminToken = (state: WithSession) => state.session.adminToken;
export const selectSessionLoaded = (state: WithSession) => state.session.loaded;
export const selectAdminNotice = (state: WithSession) => state.session.adminNotice ?? null;

const persisted = [userSignedIn, userSignedOut, adminLoggedIn, adminLoggedOut, adminSessionExpired];

/** Writes the user and the raw admin token to storage after each sign-in or sign-out. */
export const persistSession: Middleware<object, WithSession> = (store) => (next) => (action) => {
  const result = next(action);
  if (persisted.some((creator) => creator.match(action))) {
    const { user, adminToken } = store.getState().session;
    if (user) writeStored(USER_KEY, user);
    else removeStored(USER_KEY);
    try {
      if (adminToken) window.localStorage.setItem(ADMIN_TOKEN_KEY, adminToken);
      else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
    } catch {
      /* Storage blocked: the session lasts as long as the tab. */
    }
  }
  return result;
};
