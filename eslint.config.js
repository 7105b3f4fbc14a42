import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['meetings', 'tasks', 'search', 'settings'];

/** Shared code (api, lib, components) knows no feature; no feature imports another; only app wires them. */
const importDirection = [
  {
    files: ['src/api/**', 'src/lib/**', 'src/components/**', 'src/styles/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*', '@/mocks/*'], message: 'Shared code must not depend on features, app or mocks.' },
            { group: ['../*'], message: 'Import across folders with @/…, so the import-direction rules can see it.' },
          ],
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
              group: [...features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`), '@/app/*', '@/mocks/*'],
              message: 'Features are independent: link by URL (lib/paths) and share through api/lib/components.',
            },
            {
              // Relative paths would slip past the rule above.
              group: ['../../*'],
              message: 'Import across folders with @/…, so the import-direction rules can see it.',
            },
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

export default tseslint.config(
  {
    ignores: ['dist', 'coverage', 'test-results', 'public/mockServiceWorker.js', 'public/runtime-config.js', 'test/bench/peers', 'test/bench/lighthouse'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...pluginQuery.configs['flat/recommended'],
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // React Router's loaders signal 404s by throwing a Response.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    files: ['src/mocks/node/**', 'src/serving/**', 'vite.config.ts', 'playwright.config.ts', 'test/**', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright's fixtures call `use()`, which the React rules would take for React's hook.
    files: ['test/e2e/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...importDirection,
);
