import { removeStored, writeStored } from '@/lib/storage';
import { createValueStore, useValueStore } from '@/lib/valueStore';
import { USER_KEY } from '@/config/storageKeys';

/**
 * Who is here: a signed-in user (client-only) and the admin token (kept raw under
 * `adminToken`). Both live in the browser; the backend checks the token on every write, the
 * guards only steer navigation. A small value store, not Redux: every page reads it.
 */
export { USER_KEY };
export const ADMIN_TOKEN_KEY = 'adminToken';

/** A signed-in user as the browser remembers it (validated by ./storedState when read back). */
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
  adminNotice: string | null;
}

export const initialSession: SessionState = { user: null, adminToken: null, loaded: false, adminNotice: null };

export const sessionStore = createValueStore<SessionState>(initialSession);

/** The part of the session a component shows, e.g. `useSession(selectUser)`. */
export const useSession = <S>(select: (session: SessionState) => S): S => useValueStore(sessionStore, select);

export const selectUser = (session: SessionState) => session.user;
export const selectIsAuthenticated = (session: SessionState) => session.user !== null;
export const selectAdminToken = (session: SessionState) => session.adminToken;
export const selectSessionLoaded = (session: SessionState) => session.loaded;
export const selectAdminNotice = (session: SessionState) => session.adminNotice;

/** Writes the user and the raw admin token to storage (after each sign-in or sign-out). */
function persist({ user, adminToken }: SessionState) {
  if (user) writeStored(USER_KEY, user);
  else removeStored(USER_KEY);
  try {
    if (adminToken) window.localStorage.setItem(ADMIN_TOKEN_KEY, adminToken);
    else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    /* Storage blocked: the session lasts as long as the tab. */
  }
}

function change(patch: Partial<SessionState>) {
  const next = { ...sessionStore.get(), ...patch };
  sessionStore.set(next);
  persist(next);
}

/** What storage held, read after hydration (./storedState): the guards stop waiting. */
export function sessionRestored(stored: { user: User | null; adminToken: string | null }) {
  sessionStore.set({ ...sessionStore.get(), ...stored, loaded: true });
}
export const signIn = (user: User) => change({ user });
export const signOut = () => change({ user: null });
export const logInAdmin = (adminToken: string) => change({ adminToken, adminNotice: null });
export const logOutAdmin = () => change({ adminToken: null, adminNotice: null });
/** The backend answered 401 to an authoring call: forget the token, say why on the login page. */
export const expireAdminSession = (notice: string) => change({ adminToken: null, adminNotice: notice });
