import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PRODUCTION_BUILD = new URL('../../node_modules/react-router/dist/production/', import.meta.url);

/** React Router's production modules, where the bundler meets its components and contexts. */
const PRODUCTION_CHUNK = /react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;
/** `Link.displayName = "Link";`, a statement of its own at the top level: for React's developer tools. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;
/** `var Link = React10.forwardRef(`: a component or context made at the top level. */
const TOP_LEVEL_MAKE = /^var (\w+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * React Router's production build in the app's build (decision 0019): its package exports only the
 * development one (remix-run/react-router#14102), whose warnings the first screen's JavaScript paid
 * for. The dev server and the tests keep the development build and its warnings.
 *
 * And what of it the app never uses left out (decision 0027): its production chunk makes each
 * component and context at the top level without the pure annotation a bundler needs, and sets a
 * `displayName` on each, so `NavLink`, `Form` and their code stayed in the first screen's JavaScript
 * though nothing imports them. Here the calls are marked pure and the names (for React's developer
 * tools) dropped; lines stay where they were. A React Router whose chunk no longer has either fails
 * the build.
 */
export function reactRouterProductionBuild(): Plugin {
  // Each is needed: with the names kept, or the calls unmarked, the bundler keeps the code.
  const changed = { names: 0, calls: 0 };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: fileURLToPath(new URL('index.mjs', PRODUCTION_BUILD)) },
          { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('dom-export.mjs', PRODUCTION_BUILD)) },
        ],
      },
    }),
    transform(code, id) {
      if (!PRODUCTION_CHUNK.test(id)) return null;
      const withoutNames = code.replace(DISPLAY_NAME, () => {
        changed.names += 1;
        return '';
      });
      const pure = withoutNames.replace(TOP_LEVEL_MAKE, (_, name: string, call: string) => {
        changed.calls += 1;
        return `var ${name} = /* @__PURE__ */ ${call}`;
      });
      return { code: pure, map: null };
    },
    buildEnd(error) {
      if (error) return;
      if (changed.calls === 0) this.error("React Router's production chunk no longer has the top-level calls this plugin marks pure");
      if (changed.names === 0) this.error("React Router's production chunk no longer sets the displayName statements this plugin drops");
    },
  };
}
