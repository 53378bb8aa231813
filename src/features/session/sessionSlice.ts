import { createListenerMiddleware, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/**
 * Who is here: a signed-in user (client-only, site-spec §3 User) and the admin token
 * (kept raw under `adminToken`, site-spec §9). Both live in the browser; the backend
 * checks the token on every write, the guards only steer navigation.
 */
export const USER_KEY = 'sophist.user.v1';
export const ADMIN_TOKEN_KEY = 'adminToken';

// zod/mini: this module is on every page, so it takes the tree-shakable build.
export const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string(),
  provider: z.literal('google'),
  createdAt: z.string(),
  socialProfiles: z._default(z.array(z.string()), []),
});
export type User = z.infer<typeof userSchema>;

export interface SessionState {
  user: User | null;
  adminToken: string | null;
  /** False until storage is read after hydration; guards wait for it. */
  loaded: boolean;
  /** Why the admin was sent back to the login page (the backend refused the token); shown there, not stored. */
  adminNotice?: string | null;
}

const initialState: SessionState = { user: null, adminToken: null, loaded: false, adminNotice: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoaded(state, action: PayloadAction<{ user: User | null; adminToken: string | null }>) {
      state.user = action.payload.user;
      state.adminToken = action.payload.adminToken;
      state.loaded = true;
    },
    userSignedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    userSignedOut(state) {
      state.user = null;
    },
    adminLoggedIn(state, action: PayloadAction<string>) {
      state.adminToken = action.payload;
      state.adminNotice = null;
    },
    adminLoggedOut(state) {
      state.adminToken = null;
      state.adminNotice = null;
    },
    /** The backend answered 401 to an authoring call: forget the token, say why on the login page. */
    adminSessionExpired(state, action: PayloadAction<string>) {
      state.adminToken = null;
      state.adminNotice = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.user !== null,
    selectAdminToken: (state) => state.adminToken,
    selectSessionLoaded: (state) => state.loaded,
    selectAdminNotice: (state) => state.adminNotice ?? null,
  },
});

export const { sessionLoaded, userSignedIn, userSignedOut, adminLoggedIn, adminLoggedOut, adminSessionExpired } = sessionSlice.actions;
export const { selectUser, selectIsAuthenticated, selectAdminToken, selectSessionLoaded, selectAdminNotice } = sessionSlice.selectors;

export function loadSession(): { user: User | null; adminToken: string | null } {
  const user = readStored(USER_KEY, z.nullable(userSchema), null);
  let adminToken: string | null;
  try {
    const raw = window.localStorage.getItem(ADMIN_TOKEN_KEY);
    adminToken = raw && raw.trim() ? raw : null;
  } catch {
    adminToken = null;
  }
  return { user, adminToken };
}

export const sessionListener = createListenerMiddleware<{ session: SessionState }>();
sessionListener.startListening({
  matcher: isAnyOf(userSignedIn, userSignedOut, adminLoggedIn, adminLoggedOut, adminSessionExpired),
  effect: (_action, api) => {
    const { user, adminToken } = api.getState().session;
    if (user) writeStored(USER_KEY, user);
    else removeStored(USER_KEY);
    try {
      if (adminToken) window.localStorage.setItem(ADMIN_TOKEN_KEY, adminToken);
      else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
    } catch {
      /* Storage blocked: the session lasts as long as the tab. */
    }
  },
});
