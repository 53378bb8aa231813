/**
 * The layers of the source tree, as one lint rule. Each import is resolved to the file it
 * names (through the `@/` alias or a relative path alike), so a rule cannot be dodged by
 * spelling the same file another way:
 *  - the shared layers (components, lib, theme, config, content) never import the app shell
 *    or a feature: they are what features and the shell are built from;
 *  - a feature never imports another feature: what two features share moves down a layer;
 *  - the backend (mock-api) takes nothing from src except the contract, and the contract
 *    takes nothing from the rest of src;
 *  - browser code never imports the backend;
 *  - src/boot (the boot protocol, read by the build scripts and the preview server in Node as
 *    well) takes nothing from the rest of src.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = new Set(['components', 'lib', 'theme', 'config', 'content']);

/** Where a file sits: its top folder, the src layer under it, and the feature for src/features. */
function placeOf(absolute) {
  const [top, layer, feature] = path.relative(ROOT, absolute).split(path.sep);
  return { top, layer: top === 'src' ? layer : undefined, feature: layer === 'features' ? feature : undefined };
}

/** The file an import names, or null for a package. */
function resolveSpecifier(specifier, filename) {
  if (specifier.startsWith('@/')) return path.join(ROOT, 'src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(filename), specifier);
  return null;
}

/** Why an import from `from` to `to` breaks a layer rule, or null when it is allowed. */
export function zoneViolation(from, to) {
  if (from.top === 'src' && SHARED.has(from.layer) && (to.layer === 'app' || to.layer === 'features')) {
    return `src/${from.layer} is shared by the whole site and never imports src/${to.layer}: pass what it needs in as props or arguments.`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `Features do not import other features (${from.feature} → ${to.feature}): move what they share into src/lib, src/components or src/contract.`;
  }
  if (from.top === 'mock-api' && to.top === 'src' && to.layer !== 'contract') {
    return 'mock-api imports nothing from src but src/contract, the one agreement between browser and backend.';
  }
  if (from.layer === 'contract' && to.top === 'src' && to.layer !== 'contract') {
    return 'src/contract stands alone (both the browser and the backend import it), so it imports nothing else from src.';
  }
  if (from.layer === 'boot' && to.top === 'src' && to.layer !== 'boot') {
    return 'src/boot is the boot protocol the build scripts and the preview server share with the browser, so it imports nothing else from src.';
  }
  if (from.top === 'src' && to.top === 'mock-api') {
    return 'Browser code never imports the backend: what both sides use belongs in src/contract.';
  }
  return null;
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
