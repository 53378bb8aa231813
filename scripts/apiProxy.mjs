// How the site's own servers (Vite dev and preview) forward /api and /oauth to the backend.
// xfwd: http-proxy appends the address it saw to X-Forwarded-For (after anything the visitor sent),
// and x-sophist-proxy carries API_PROXY_SECRET, always overwriting a visitor's own header of that
// name: the backend trusts the rightmost X-Forwarded-For entry only when the secret matches
// (mock-api/clientAddress.ts). The header name is lower case so it replaces, not joins, the visitor's.
export function apiProxy(apiPort, secret = process.env.API_PROXY_SECRET ?? '') {
  const target = { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, xfwd: true, headers: { 'x-sophist-proxy': secret } };
  return {
    '/api': target,
    // The emulated identity provider's sign-in page lives on the backend too.
    '/oauth': target,
  };
}
