import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { apiProxy, parseApiBaseUrl } from './src/serving/api-proxy.ts';
import { compressionPlugin } from './src/serving/compression-plugin.ts';
import { contentSecurityPolicyPlugin } from './src/serving/content-security-policy.ts';
import { earlyRequestPlugin } from './src/serving/early-request-plugin.ts';
import { inlineStylesheetPlugin } from './src/serving/inline-stylesheet-plugin.ts';
import { pageCommentsPlugin } from './src/serving/page-comments-plugin.ts';
import { runtimeConfigPlugin } from './src/serving/runtime-config-plugin.ts';
import { appShellPlugin } from './src/serving/app-shell-plugin.ts';
import { preloadPagesPlugin } from './src/serving/preload-pages-plugin.ts';
import { reactRouterProductionBuild } from './src/serving/react-router-production-build.ts';
import { securityHeadersPlugin } from './src/serving/security-headers.ts';

/** The modules whose chunks V8 compiles whole as they download (`postBanner` below). */
const EAGERLY_COMPILED = ['/markdown-summary.tsx', '/src/boot/early-request.ts'];

const shortHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 6);

// Live mode when API_BASE_URL is set (dev and preview proxy to it); demo mode otherwise.
const apiBaseUrl = parseApiBaseUrl(process.env.API_BASE_URL);
const proxy = apiBaseUrl ? apiProxy(apiBaseUrl) : undefined;

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    securityHeadersPlugin(),
    react(),
    pageCommentsPlugin(),
    inlineStylesheetPlugin(),
    earlyRequestPlugin(),
    // After every plugin that writes scripts or styles into the page: it allows the inline ones by hash.
    contentSecurityPolicyPlugin(),
    preloadPagesPlugin(),
    // After preloadPagesPlugin, whose preview middleware points a screen's URL at its page, and
    // before compressionPlugin's.
    runtimeConfigPlugin(apiBaseUrl),
    appShellPlugin(),
    compressionPlugin(),
    // The app's files for a start without a network, registered only in live mode once a key keeps a
    // library (src/library/offline; docs/decisions/0015-service-worker.md).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/library/offline',
      filename: 'app-files-worker.ts',
      // The app registers it itself, after the first screen; no web app manifest.
      injectRegister: false,
      manifest: false,
      integration: {
        // The worker's own build: one file, said with Rolldown's option (the plugin still passes
        // Rollup's, which Rolldown warns is deprecated), and only its warnings printed.
        configureCustomSWViteBuild: (inline) => {
          inline.logLevel = 'warn';
          const output = inline.build?.rollupOptions?.output;
          if (output && !Array.isArray(output)) {
            delete output.inlineDynamicImports;
            Object.assign(output, { codeSplitting: false });
          }
        },
      },
      injectManifest: {
        // Every file the app runs, and the landing page (without a network, every URL gets it: the app
        // routes by itself; the worker writes the config the server last wrote into it). Not the demo's
        // MSW and sample data (src/mocks/browser.ts's chunk: the worker runs only in live mode).
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
        globIgnores: ['assets/browser-*.js'],
        // Hashed names change with their content: fetched as they are, not with a revision query.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
  css: {
    // The same class names in the build and wherever else the modules run (the app shell is rendered
    // in Node, by the dev server's module loader, for the built pages): from the file's path and the name.
    modules: {
      generateScopedName: (name, filename) => `_${name}_${shortHash(relative(import.meta.dirname, filename.split('?')[0] ?? ''))}`,
    },
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // MSW's cookie jar, empty by design: the mock API sets no cookies (src/mocks/no-cookies.ts).
      { find: /^tough-cookie$/, replacement: fileURLToPath(new URL('./src/mocks/no-cookies.ts', import.meta.url)) },
      // FlexSearch's compact build: the light one's search and the export and import that keep the
      // index on the device (decisions 0012, 0017); its package does not export it by name.
      {
        find: /^flexsearch$/,
        replacement: fileURLToPath(new URL('./node_modules/flexsearch/dist/flexsearch.compact.module.min.js', import.meta.url)),
      },
    ],
  },
  // The dev server scans only the app's own page for the dependencies to pre-bundle: by default it
  // scans every .html file in the repo, the bench's harness pages among them, whose imports only
  // resolve in the bench's own build; the scan then failed, and dependencies were found late, each
  // find reloading the page.
  optimizeDeps: { entries: ['index.html'] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    target: 'es2022',
    // Every browser the build targets but Safari 16 supports modulepreload; there the hints are
    // ignored and the modules load as imported. The polyfill would add bytes before the first row.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Rolldown warns when plugins take most of a build: ours do, by design (the app shell rendered
      // for every page, the precompressed copies of every asset), which a newcomer cannot act on.
      checks: { bundlerTimings: false },
      output: {
        // Six characters of hash (36 bits) tell a file's versions apart as well as eight: the app's
        // chunk names every lazy screen's files in its preload lists, and each character is bytes
        // before the first row (docs/performance.md).
        chunkFileNames: 'assets/[name]-[hash:6].js',
        entryFileNames: 'assets/[name]-[hash:6].js',
        assetFileNames: 'assets/[name]-[hash:6][extname]',
        // V8 compiles a function the first time it runs, on the main thread, unless told the file's
        // functions all run on load: then it compiles them while the file downloads, off the main
        // thread, and neither the Markdown parser's first render nor the early entry's first rows,
        // when their answer is in, wait for it (docs/decisions/0004-chunking.md).
        postBanner: (chunk) =>
          EAGERLY_COMPILED.some((module) => chunk.facadeModuleId?.endsWith(module)) ? '//# allFunctionsCalledOnLoad' : '',
        codeSplitting: {
          // Two chunks for the first screen instead of one per module shared with a lazy screen: every
          // file the landing page needs is a request before its first row (and HTTP/1.1 allows 6 at a
          // time, the API call included). The early request's code is its own, so it arrives first.
          groups: [
            { name: 'early', test: /src\/boot\/early-request\.ts$/, priority: 2 },
            { name: 'app', test: /src\/main\.tsx$/, priority: 1 },
            // Our modules that two or more lazy chunks share, in one chunk rather than one each: every
            // file of a lazy screen is a preload link appended at run time and a request
            // (docs/decisions/0004-chunking.md). Libraries keep their own chunks.
            { name: 'screens-shared', test: /[\\/]src[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // Threads start faster than child processes. One worker more than the cores, three on two (a
    // percentage over 100 % counts as 100 %): `npm test`'s other steps end well before Vitest, and
    // beside other busy processes two workers then had one core's share between them
    // (docs/performance.md). Vitest's default leaves a core for itself.
    pool: 'threads',
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          // node_modules too: the bench's own install (test/bench/lighthouse) ships tests of its own.
          exclude: ['**/node_modules/**', 'test/**/*.node.test.ts', 'test/**/*.isolated.test.{ts,tsx}', 'test/e2e/**'],
          setupFiles: ['test/setup/unit-setup.ts'],
          globalSetup: ['test/setup/time-zone.ts'],
          // One module graph and one jsdom per worker, not per file: each file paid over a second to
          // set up jsdom and import the app again. What a test leaves behind is undone after it
          // (unit-setup.ts: the DOM, MSW's handlers, the mock data, storage, the key; fake clocks and
          // stubs by whoever set them), and the files that need a fresh module load it themselves.
          isolate: false,
        },
      },
      {
        // Files that mock a library (a mock applies only to a module loaded after it), that need one of
        // the app's lazy parts not loaded yet, or that load the app's modules afresh for each page they
        // open (a module still loading when such a file ended broke the graph the files after it shared):
        // each of these files gets a module graph of its own.
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          include: ['test/**/*.isolated.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          setupFiles: ['test/setup/unit-setup.ts'],
          globalSetup: ['test/setup/time-zone.ts'],
        },
      },
      {
        // Real sockets: the mock API as an HTTP server, and the dev server's proxy in front of it.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.node.test.ts'],
          exclude: ['**/node_modules/**', 'test/e2e/**'],
          setupFiles: ['test/setup/node-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
