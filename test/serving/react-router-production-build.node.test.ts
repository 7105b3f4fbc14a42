import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '@/serving/react-router-production-build';

const PRODUCTION = 'node_modules/react-router/dist/production';

/** React Router's production chunk that holds its components (the one the app's build bundles). */
function componentsChunk(): { id: string; code: string } {
  const chunks = readdirSync(PRODUCTION)
    .filter((file) => /^chunk-\w+\.mjs$/.test(file))
    .map((file) => ({ id: join(process.cwd(), PRODUCTION, file), code: readFileSync(join(PRODUCTION, file), 'utf8') }));
  const chunk = chunks.find(({ code }) => code.includes('var NavLink ='));
  expect(chunk, 'a chunk of React Router’s production build that makes NavLink').toBeDefined();
  return chunk!;
}

type Transform = (code: string, id: string) => { code: string } | null;
type BuildEnd = (this: { error: (message: string) => never }, error?: Error) => void;

function plugin() {
  const { transform, buildEnd } = reactRouterProductionBuild();
  return { transform: transform as Transform, buildEnd: buildEnd as BuildEnd };
}

const failing = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('React Router in the app’s build', () => {
  it('marks the components and contexts its chunk makes at the top level pure, and drops their names, line for line', () => {
    const { transform, buildEnd } = plugin();
    const { id, code } = componentsChunk();
    const out = transform(code, id)?.code ?? '';
    for (const name of ['Link', 'NavLink', 'Form', 'LocationContext', 'MemoizedDataRoutes'])
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.(forwardRef|createContext|memo)\\(`, 'm'));
    expect(code).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    expect(out).not.toMatch(/^\w+\.displayName = /m);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(() => buildEnd.call(failing)).not.toThrow();
  });

  it('leaves every other module as it is', () => {
    const { transform } = plugin();
    expect(transform('Link.displayName = "Link";', join(process.cwd(), 'src/components/link.tsx'))).toBeNull();
  });

  it.each([
    ['the calls it marks', 'var Link = forwardRef(render);\nLink.displayName = "Link";', /no longer has the top-level calls/],
    [
      'the names it drops',
      'var Link = React.forwardRef(render);\nObject.assign(Link, { displayName: "Link" });',
      /no longer sets the displayName/,
    ],
  ])('fails the build when the chunk no longer has %s (a React Router that changed)', (_, code, message) => {
    const { transform, buildEnd } = plugin();
    transform(code, componentsChunk().id);
    expect(() => buildEnd.call(failing)).toThrow(message);
  });
});
