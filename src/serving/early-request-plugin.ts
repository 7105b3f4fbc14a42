import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { BUILT_RUNTIME_CONFIG_ELEMENT } from '../lib/session/runtime-config-in-page.ts';

const ENTRY = 'early-request';
const PAGE_START = 'src/boot/page-start.ts';

/**
 * src/boot/page-start.ts as one classic script with everything it imports, for the page's head: the
 * first requests then leave as the HTML arrives, with no file to fetch first. Built on its own (the
 * app's build shares modules between chunks, and this code must import none).
 */
async function buildPageStart(config: ResolvedConfig): Promise<string> {
  const output = (await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      target: config.build.target,
      minify: true,
      rolldownOptions: { input: PAGE_START, output: { format: 'iife', codeSplitting: false } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = [output].flat()[0]?.output[0];
  if (!chunk) throw new Error(`${PAGE_START} built to nothing`);
  const code = chunk.code.trim();
  // The HTML parser would end the script at the first `</script`: the page's start must not hold one.
  if (/<\/script/i.test(code)) throw new Error(`${PAGE_START} holds “</script”, which would end its inline script early`);
  return code;
}

/**
 * The page's start: the config whoever serves the page writes into it (index.html holds the build's,
 * demo mode), then inline, src/boot/page-start.ts, which sends the first screen's requests at once;
 * then src/boot/early-request.ts, built as its own small entry and placed as an async module: it runs
 * as soon as its code is in, not after the stylesheets and the document as deferred and module
 * scripts do, adopts those requests, shows the first rows and starts the app. Its code is asked for
 * first (high priority). The inline script is allowed by its hash (content-security-policy.ts).
 */
export function earlyRequestPlugin(): Plugin {
  let resolved: ResolvedConfig;
  let pageStart: Promise<string> | null = null;
  return {
    name: 'meetings-early-request',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', [ENTRY]: 'src/boot/early-request.ts' } } },
    }),
    configResolved(config) {
      resolved = config;
    },
    buildStart() {
      // Beside the app's build rather than after it.
      pageStart = buildPageStart(resolved);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const chunk = chunks.find((c) => c.isEntry && c.name === ENTRY);
        if (!chunk || !pageStart) return html;
        const preloads = chunk.imports
          .map((file) => `\n    <link rel="modulepreload" crossorigin fetchpriority="high" href="/${file}">`)
          .join('');
        // The app's own script tag gives way: the early entry asks for its code (src/boot/start-app.ts).
        const appScript = /<script type="module" crossorigin src="(\/assets\/app-[^"]+\.js)"><\/script>/;
        const app = appScript.exec(html)?.[1];
        if (!app) throw new Error('index.html must load the app (src/main.tsx) as a module script');
        // Demo mode's mock API, which the app imports first thing: the early entry asks for it beside the
        // app's code when the config says demo (src/boot/early-request.ts).
        const demo = chunks.find((c) => c.facadeModuleId?.endsWith('/src/mocks/browser.ts'));
        if (!demo) throw new Error('the build must hold the demo mode mock API (src/mocks/browser.ts) as a chunk of its own');
        if (!html.includes(BUILT_RUNTIME_CONFIG_ELEMENT))
          throw new Error(`index.html must hold the runtime config as the build writes it: ${BUILT_RUNTIME_CONFIG_ELEMENT}`);
        const start = `\n    <script>${await pageStart}</script>`;
        const tag = `\n    <script type="module" async crossorigin fetchpriority="high" data-app="${app}" data-demo="/${demo.fileName}" src="/${chunk.fileName}"></script>${preloads}`;
        // Vite also writes the entry as a plain module script: one tag is enough.
        const plainEntry = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        return html
          .replace(appScript, '')
          .replace(plainEntry, '')
          .replace(BUILT_RUNTIME_CONFIG_ELEMENT, (element) => `${element}${start}${tag}`);
      },
    },
  };
}
