import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { bootZone } from './eslint-rules/boot-zone.js';
import { featureShape } from './eslint-rules/feature-shape.js';
import { layers } from './eslint-rules/layers.js';
import { stringKeyedObjects } from './eslint-rules/string-keyed-objects.js';

/** The features, read from the folder: each is independent of the others. */
const features = readdirSync(join(import.meta.dirname, 'src', 'features'));

/** Schemas and checks use zod as configured in src/api/zod.ts (no `new Function` probe under our CSP). */
const ZOD_ONLY_CONFIGURED = {
  regex: '^zod(/|$)',
  message: 'Import { z } from @/api/zod: it is configured for our Content-Security-Policy.',
};

/**
 * The stack of src/, from the bottom: a module imports from its own folder or from floors below it,
 * never up or beside (`layers/direction`, eslint-rules/layers.js), and no circle of imports, type-only
 * ones included (`layers/no-circles`). Every folder and file directly under src/ has a floor. The
 * mock API is a tower of its own: nothing of the app below it, and only main.tsx and the build above.
 */
const LAYERS = [
  ['mocks'], // the mock API: a stand-in server, sharing no code with the app
  ['styles'], // global CSS and design tokens
  ['core'], // leaf helpers with no imports of ours: scope, dates, visible text, bidi isolation, load-once
  ['api'], // the Meeting Records API: endpoints, schemas, the one fetch
  ['lib'], // shared plumbing in rooms: routing, dates, text, session, query, bulk, series, …
  ['screens'], // every screen's URL contract: pattern, URL filters, first requests, links
  ['components'], // shared UI
  ['features'], // meetings, tasks, search, settings, insights: independent of each other
  ['library'], // the meeting library: a key's meetings kept on this device (storage, sync, search), handed to screens by the app
  ['boot'], // what runs before React: the early requests and the first rows
  ['app'], // routes, layout, providers: where features meet
  ['main.tsx', 'serving'], // the app's entry; what the dev server and the build add
];

const SRC_DIR = join(import.meta.dirname, 'src');
const layerRules = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { layers },
  rules: {
    'layers/direction': ['error', { srcDir: SRC_DIR, stack: LAYERS }],
    'layers/no-circles': ['error', { srcDir: SRC_DIR }],
  },
};

/**
 * Every feature has one shape (docs/architecture.md, eslint-rules/feature-shape.js): its files in these
 * folders, only those it needs, in the feature's folder or in a sub-feature's (`meetings/series/…`).
 */
const FEATURE_FOLDERS = [
  'api', // the feature's queries, requests and the hooks that read them
  'components', // React components, their hooks and CSS modules
  'model', // pure logic: no React, no network
  'state', // what the feature keeps while the app runs (in memory or in the browser's storage), with its hooks
];
const featureShapeRules = {
  files: ['src/features/**/*.{ts,tsx}'],
  plugins: { features: featureShape },
  rules: {
    'features/shape': ['error', { featuresDir: join(SRC_DIR, 'features'), folders: FEATURE_FOLDERS, viewFolder: 'components' }],
  },
};

/** Beyond the direction: what may import the mock API, and features among themselves. */
const importRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/main.tsx', 'src/serving/**', 'src/features/**', 'src/api/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/mocks/*'], message: 'Only main.tsx (demo mode) and the build reach the mock API.' }, ZOD_ONLY_CONFIGURED],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`), '@/mocks/*'],
              message: 'Features are independent: link through src/screens and share through core/api/lib/components.',
            },
            {
              // Relative paths would slip past the rule above.
              group: ['../../*'],
              message: 'Import across features with @/…, so the rule above sees it.',
            },
            ZOD_ONLY_CONFIGURED,
          ],
        },
      ],
    },
  })),
  {
    files: ['src/mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*'], message: 'The mock API is a stand-in server: it shares no code with the app.' }] },
      ],
    },
  },
];

/** What runs before React (src/boot) reaches no React, React DOM, router, query, zod or component. */
const bootReachesNoReact = {
  files: ['src/boot/**'],
  plugins: { boot: bootZone },
  rules: { 'boot/reaches-no-react': ['error', { srcDir: join(import.meta.dirname, 'src') }] },
};

/** Server text keys Maps, never plain objects (a tag named `__proto__`): eslint-rules/string-keyed-objects.js. */
const noStringKeyedObjects = {
  // The app's code, where server text flows: not the mock API's data, nor the build's Node code.
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/mocks/**', 'src/serving/**'],
  plugins: { keys: stringKeyedObjects },
  rules: { 'keys/no-string-keyed-objects': 'error' },
};

/**
 * kebab-case words, then lowercase suffixes: `meeting-row.module.css`, `api-proxy.dev-server.node.test.ts`
 * (a test's aspect, then what kind of test it is). A folder's map is README.md, the name every
 * repository browser shows first.
 */
const KEBAB_CASE = /^([a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*|README\.md)$/;

/**
 * test/ mirrors what it tests: `test/<path>/<name>[.<aspect>].test.ts(x)` tests `src/<path>/<name>.ts(x)`
 * (a module) or `src/<path>/<name>/` (a folder: a screen's, a room's); `test/lint` mirrors
 * `eslint-rules`. These hold suites and helpers of their own instead.
 */
const TEST_MIRRORS = { lint: 'eslint-rules' };
const TESTS_OF_THEIR_OWN = new Set(['e2e', 'bench', 'support', 'setup', 'docs', 'deploy', 'commands']);
const TEST_FILE = /^([a-z0-9-]+)(?:\.[a-z0-9-]+)*?\.(?:node\.|isolated\.)?test\.tsx?$/;

/** The test files under test/ whose name mirrors no module or folder, as paths from the repo's root. */
function testsMirroringNothing(root) {
  const strays = [];
  for (const path of namesUnder(join(root, 'test'))) {
    const match = TEST_FILE.exec(basename(path));
    if (!match) continue;
    const [top, ...rest] = relative(join(root, 'test'), dirname(path)).split(sep);
    if (TESTS_OF_THEIR_OWN.has(top)) continue;
    const mirrored = TEST_MIRRORS[top] ? join(root, TEST_MIRRORS[top], ...rest) : join(root, 'src', top, ...rest);
    const name = match[1];
    const found = ['.ts', '.tsx', '.js', ''].some((extension) => existsSync(join(mirrored, name + extension)));
    if (!found) strays.push(relative(root, path));
  }
  return strays;
}

/** Installed or built, not written here: the bench installs and builds its peers and Lighthouse in place. */
const NOT_OURS = new Set(['node_modules', 'dist']);

function* namesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_OURS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    yield path;
    if (entry.isDirectory()) yield* namesUnder(path);
  }
}

/**
 * Every file and folder name under src/ and test/ in kebab-case, whatever its type (CSS and PNG too,
 * which ESLint does not parse): checked once per run, and reported on this file.
 */
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [], messages: { notKebab: '“{{path}}”: file and folder names are kebab-case.' } },
      create: (context) => ({
        Program(node) {
          for (const path of ['src', 'test'].flatMap((dir) => [...namesUnder(join(import.meta.dirname, dir))])) {
            if (!KEBAB_CASE.test(basename(path))) {
              context.report({ node, messageId: 'notKebab', data: { path: relative(import.meta.dirname, path) } });
            }
          }
        },
      }),
    },
    'test-mirrors-source': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: {
          stray:
            '“{{path}}” mirrors no module or folder of src/: name a test after what it tests, at the same path (docs/testing.md, “Where a test lives”).',
        },
      },
      create: (context) => ({
        Program(node) {
          for (const path of testsMirroringNothing(import.meta.dirname)) context.report({ node, messageId: 'stray', data: { path } });
        },
      }),
    },
  },
};

export default tseslint.config(
  {
    ignores: ['dist', 'coverage', 'test-results', 'public/mockServiceWorker.js', 'test/bench/peers', 'test/bench/lighthouse'],
  },
  js.configs.recommended,
  // typescript-eslint's rules that need no types. Those that do (recommendedTypeChecked's) run in oxlint
  // on TypeScript 7 (.oxlintrc.json; docs/decisions/0022-type-aware-rules-on-typescript-7.md).
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    // The rules left here that read types, with the app's program (tsconfig.app.json): TanStack Query's
    // (`no-void-query-fn`; `no-rest-destructuring` for hooks that wrap a query) and
    // `keys/no-string-keyed-objects` (below). Elsewhere they read no types and check what they can without:
    // a program for the tests' project too cost ESLint half again its time (decision 0022).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/node/**', 'src/serving/**'],
    languageOptions: { parserOptions: { project: 'tsconfig.app.json', tsconfigRootDir: import.meta.dirname } },
  },
  {
    // React code lives in src and in the tests' own components (.tsx); elsewhere (the mock API's and the
    // serving code's Node modules, the browser suite, the bench) the React Compiler's rules only cost time.
    files: ['src/**/*.{ts,tsx}', 'test/**/*.tsx'],
    ignores: ['src/mocks/**', 'src/serving/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'src/mocks/node/**',
      'src/serving/**',
      'vite.config.ts',
      'playwright.config.ts',
      'test/**',
      'eslint.config.js',
      'eslint-rules/**',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  layerRules,
  featureShapeRules,
  ...importRules,
  noStringKeyedObjects,
  bootReachesNoReact,
  {
    files: ['eslint.config.js'],
    plugins: { 'file-names': fileNames },
    rules: { 'file-names/kebab-case': 'error', 'file-names/test-mirrors-source': 'error' },
  },
);
