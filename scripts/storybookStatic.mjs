// The static Storybook beside the site: built into storybook-static/ and served at /storybook/ by
// `npm start` / `npm run serve`. It is never part of dist/, so the service worker never precaches
// it and no content route loads any of it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import express from 'express';

export const STORYBOOK_BASE = '/storybook/';

/** What the Storybook is built from: when any of it is newer than the build, the build is stale. */
const SOURCES = ['src', 'stories', '.storybook', 'public', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** 'missing', 'stale' or 'fresh'. */
export function storybookState(root) {
  const index = path.join(root, 'storybook-static', 'index.html');
  if (!existsSync(index)) return 'missing';
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built) ? 'stale' : 'fresh';
}

/** Builds the static Storybook (a few minutes); exits the process if the build fails. */
export function buildStorybook(root) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'storybook'), ['build', '-o', 'storybook-static', '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The Storybook build failed (see above); the site can still be served with `npm run serve`.');
    process.exit(result.status ?? 1);
  }
}

/** A Vite plugin that serves storybook-static/ at /storybook/ on the preview server, before the site's own routing. */
export function storybookStatic(dir) {
  const files = express.static(dir, { index: 'index.html', redirect: false, fallthrough: false });
  return {
    name: 'sophist-storybook-static',
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://x');
        if (url.pathname === '/storybook') {
          // Storybook's pages load their assets by relative paths, so the folder needs its slash.
          res.statusCode = 301;
          res.setHeader('Location', STORYBOOK_BASE + url.search);
          return res.end();
        }
        if (!url.pathname.startsWith(STORYBOOK_BASE)) return next();
        if (!existsSync(path.join(dir, 'index.html'))) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          return res.end('No static Storybook here yet: run `npm run build-storybook` (or `npm start`, which builds it when missing).');
        }
        req.url = req.url.slice(STORYBOOK_BASE.length - 1);
        files(req, res, next);
      });
    },
  };
}
