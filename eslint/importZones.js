/**
 * The layers of the source tree, as one lint rule. Each import is resolved to the file it
 * names (through the `@/` alias or a relative path alike), so a rule cannot be dodged by
 * spelling the same file another way. Every folder under src is a layer of LAYERS below and
 * may import only the layers it lists (and itself); a folder not listed fails lint until it is
 * given its place. Besides:
 *  - a feature never imports another feature: what two features share moves down a layer;
 *  - the backend (mock-api) takes nothing from src except the contract;
 *  - browser code never imports the backend.
 * The entry files at the top of src (main.tsx, entry-server.tsx, sw.ts) may import any layer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each folder under src may import from the rest of src, top of the stack first. */
export const LAYERS = {
  // The shell: the route table, the start paths, the providers; it lazily loads every screen.
  app: ['pages', 'features', 'services', 'components', 'lib', 'content', 'theme', 'config', 'contract', 'boot'],
  // Games and tools: the shell's store and hooks, the api, and everything shared.
  features: ['app', 'services', 'components', 'lib', 'content', 'theme', 'config', 'contract', 'boot'],
  // Reading screens: shared parts only (no store, no api: they start without the app).
  pages: ['components', 'lib', 'content', 'theme', 'config', 'contract', 'boot'],
  // The games' store root and the one api.
  services: ['lib', 'config', 'contract', 'boot'],
  components: ['lib', 'content', 'theme', 'config', 'contract', 'boot'],
  lib: ['content', 'theme', 'config', 'contract', 'boot'],
  content: ['config', 'contract', 'boot'],
  theme: ['config', 'contract', 'boot'],
  config: ['contract', 'boot'],
  // The agreement between browser and backend, and the one between a page and its scripts:
  // each read elsewhere too (mock-api; the build scripts, the preview server), so they stand alone.
  contract: [],
  boot: [],
};

/** Where a file sits: its top folder, the src layer under it (a file at the top of src has none), and the feature for src/features. */
function placeOf(absolute) {
  const parts = path.relative(ROOT, absolute).split(path.sep);
  const [top, layer, feature] = parts;
  return { top, layer: top === 'src' && parts.length > 2 ? layer : undefined, feature: layer === 'features' ? feature : undefined };
}

/** The file an import names, or null for a package. */
function resolveSpecifier(specifier, filename) {
  if (specifier.startsWith('@/')) return path.join(ROOT, 'src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(filename), specifier);
  return null;
}

/** Why an import from `from` to `to` breaks a layer rule, or null when it is allowed. */
export function zoneViolation(from, to) {
  if (from.top === 'src' && to.top === 'mock-api') {
    return 'Browser code never imports the backend: what both sides use belongs in src/contract.';
  }
  if (from.top === 'mock-api' && to.top === 'src' && to.layer !== 'contract') {
    return 'mock-api imports nothing from src but src/contract, the one agreement between browser and backend.';
  }
  if (from.top !== 'src' || !from.layer || to.top !== 'src') return null;
  const allowed = LAYERS[from.layer];
  if (!allowed) return `src/${from.layer} has no place in the layers: give it one in eslint/importZones.js (and the README's map).`;
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `Features do not import other features (${from.feature} → ${to.feature}): move what they share into src/lib, src/components or src/contract.`;
  }
  if (!to.layer || to.layer === from.layer || allowed.includes(to.layer)) return null;
  const may = allowed.length ? `it may import ${allowed.map((l) => `src/${l}`).join(', ')}` : 'it stands alone';
  return `src/${from.layer} does not import src/${to.layer} (${may}): pass what it needs in, or move the shared part down a layer.`;
}

const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing down the layers of the source tree.' },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename)) return {};
    const from = placeOf(filename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, filename);
      if (!target) return;
      const message = zoneViolation(from, placeOf(target));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-zones': importZones } };
