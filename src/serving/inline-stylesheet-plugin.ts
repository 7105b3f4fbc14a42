import type { Plugin, Rolldown } from 'vite';

/**
 * The stylesheets of the app's first screen written into its pages, one `<style>` at the end of the
 * head, where Vite would link their files: the browser paints the shell as it reads the page, while
 * the first answer travels, rather than once a file has come; and the first rows, when their answer
 * is in, no longer wait behind that first paint (docs/performance.md). Allowed by its hash
 * (content-security-policy.ts). The files leave the build: taken out of the chunks' metadata before
 * Vite's plugins read it, no page links them and no lazy chunk asks for them as it loads (Vite's
 * loader would add them again, after the lazy chunks' own, and their rules would win over those).
 * The lazy screens' stylesheets stay files, loaded with their code.
 */
export function inlineStylesheetPlugin(): Plugin {
  let css = '';
  return {
    name: 'meetings-inline-stylesheet',
    apply: 'build',
    generateBundle: {
      // Before Vite's HTML plugin links the stylesheets and its import analysis lists them as the lazy chunks' dependencies.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const pages = chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
        if (pages.length === 0) throw new Error('the build has no page entry (index.html) whose stylesheets to inline');
        // In the order Vite links them: a chunk's imports' stylesheets before its own.
        const files: string[] = [];
        const seen = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          chunk.imports.forEach((file) => visit(chunks.find((c) => c.fileName === file)));
          for (const file of chunk.viteMetadata?.importedCss ?? []) if (!files.includes(file)) files.push(file);
        };
        pages.forEach(visit);
        css = files
          .map((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`the first screen imports ${file}, which the build does not hold`);
            delete bundle[file];
            const text = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            // Vite's marker of a chunk's CSS, which it strips from the files later than this hook runs.
            return text.replace(/\/\*\$vite\$:\d+\*\//g, '').trim();
          })
          .join('\n');
        // The HTML parser would end the element at the first `</style`, and turn a CR or NUL into
        // something else than the text the policy's hash was made of.
        if (/<\/style|[\r\0]/i.test(css))
          throw new Error('the first screen’s stylesheet holds “</style”, a CR or a NUL, which the page would not keep as written');
        for (const chunk of chunks) for (const file of files) chunk.viteMetadata?.importedCss.delete(file);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (css ? [{ tag: 'style', children: css, injectTo: 'head' }] : []),
    },
  };
}
