import type { Plugin } from 'vite';

const ENTRY = 'early-request';

/**
 * Builds src/boot/early-request.ts as its own small entry and places it in index.html right after the
 * runtime config, as an async module: it runs as soon as its code and the config are in, not after
 * the stylesheets and the document as deferred and module scripts do, and starts the first data
 * request while the app bundle is still downloading. Its code is asked for first (high priority).
 */
export function earlyRequestPlugin(): Plugin {
  return {
    name: 'meetings-early-request',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', [ENTRY]: 'src/boot/early-request.ts' } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === ENTRY);
        if (!chunk || chunk.type !== 'chunk') return html;
        const preloads = chunk.imports
          .map((file) => `\n    <link rel="modulepreload" crossorigin fetchpriority="high" href="/${file}">`)
          .join('');
        // The app's own script tag gives way: the early entry asks for its code (src/boot/start-app.ts).
        const appScript = /<script type="module" crossorigin src="(\/assets\/app-[^"]+\.js)"><\/script>/;
        const app = appScript.exec(html)?.[1];
        if (!app) throw new Error('index.html must load the app (src/main.tsx) as a module script');
        // Demo mode's mock API, which the app imports first thing: the early entry asks for it beside the
        // app's code once the config says demo (src/boot/early-request.ts).
        const demo = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/mocks/browser.ts'));
        if (!demo) throw new Error('the build must hold the demo mode mock API (src/mocks/browser.ts) as a chunk of its own');
        const tag = `\n    <script type="module" async crossorigin fetchpriority="high" data-app="${app}" data-demo="/${demo.fileName}" src="/${chunk.fileName}"></script>${preloads}`;
        const configScript = /<script async fetchpriority="high" src="\/runtime-config\.js"><\/script>/;
        if (!configScript.test(html)) throw new Error('index.html must load /runtime-config.js (async, high priority) before the app');
        return html.replace(appScript, '').replace(configScript, (match) => `${match}${tag}`);
      },
    },
  };
}
