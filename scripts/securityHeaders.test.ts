import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFileText, HSTS, inlineScriptHashes, isStorybookPath, parseHeadersFile, providerOrigins, securityHeaders } from './securityHeaders';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script a browser runs, once each, in order', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module">\n  import "./x.js";\n</script>',
      "<SCRIPT type='text/javascript'>b()</SCRIPT >",
      '<script>window.a = 1;</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1;'), sha('\n  import "./x.js";\n'), sha('b()')]);
  });

  it('leaves out data blocks and scripts loaded from a file', () => {
    const html = [
      '<script type="application/json" id="sophist-boot">{"modules":[]}</script>',
      '<script type="application/ld+json" data-head>{"@context":"https://schema.org"}</script>',
      '<script type="module" crossorigin src="/assets/shell.js"></script>',
      '<script src=/x.js></script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('the policy', () => {
  it('allows scripts by hash only, and frames only for Storybook', () => {
    const site = contentSecurityPolicy({ scriptHashes: [sha('x')] });
    expect(site).toContain(`script-src 'self' ${sha('x')};`);
    expect(site).not.toMatch(/script-src[^;]*unsafe/);
    expect(site).toContain("frame-ancestors 'none'");
    expect(securityHeaders({ scriptHashes: [] })['X-Frame-Options']).toBe('DENY');
    const storybook = securityHeaders({ scriptHashes: [], framedBySelf: true });
    expect(storybook['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(storybook['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('lets the browser fetch from a provider only when a setting names another origin', () => {
    expect(providerOrigins({})).toEqual([]);
    expect(providerOrigins({ VITE_EMAILJS_ORIGIN: '', VITE_ALTCHA_CHALLENGE_URL: '/api/altcha/challenge' })).toEqual([]);
    expect(
      providerOrigins({
        VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com',
        VITE_OAUTH_TOKEN_URL: 'https://auth.example.org/token',
        VITE_OAUTH_USERINFO_URL: 'https://auth.example.org/userinfo',
        VITE_OAUTH_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      }),
    ).toEqual(['https://api.emailjs.com', 'https://auth.example.org']);
    expect(contentSecurityPolicy({ scriptHashes: [], connectOrigins: ['https://api.emailjs.com'] })).toContain("connect-src 'self' https://api.emailjs.com;");
  });
});

describe('the _headers file', () => {
  it('reads back what it was written with, HSTS added for the HTTPS host', () => {
    const headers = securityHeaders({ scriptHashes: [sha('a'), sha('b')] });
    const text = headersFileText(headers);
    expect(text).toMatch(/^# .*\n\/\*\n {2}Content-Security-Policy: /);
    expect(parseHeadersFile(text)).toEqual({ ...headers, [HSTS.name]: HSTS.value });
  });

  it('takes only the rule for every path', () => {
    expect(parseHeadersFile('/admin/*\n  X-Robots-Tag: noindex\n/*\n  X-Content-Type-Options: nosniff\n')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
});

it('knows Storybook’s paths from the site’s', () => {
  expect(['/storybook', '/storybook/', '/storybook/iframe.html'].map(isStorybookPath)).toEqual([true, true, true]);
  expect(['/', '/storybooks', '/about'].map(isStorybookPath)).toEqual([false, false, false]);
});
