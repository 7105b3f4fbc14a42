import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '@/serving/react-router-production-build';

const PRODUCTION = 'node_modules/react-router/dist/production';
/** React Router's production chunk that holds its components (the one the app's build bundles). */
const chunkId = join(
  process.cwd(),
  PRODUCTION,
  readdirSync(PRODUCTION).find(
    (file) => /^chunk-\w+\.mjs$/.test(file) && readFileSync(join(PRODUCTION, file), 'utf8').includes('var NavLink ='),
  )!,
);

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
    const code = readFileSync(chunkId, 'utf8');
    const out = transform(code, chunkId)?.code ?? '';
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

  it('fails the build when the chunk no longer has what it marks (a React Router that changed)', () => {
    const { transform, buildEnd } = plugin();
    transform('export const Link = forwardRef(render);', chunkId);
    expect(() => buildEnd.call(failing)).toThrow(/no longer has the top-level calls/);
  });
});
