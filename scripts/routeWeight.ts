/**
 * What a prerendered page makes the browser download before it is interactive: the HTML (with its
 * CSS inlined) and the scripts its boot loader adds after the first paint, with everything they
 * import statically. Used by `npm run bench` and the byte-budget tests.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootManifestInHtml, htmlFileFor } from '../src/boot/protocol';

export interface RouteWeight {
  path: string;
  jsFiles: string[];
  jsGzip: number;
  /** The page itself, its critical CSS included. */
  htmlGzip: number;
  /** Raw bytes of HTML + JS. */
  totalBytes: number;
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/** Static imports of a built chunk (`import … from "./x.js"` and bare `import "./x.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const out: string[] = [];
  const re = /(?:^|[;\n}])\s*import\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.push(path.resolve(path.dirname(file), m[1]!));
  return out;
}

/** The scripts a prerendered page's boot loader adds after its first paint (src/boot/protocol.ts). */
export function bootList(html: string): string[] {
  const boot = bootManifestInHtml(html);
  return [...boot.modules, ...boot.preload];
}

export function routeWeight(dir: string, urlPath: string): RouteWeight {
  const distDir = path.resolve(dir);
  const htmlFile = path.join(distDir, htmlFileFor(urlPath));
  const html = readFileSync(htmlFile);
  const text = html.toString('utf8');
  const asset = (ref: string) => path.join(distDir, ref.replace(/^\//, ''));
  const seen = new Set<string>();
  const queue = bootList(text).map(asset);
  while (queue.length) {
    const f = queue.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    queue.push(...staticImports(f));
  }
  const jsFiles = [...seen].sort();
  const sum = (files: string[], fn: (b: Buffer) => number) => files.reduce((n, f) => n + fn(readFileSync(f)), 0);
  return {
    path: urlPath,
    jsFiles: jsFiles.map((f) => path.relative(distDir, f)),
    jsGzip: sum(jsFiles, gz),
    htmlGzip: gz(html),
    totalBytes: html.length + jsFiles.reduce((n, f) => n + statSync(f).size, 0),
  };
}

export const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
