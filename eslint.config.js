import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { bootZone } from './eslint-rules/boot-zone.js';
import { stringKeyedObjects } from './eslint-rules/string-keyed-objects.js';

const features = ['meetings', 'tasks', 'search', 'settings', 'insights'];

/** Schemas and checks use zod as configured in src/api/zod.ts (no `new Function` probe under our CSP). */
const ZOD_ONLY_CONFIGURED = {
  regex: '^zod(/|$)',
  message: 'Import { z } from @/api/zod: it is configured for our Content-Security-Policy.',
};

/**
 * Shared code (api, lib, components) knows no feature; no feature imports another; only app wires
 * them. A feature's `screens.ts` (its screens' URL contracts and links) is the one exception: links
 * to a screen are built by its declaration, from components and other features too.
 */
const SCREEN_DECLARATIONS = '!@/features/*/screens';
const sharedCode = (files, allowed = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*/**', ...allowed, '@/app/*', '@/mocks/*'],
            message: 'Shared code must not depend on features, app or mocks.',
          },
          { group: ['../*'], message: 'Import across folders with @/…, so the import-direction rules can see it.' },
          ZOD_ONLY_CONFIGURED,
        ],
      },
    ],
  },
});
const importDirection = [
  sharedCode(['src/api/**', 'src/lib/**', 'src/styles/**']),
  sharedCode(['src/components/**'], [SCREEN_DECLARATIONS]),
  {
    // The one module that imports zod itself, to configure it.
    files: ['src/api/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
                SCREEN_DECLARATIONS,
                '@/app/*',
                '@/mocks/*',
              ],
              message: 'Features are independent: link through the other feature’s screens.ts and share through api/lib/components.',
            },
            {
              // Relative paths would slip past the rule above.
              group: ['../../*'],
              message: 'Import across folders with @/…, so the import-direction rules can see it.',
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

/** A cycle makes the order modules run in depend on who imports whom first: none are allowed. */
const noImportCycles = {
  files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // The TypeScript files (and the @/ alias) are what the rule follows.
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    // Each module's exports are read once per run: by default they are read again after 30 s, which a
    // whole run on a busy machine outlasts.
    'import-x/cache': { lifetime: '∞' },
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/** kebab-case words, then lowercase suffixes: `meeting-row.module.css`, `dev-server-proxy.node.test.ts`. */
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

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
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'test-results',
      'public/mockServiceWorker.js',
      'public/runtime-config.js',
      'test/bench/peers',
      'test/bench/lighthouse',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...pluginQuery.configs['flat/recommended'],
  {
    // React code lives in src and in the tests' own components (.tsx); elsewhere (the mock API's and the
    // serving code's Node modules, the browser suite, the bench) the React Compiler's rules only cost time.
    files: ['src/**/*.{ts,tsx}', 'test/**/*.tsx'],
    ignores: ['src/mocks/**', 'src/serving/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: {
        project: 'tsconfig.eslint.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
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
  {
    // Plain JavaScript outside the TypeScript projects (a bench's script run where its candidates are installed).
    files: ['eslint.config.js', 'eslint-rules/**', 'test/bench/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...importDirection,
  noImportCycles,
  noStringKeyedObjects,
  bootReachesNoReact,
  { files: ['eslint.config.js'], plugins: { 'file-names': fileNames }, rules: { 'file-names/kebab-case': 'error' } },
);
