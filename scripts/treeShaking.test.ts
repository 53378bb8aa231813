import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutDisplayNames } from './treeShaking';

const bundleDir = path.resolve(import.meta.dirname, '../node_modules/react-router/dist/development');

describe("React Router's bundle, as the production build sees it", () => {
  it('marks component factories pure and leaves out DevTools names, so unused components drop', () => {
    const code = 'var Link = React10.forwardRef(\n  function Link() {}\n);\nLink.displayName = "Link";\nvar Ctx = React.createContext(null);\nCtx.displayName = "Ctx";\nfoo.displayName = bar;\n';
    expect(withoutDisplayNames(code)).toBe('var Link = /* @__PURE__ */ React10.forwardRef(\n  function Link() {}\n);\n\nvar Ctx = /* @__PURE__ */ React.createContext(null);\n\nfoo.displayName = bar;\n');
  });

  it('still finds what it trims in the installed React Router (an upgrade that changes its shape fails here)', () => {
    const main = readdirSync(bundleDir).filter((f) => /^chunk-.*\.mjs$/.test(f)).map((f) => readFileSync(path.join(bundleDir, f), 'utf8')).find((c) => c.includes('var Form = '))!;
    const trimmed = withoutDisplayNames(main);
    expect(trimmed).toMatch(/var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(trimmed).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(trimmed).not.toMatch(/^\w+\.displayName = "/m);
  });
});
