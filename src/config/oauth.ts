import { paths } from './paths';

/**
 * Where sign-in goes. The defaults are same-origin paths served by the emulated identity provider
 * (mock-api), so sign-in works with no network; pointing the site at the real provider is a
 * matter of build-time settings (all public values, nothing secret):
 *
 * | setting | default | real provider (Google) |
 * |---|---|---|
 * | VITE_OAUTH_AUTHORIZE_URL | /oauth/authorize | https://accounts.google.com/o/oauth2/v2/auth |
 * | VITE_OAUTH_TOKEN_URL | /api/auth/google/token | the product backend's exchange (it holds the client secret) |
 * | VITE_OAUTH_USERINFO_URL | /api/oauth/userinfo | https://openidconnect.googleapis.com/v1/userinfo |
 * | VITE_OAUTH_CLIENT_ID | sophist-local | the OAuth client id |
 */
function setting(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value.trim() : fallback;
}

export const oauthConfig = {
  authorizeUrl: setting(import.meta.env.VITE_OAUTH_AUTHORIZE_URL as string | undefined, '/oauth/authorize'),
  tokenUrl: setting(import.meta.env.VITE_OAUTH_TOKEN_URL as string | undefined, '/api/auth/google/token'),
  userInfoUrl: setting(import.meta.env.VITE_OAUTH_USERINFO_URL as string | undefined, '/api/oauth/userinfo'),
  clientId: setting(import.meta.env.VITE_OAUTH_CLIENT_ID as string | undefined, 'sophist-local'),
  scope: 'openid email profile',
  /** The path the provider sends the browser back to (the absolute URL is built on the current origin). */
  callbackPath: paths.authCallback,
} as const;

export type OAuthConfig = typeof oauthConfig;
