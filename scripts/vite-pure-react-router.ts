import type { Plugin } from 'vite';

/**
 * React Router's production build is one module whose top level calls `React.forwardRef(…)` and
 * `React.createContext(…)` without a pure annotation and sets `X.displayName = "…"` on each component.
 * A bundler must keep such statements (they might have effects), and with them every component they
 * name and all it uses: NavLink, Form, ScrollRestoration, the framework's prefetch links, fetchers.
 * Marking those calls pure and dropping the display names (only React DevTools reads them) lets the
 * bundle keep just what the app imports: about 4 KB gzip less on every page's first JavaScript.
 * `tests/build/bundle.test.ts` checks that the dropped parts stay out and that the pattern still matches.
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/.test(id)) return null;
      const out = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
      return out === code ? null : { code: out, map: null };
    },
  };
}
