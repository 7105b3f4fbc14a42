import type { Plugin } from 'vite';

const ENTRY = 'early-request';

/**
 * Builds src/early-request.ts as its own small entry and places it in index.html right after the
 * runtime config and before the app, so it runs as soon as both are in (in document order) and
 * starts the first data request while the app bundle is still downloading.
 */
export function earlyRequestPlugin(): Plugin {
  return {
    name: 'meetings-early-request',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', [ENTRY]: 'src/early-request.ts' } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === ENTRY);
        if (!chunk || chunk.type !== 'chunk') return html;
        const preloads = chunk.imports.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
        const tag = `\n    <script type="module" crossorigin src="/${chunk.fileName}"></script>${preloads}`;
        const configScript = /<script defer src="\/runtime-config\.js"><\/script>/;
        if (!configScript.test(html)) throw new Error('index.html must load /runtime-config.js (deferred) before the app');
        return html.replace(configScript, (match) => `${match}${tag}`);
      },
    },
  };
}
