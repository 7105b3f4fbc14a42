import type { Plugin } from 'vite';

/**
 * The built pages without the comments index.html holds for its readers: a page and its headers must
 * come in the first round trip (docs/performance.md), and these are bytes no browser uses. Taken from
 * index.html as written, before any script or stylesheet is put into it.
 */
export function pageCommentsPlugin(): Plugin {
  return {
    name: 'meetings-page-comments',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/\n[ \t]*<!--[\s\S]*?-->/g, ''),
    },
  };
}
