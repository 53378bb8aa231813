// Serves the prerendered site the way a static host would: /about → about.html,
// client-only routes → app-shell.html, anything else → 404.html with status 404.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchPath } from 'react-router-dom';
import type { Plugin } from 'vite';
import { htmlFileFor, normalisePath, ROUTES_FILE, type RoutesManifest } from '../src/boot/protocol';

/** A page as this server compresses it (the byte budgets measure the same bytes). */
export const gzipPage = (body: Buffer): Buffer => gzipSync(body);

export function sophistPreview(distDir: string): Plugin {
  return {
    name: 'sophist-preview',
    configurePreviewServer(server) {
      const manifestFile = path.join(distDir, ROUTES_FILE);
      const manifest: RoutesManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { static: [], clientOnly: [] };
      // Pages are compressed like the assets (any real host does): a lesson is ~90 kB raw, ~16 kB gzip.
      const send = (req: IncomingMessage, res: ServerResponse, file: string, status = 200) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        const body = readFileSync(file);
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return res.end(body);
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipPage(body));
      };
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://x');
        const pathname = normalisePath(decodeURIComponent(url.pathname));
        if (/^\/(api|oauth)(\/|$)/.test(pathname)) return next(); // proxied to the backend
        if (path.extname(pathname) && pathname !== '/') return next(); // assets, robots.txt, sitemap.xml
        const file = path.join(distDir, htmlFileFor(pathname));
        if (file.startsWith(distDir) && existsSync(file)) return send(req, res, file);
        if (manifest.clientOnly.some((pattern) => matchPath(pattern, pathname))) return send(req, res, path.join(distDir, 'app-shell.html'));
        return send(req, res, path.join(distDir, '404.html'), 404);
      });
    },
  };
}
