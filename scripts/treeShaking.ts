import type { Plugin } from 'vite';

/**
 * What the bundler cannot drop by itself from the first load of every page.
 *
 * React Router's bundle makes its components at the top level without marking the calls pure
 * (`var Form = React10.forwardRef(…)`) and names them for React DevTools
 * (`Form.displayName = "Form";`). Both count as side effects, so every component stays in the
 * build with all it uses (Form, NavLink, the form submission helpers, RSC handlers: ~1.8 kB gzip
 * on every page), although no page uses them. The production build marks those calls pure
 * (forwardRef, memo and createContext only create objects) and leaves the names out (only
 * DevTools shows them).
 */
const REACT_ROUTER_BUNDLE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[\w$.]*";$/gm;

const UNMARKED_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

export function withoutDisplayNames(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(UNMARKED_FACTORY, '$1/* @__PURE__ */ $2');
}

export function reactRouterWithoutDisplayNames(): Plugin {
  return {
    name: 'sophist-react-router-without-display-names',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_BUNDLE },
      handler(code) {
        return { code: withoutDisplayNames(code), map: null };
      },
    },
  };
}

/** CommonJS packages that are pure, but a bundler cannot tell (Emotion's unused withTheme brings them). */
export const PURE_COMMONJS = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;
