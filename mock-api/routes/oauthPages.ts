import express, { type Request, type Response } from 'express';
import type { ApiContext } from '../context';
import type { PkceChallenge } from '../../src/contract/auth';
import { DEMO_ACCOUNTS, PKCE_VALUE, findAccount, providerFor } from '../oauthProvider';
import type { MountRoutes } from './pages';

/** The only place the emulated provider sends codes to. */
export const CALLBACK_PATH = '/auth/google/callback';
const MAX_STATE_LENGTH = 512;
/** Any client may use the emulator, but it must say who it is (RFC 6749 §4.1.1): its code is bound to that id. */
const CLIENT_ID = /^[\x20-\x7e]{1,200}$/; // VSCHAR, RFC 6749 Appendix A.1

/**
 * A redirect_uri is accepted only when it is this site's callback: an absolute http(s) URL on the
 * host the request came through (the site's origin, since the site proxies /oauth with the Host
 * kept), or on an origin listed in OAUTH_REDIRECT_ORIGINS (comma-separated), with the path
 * /auth/google/callback and no query, fragment or credentials. Anything else is refused, never followed.
 */
export function checkRedirectUri(raw: unknown, requestHost: string | undefined, extraOrigins: readonly string[] = []): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== CALLBACK_PATH) return null;
  const sameHost = requestHost !== undefined && url.host === requestHost.toLowerCase();
  return sameHost || extraOrigins.includes(url.origin) ? url : null;
}

function allowedOrigins(ctx: ApiContext): string[] {
  return (ctx.env.OAUTH_REDIRECT_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f1e8; --card: #ffffff; --text: #1d2621; --muted: #46524b; --line: #b9bfb5; --focus: #8a4b00; --accent: #1f5c4a; }
@media (prefers-color-scheme: dark) { :root { --bg: #121a16; --card: #1c2620; --text: #f4f1e8; --muted: #c9d1c9; --line: #4b5a51; --focus: #ffb45c; --accent: #9fd8c0; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; background: var(--bg); color: var(--text); }
main { max-width: 34rem; margin: 0 auto; padding: 3rem 1rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.5rem; }
.badge { display: inline-block; font-size: .8rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: var(--accent); }
h1 { font-size: 1.6rem; margin: .25rem 0 .75rem; }
p { margin: 0 0 1rem; color: var(--muted); }
ul { list-style: none; margin: 0 0 1rem; padding: 0; display: grid; gap: .75rem; }
button { font: inherit; color: inherit; cursor: pointer; }
.account { width: 100%; display: flex; gap: .9rem; align-items: center; text-align: left; padding: .75rem 1rem; background: transparent; border: 1px solid var(--line); border-radius: 10px; }
.account:hover { border-color: var(--accent); }
.account img { width: 48px; height: 48px; border-radius: 50%; flex: none; }
.account strong { display: block; }
.account span { display: block; color: var(--muted); font-size: .9rem; }
.cancel { background: transparent; border: 0; text-decoration: underline; padding: .5rem 0; color: var(--muted); }
button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<span class="badge">Demo identity provider</span>
${body}
</div>
</main>
</body>
</html>`;
}

function sendPage(res: Response, status: number, html: string, redirectOrigin?: string) {
  res
    .status(status)
    .type('html')
    .set({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'${redirectOrigin ? ` ${redirectOrigin}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    })
    .send(html);
}

function sendError(res: Response, message: string) {
  const body = `<h1>This sign-in request can't be completed</h1>
<p>${escapeHtml(message)}</p>
<p>Nothing was shared with anyone. Go back to the site and start again from its Sign in button.</p>`;
  sendPage(res, 400, page('Sign-in error: demo identity provider', body));
}

const BAD_REDIRECT = `The redirect_uri must be this site's ${CALLBACK_PATH} address. Sending your identity anywhere else is how phishing works, so no.`;

interface AuthorizeParams {
  redirect: URL;
  state: string;
  clientId: string;
  /** PKCE (RFC 7636), when the client sent a code_challenge. */
  pkce: PkceChallenge | null;
}

/** Validates the parameters of both the GET (show the picker) and the POST (an account was picked). */
function readParams(req: Request, source: Record<string, unknown>, ctx: ApiContext): AuthorizeParams | string {
  const redirect = checkRedirectUri(source.redirect_uri, req.get('host'), allowedOrigins(ctx));
  if (!redirect) return BAD_REDIRECT;
  const responseType = source.response_type;
  if (responseType !== undefined && responseType !== 'code') return 'Only response_type=code is supported.';
  const state = source.state === undefined ? '' : source.state;
  if (typeof state !== 'string' || state.length > MAX_STATE_LENGTH) return 'The state parameter is malformed.';
  const clientId = source.client_id;
  if (typeof clientId !== 'string' || !CLIENT_ID.test(clientId)) return 'The client_id parameter is missing or malformed.';
  const { code_challenge: challenge, code_challenge_method: method = 'plain' } = source;
  if (challenge === undefined) {
    if (source.code_challenge_method !== undefined) return 'A code_challenge_method needs a code_challenge.';
    return { redirect, state, clientId, pkce: null };
  }
  if (typeof challenge !== 'string' || !PKCE_VALUE.test(challenge)) return 'The code_challenge parameter is malformed.';
  if (method !== 'S256' && method !== 'plain') return 'Only code_challenge_method=S256 or plain is supported.';
  return { redirect, state, clientId, pkce: { codeChallenge: challenge, method } };
}

function pickerPage(params: AuthorizeParams): string {
  const hidden = [
    ['redirect_uri', params.redirect.href],
    ['state', params.state],
    ['client_id', params.clientId],
    ['response_type', 'code'],
    ...(params.pkce ? [['code_challenge', params.pkce.codeChallenge], ['code_challenge_method', params.pkce.method]] : []),
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value!)}">`)
    .join('\n');
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `<li><button class="account" type="submit" name="account" value="${escapeHtml(a.key)}">
<img src="${a.picture}" alt="">
<span><strong>${escapeHtml(a.name)}</strong><span>${escapeHtml(a.email)}</span><span>${escapeHtml(a.blurb)}</span></span>
</button></li>`,
  ).join('\n');
  const body = `<h1>Choose an account</h1>
<p>This stands in for Google so signing in works without a network, a password or a real person. Pick who you would like to be today. If only real life were this easy.</p>
<p>Continuing shares your name, email address and picture with <strong>${escapeHtml(params.redirect.host)}</strong>.</p>
<form method="post" action="/oauth/authorize">
${hidden}
<ul aria-label="Demo accounts">
${accounts}
</ul>
<button class="cancel" type="submit" name="cancel" value="1">Cancel and go back</button>
</form>`;
  return page('Choose an account: demo identity provider', body);
}

/**
 * The emulated identity provider's pages, outside /api:
 * - `GET /oauth/authorize?response_type=code&client_id&redirect_uri&state&scope` shows an account picker.
 * - `POST /oauth/authorize` (the picker's form) issues a single-use code, bound to the request's
 *   redirect_uri, client_id and PKCE code_challenge (S256 or plain, optional), and redirects (303) to `redirect_uri?code=…&state=…`; Cancel
 *   redirects with `error=access_denied&state=…`.
 * A missing or bad redirect_uri or client_id gets an error page, never a redirect.
 */
export const mountOAuthPages: MountRoutes = (app, ctx) => {
  const provider = providerFor(ctx);

  app.get('/oauth/authorize', (req, res) => {
    const params = readParams(req, req.query as Record<string, unknown>, ctx);
    if (typeof params === 'string') return sendError(res, params);
    sendPage(res, 200, pickerPage(params), params.redirect.origin);
  });

  app.post('/oauth/authorize', express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const params = readParams(req, body, ctx);
    if (typeof params === 'string') return sendError(res, params);
    const target = new URL(params.redirect.href);
    if (body.cancel !== undefined) {
      target.searchParams.set('error', 'access_denied');
    } else {
      const account = typeof body.account === 'string' ? findAccount(body.account) : undefined;
      if (!account) return sendError(res, 'Pick one of the demo accounts.');
      // The code is bound to this exact redirect_uri and client_id; the exchange must present both.
      target.searchParams.set('code', provider.issueCode(account, { redirectUri: params.redirect.href, clientId: params.clientId }, params.pkce));
    }
    if (params.state) target.searchParams.set('state', params.state);
    res.set('Cache-Control', 'no-store').redirect(303, target.href);
  });
};
