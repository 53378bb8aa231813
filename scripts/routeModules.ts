/**
 * What a route's first load is made of: the route's first-load chunks (scripts/routeWeight.ts,
 * read from dist/) broken down by package or source folder, and its largest modules. Rolldown's
 * output knows each chunk's modules and their rendered size; a module's share of its chunk's
 * gzip size is taken in proportion to its rendered size (gzip works across modules, so this is an
 * estimate to within a few hundred bytes). Builds the client once in memory (not written), so run
 * it after `npm run build` from the same sources.
 *
 *   npx tsx scripts/routeModules.ts /argument-game [/] [--modules 30]
 *
 * A second path subtracts that route's files (e.g. `/`: what the page adds to the shell).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { kB, routeWeight } from './routeWeight';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const modulesArg = args.indexOf('--modules');
const moduleCount = modulesArg >= 0 ? Number(args[modulesArg + 1]) : 25;
const [route, base] = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--modules');
if (!route) throw new Error('Usage: npx tsx scripts/routeModules.ts /route [/base-route] [--modules N]');

interface ChunkInfo {
  gzip: number;
  modules: Record<string, number>;
}
type Output = { output: ({ type: 'chunk'; fileName: string; code: string; modules: Record<string, { renderedLength: number }> } | { type: 'asset' })[] };
const result = (await build({ configFile: path.join(root, 'vite.config.ts'), root, logLevel: 'error', build: { write: false } })) as Output | Output[];
const chunks = new Map<string, ChunkInfo>();
for (const out of Array.isArray(result) ? result : [result])
  for (const item of out.output)
    if (item.type === 'chunk')
      chunks.set(item.fileName, {
        gzip: gzipSync(item.code, { level: 9 }).length,
        modules: Object.fromEntries(Object.entries(item.modules).map(([id, m]) => [path.relative(root, id), m.renderedLength])),
      });

const dist = path.join(root, 'dist');
const weight = routeWeight(dist, route);
const skip = new Set(base ? routeWeight(dist, base).jsFiles : []);
const byGroup = new Map<string, number>();
const byModule = new Map<string, number>();
const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
/** 'npm:zod', or the first two folders under src/ ('src/features/argument'). */
const groupOf = (id: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return pkg ? `npm:${pkg[1]}` : id.split('/').slice(0, 3).join('/');
};
for (const file of weight.jsFiles) {
  if (skip.has(file)) continue;
  const chunk = chunks.get(file);
  if (!chunk) throw new Error(`${file} is in dist/ but not in this build: run npm run build first`);
  const rendered = Object.values(chunk.modules).reduce((a, b) => a + b, 0) || 1;
  for (const [id, length] of Object.entries(chunk.modules)) {
    const share = (chunk.gzip * length) / rendered;
    add(byGroup, groupOf(id), share);
    add(byModule, id, share);
  }
}
const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${kB(v).padStart(9)}  ${k}`).join('\n');
console.log(`${route}: ${kB(weight.jsGzip)} gzip first-load JS in ${weight.jsFiles.length} files${base ? ` (below: what it adds to ${base})` : ''}\n${top(byGroup, 30)}\n\nlargest modules:\n${top(byModule, moduleCount)}`);
