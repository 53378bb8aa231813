// Serves the prerendered site the way a static host would: /about → about.html,
// client-only routes → app-shell.html, anything else → 404.html with status 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchPath } from 'react-router-dom';

export function sophistPreview(distDir) {
  return {
    name: 'sophist-preview',
    configurePreviewServer(server) {
      const manifestFile = path.join(distDir, '_routes.json');
      const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { static: [], clientOnly: [] };
      // Pages are compressed like the assets (any real host does): a lesson is ~90 kB raw, ~16 kB gzip.
      const send = (req, res, file, status = 200) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        const body = readFileSync(file);
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return res.end(body);
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipSync(body));
      };
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://x');
        let pathname = decodeURIComponent(url.pathname);
        if (/^\/(api|oauth)(\/|$)/.test(pathname)) return next(); // proxied to the backend
        if (path.extname(pathname) && pathname !== '/') return next(); // assets, robots.txt, sitemap.xml
        if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
        const file = pathname === '/' ? path.join(distDir, 'index.html') : path.join(distDir, `${pathname}.html`);
        if (file.startsWith(distDir) && existsSync(file)) return send(req, res, file);
        if (manifest.clientOnly.some((pattern) => matchPath(pattern, pathname))) return send(req, res, path.join(distDir, 'app-shell.html'));
        return send(req, res, path.join(distDir, '404.html'), 404);
      });
    },
  };
}
