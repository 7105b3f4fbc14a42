import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import { RUNTIME_CONFIG_SCRIPT, SERVED_CONFIG_PLACE } from './runtime-config-plugin.ts';

const START = fileURLToPath(new URL('../boot/html-start.ts', import.meta.url));
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** src/boot/html-start.ts and what it imports, as one script with nothing to fetch. */
async function bundleStart(): Promise<string> {
  const { output } = await build({
    input: START,
    write: false,
    logLevel: 'silent',
    resolve: { alias: { '@': SRC } },
    output: { format: 'iife', minify: true, comments: false },
  });
  const code = output[0].code.trim();
  // Inside a <script> element the HTML parser ends the script at "</script", whatever the JS means.
  if (/<\/script|<!--/i.test(code)) throw new Error('src/boot/html-start.ts bundles to code that cannot be inlined in a page');
  return code;
}

/**
 * Writes src/boot/html-start.ts into each built page as an inline script, right after the config's
 * place (the `/runtime-config.js` script, which whoever serves the page replaces with the config
 * itself): the first requests then leave as the HTML is parsed, instead of a round trip later when the
 * early entry and the config have arrived (decision 0017). The page's Content-Security-Policy allows
 * it by its hash (content-security-policy.ts), never by 'unsafe-inline'.
 */
export function htmlStartPlugin(): Plugin {
  let code: Promise<string> | null = null;
  return {
    name: 'meetings-html-start',
    apply: 'build',
    buildStart() {
      code = bundleStart();
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(RUNTIME_CONFIG_SCRIPT)) throw new Error(`index.html must load the config with ${RUNTIME_CONFIG_SCRIPT}`);
        const script = `<script>${await (code ?? bundleStart())}</script>`;
        // The config's tag becomes the place for a served config, and the start follows it.
        return html.replace(RUNTIME_CONFIG_SCRIPT, () => `${SERVED_CONFIG_PLACE}\n    ${script}`);
      },
    },
  };
}
