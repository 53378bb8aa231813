/**
 * The security headers, in one place. The build writes them beside the site (dist/_headers, the
 * format Netlify and Cloudflare Pages read) and the site's own server (`npm start`, `npm run serve`,
 * and the journeys) reads that file back and sends it on every response: pages, assets, /api and
 * /storybook/ alike. docs/security.md says what the policy allows and why.
 *
 * The page's inline scripts are allowed by their SHA-256 hashes, read from the built HTML itself
 * (whatever the prerender put there), never by 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';

/** The file beside the build that static hosts read. */
export const HEADERS_FILE = '_headers';
export const STORYBOOK_PREFIX = '/storybook';

/**
 * The build-time settings that point the browser at a provider it fetches from (src/config/oauth.ts,
 * src/features/contact/config.ts). By default each is a path on the site itself; set to an absolute
 * URL, its origin joins connect-src. The sign-in page (VITE_OAUTH_AUTHORIZE_URL) is a navigation, which
 * no fetch directive governs, so it is not here.
 */
export const PROVIDER_SETTINGS = ['VITE_EMAILJS_ORIGIN', 'VITE_ALTCHA_CHALLENGE_URL', 'VITE_OAUTH_TOKEN_URL', 'VITE_OAUTH_USERINFO_URL'] as const;

/** Sent only over HTTPS (browsers ignore it over plain http): static hosts serve HTTPS, so the headers file carries it. */
export const HSTS = { name: 'Strict-Transport-Security', value: 'max-age=31536000' } as const;

/**
 * Powerful features the site never uses, denied to the page and to anything it might embed. The
 * copy buttons write to the clipboard (allowed by default); reading it is left to the browser's own
 * prompt, which the journeys grant to read back what was copied. The site never records sound:
 * transcription sends an uploaded file or a URL, so the microphone is denied too. Only names
 * Chromium knows (an unknown one is logged as an error on every page).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export type Headers = Record<string, string>;

/** The origins of the provider settings that are absolute URLs, sorted, without duplicates. */
export function providerOrigins(env: Record<string, string | undefined>): string[] {
  const origins = new Set<string>();
  for (const name of PROVIDER_SETTINGS) {
    const value = env[name]?.trim();
    if (!value || !/^https?:\/\//i.test(value)) continue;
    origins.add(new URL(value).origin);
  }
  return [...origins].sort();
}

/** Script types a browser runs (classic, module, import map); anything else (JSON, JSON-LD) is data. */
const EXECUTABLE_TYPE = /^(|module|importmap|(text|application)\/(x-)?(javascript|ecmascript)|text\/(jscript|livescript))$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = (name: string) => new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i');

function attribute(attributes: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The 'sha256-…' source of each inline script the page runs, in order of appearance, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!EXECUTABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline-script hashes of every HTML file under a folder (one policy for the whole site). */
export function inlineScriptHashesIn(dir: string): string[] {
  const hashes = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) inlineScriptHashes(readFileSync(file, 'utf8')).forEach((h) => hashes.add(h));
    }
  };
  visit(dir);
  return [...hashes].sort();
}

interface PolicyOptions {
  scriptHashes: string[];
  connectOrigins?: string[];
  /** Storybook's manager frames its own preview (iframe.html), so its pages may frame and be framed by the same origin. */
  framedBySelf?: boolean;
}

/**
 * The Content-Security-Policy. Everything not listed is refused (default-src 'none').
 * - script-src: the site's own files and the hashed inline scripts; never 'unsafe-inline' or 'unsafe-eval'.
 * - style-src 'unsafe-inline': Emotion (MUI's styling) inserts <style> tags while the page runs, and
 *   React writes style attributes; a static site has no per-request nonce to give them, and a style
 *   cannot run code, so this is the strictest policy the styling allows.
 * - img-src data:: MUI and the ALTCHA widget draw some icons as data: URLs.
 * - worker-src blob:: the service worker and the parser's worker are the site's own files; the
 *   ALTCHA widget starts its proof-of-work workers from blob: URLs made by its own (allowed) script.
 */
export function contentSecurityPolicy({ scriptHashes, connectOrigins = [], framedBySelf = false }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['frame-src', framedBySelf ? "'self'" : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', framedBySelf ? "'self'" : "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The full header set for a policy (HSTS aside: see HSTS). */
export function securityHeaders(options: PolicyOptions): Headers {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': options.framedBySelf ? 'SAMEORIGIN' : 'DENY',
  };
}

/** The site's headers for a build folder: its inline scripts' hashes and the configured providers. */
export function siteHeaders(distDir: string, env: Record<string, string | undefined>): Headers {
  return securityHeaders({ scriptHashes: inlineScriptHashesIn(distDir), connectOrigins: providerOrigins(env) });
}

/** The `_headers` file (Netlify / Cloudflare Pages): one rule for every path. */
export function headersFileText(headers: Headers): string {
  const lines = Object.entries({ ...headers, [HSTS.name]: HSTS.value }).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the build (scripts/securityHeaders.ts); docs/security.md explains it.\n/*\n${lines.join('\n')}\n`;
}

/** The headers of the `/*` rule of a `_headers` file. */
export function parseHeadersFile(text: string): Headers {
  const headers: Headers = {};
  let inRule = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inRule && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Called by the prerender once every page is written: the headers file beside the build. */
export function writeHeadersFile(distDir: string, root = path.dirname(distDir)) {
  const env = { ...loadEnv('production', root, 'VITE_'), ...process.env };
  writeFileSync(path.join(distDir, HEADERS_FILE), headersFileText(siteHeaders(distDir, env)));
}

/** The site's headers as the build wrote them (an older build without the file gets them worked out now). */
function builtSiteHeaders(distDir: string): Headers {
  const file = path.join(distDir, HEADERS_FILE);
  if (existsSync(file)) {
    const { [HSTS.name]: _hsts, ...headers } = parseHeadersFile(readFileSync(file, 'utf8'));
    return headers;
  }
  console.warn(`No ${HEADERS_FILE} in the build: run \`npm run build\`. Working the security headers out from ${distDir}.`);
  return existsSync(distDir) ? siteHeaders(distDir, process.env) : securityHeaders({ scriptHashes: [] });
}

/** Storybook's headers: its own inline scripts hashed, worked out again whenever it is rebuilt. */
function storybookHeadersFrom(storybookDir: string): () => Headers {
  let built = -1;
  let headers: Headers = securityHeaders({ scriptHashes: [], framedBySelf: true });
  return () => {
    const index = path.join(storybookDir, 'index.html');
    const mtime = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (mtime !== built) {
      built = mtime;
      headers = securityHeaders({ scriptHashes: mtime ? inlineScriptHashesIn(storybookDir) : [], framedBySelf: true });
    }
    return headers;
  };
}

/** Which header set a request path gets. */
export function isStorybookPath(pathname: string): boolean {
  return pathname === STORYBOOK_PREFIX || pathname.startsWith(`${STORYBOOK_PREFIX}/`);
}

/**
 * A Vite plugin: the preview server (the site's real server) sends the headers on every response,
 * before any other middleware answers, so pages, assets, the proxied /api and /storybook/ all carry them.
 */
export function securityHeadersPlugin(distDir: string, storybookDir: string): Plugin {
  return {
    name: 'sophist-security-headers',
    enforce: 'pre',
    configurePreviewServer(server) {
      const site = builtSiteHeaders(distDir);
      const storybook = storybookHeadersFrom(storybookDir);
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = new URL(req.url ?? '/', 'http://x').pathname;
        for (const [name, value] of Object.entries(isStorybookPath(pathname) ? storybook() : site)) res.setHeader(name, value);
        if ('encrypted' in req.socket && req.socket.encrypted) res.setHeader(HSTS.name, HSTS.value);
        next();
      });
    },
  };
}
