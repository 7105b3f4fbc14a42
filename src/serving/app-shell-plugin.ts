import type { Plugin } from 'vite';
import { withAppModules } from './load-app-module.ts';
import { pageUrls, SCREENS_MODULE, type Screens } from './preload-pages-plugin.ts';
import type { FirstRowsTemplate, TemplateWidth } from '../boot/first-rows-template.ts';

const SHELL_MODULE = '/src/app/shell/render-app-shell.tsx';
const FIRST_ROWS_MODULE = '/src/app/shell/render-first-rows.tsx';
const TEMPLATES_MODULE = '/src/boot/first-rows-template.ts';
const WIDE_VIEWPORT_MODULE = '/src/lib/browser/wide-viewport-query.ts';
type RenderAppShell = (container: HTMLElement, url: string) => string;
type RenderFirstRows = (container: HTMLElement, url: string) => FirstRowsTemplate | null;
type WriteTemplates = (templates: Record<TemplateWidth, FirstRowsTemplate>) => string;

/**
 * The page is the app's own first render, without data: each built page (index.html and each
 * screen's page) gets the app's layout at a URL of its screen, with the screen still loading,
 * rendered by the app's own components (src/app/shell), so the header and navigation are painted
 * while the code downloads. Inert and hidden from assistive technology (nothing in it works yet), it
 * is replaced by the app's first render, or by the early entry's message if the app cannot load.
 *
 * A meeting list's page also gets the templates of its first rows (src/app/shell/render-first-rows.tsx):
 * the page's start fills them with the first page's meetings as soon as they arrive, before the app's
 * code has run (src/boot/first-rows.ts).
 *
 * Rendered with React DOM in a jsdom document, as the unit tests render: the components run as they
 * do in a browser, nothing of them needs to know about the build.
 */
export function appShellPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'meetings-app-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After the preload pages are written (preload-pages-plugin.ts), before the compressed copies.
      order: 'post',
      async handler(_options, bundle) {
        // Loaded here only: the dev server and preview never need it.
        const { JSDOM } = await import('jsdom');
        const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/', pretendToBeVisual: true });
        const restore = installGlobals(dom.window);
        try {
          // Rendered while the modules' server is up: whatever the render imports on the way loads too.
          await withAppModules(root, async (load) => {
            const { renderAppShell } = await load<{ renderAppShell: RenderAppShell }>(SHELL_MODULE);
            const { renderFirstRows } = await load<{ renderFirstRows: RenderFirstRows }>(FIRST_ROWS_MODULE);
            const { firstRowsTemplates } = await load<{ firstRowsTemplates: WriteTemplates }>(TEMPLATES_MODULE);
            const { WIDE_VIEWPORT } = await load<{ WIDE_VIEWPORT: string }>(WIDE_VIEWPORT_MODULE);
            const screens = await load<Screens>(SCREENS_MODULE);
            const container = dom.window.document.getElementById('root');
            if (!container) throw new Error('no #root to render the app shell into');
            for (const [page, url] of Object.entries(pageUrls(screens))) {
              const asset = bundle[page];
              if (asset?.type !== 'asset') throw new Error(`${page} is not in the build: its app shell cannot be written`);
              const shell = renderAppShell(container, url);
              const html = String(asset.source);
              if (!html.includes('<div id="root"></div>')) throw new Error(`${page} has no empty <div id="root"></div> to fill`);
              const rendered: Partial<Record<TemplateWidth, FirstRowsTemplate | null>> = {};
              for (const width of ['narrow', 'wide'] as const) {
                dom.window.matchMedia = mediaAt(width === 'wide', WIDE_VIEWPORT);
                rendered[width] = renderFirstRows(container, url);
              }
              Reflect.deleteProperty(dom.window, 'matchMedia');
              const { narrow, wide } = rendered;
              const templates = narrow && wide ? firstRowsTemplates({ narrow, wide }) : '';
              asset.source = html.replace(
                '<div id="root"></div>',
                `<div id="root"><div inert aria-hidden="true" data-app-shell>${shell}</div></div>${templates}`,
              );
            }
          });
        } finally {
          restore();
          dom.window.close();
        }
      },
    },
  };
}

/** A `matchMedia` for which only the wide-viewport query matches, and only when `wide`. */
function mediaAt(wide: boolean, wideViewport: string): Window['matchMedia'] {
  return (query) =>
    ({
      matches: wide && query === wideViewport,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The window's globals (window, document, navigator, …) on Node's global object while the shell renders. */
function installGlobals(window: Window & typeof globalThis): () => void {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const names = [
    ...Object.getOwnPropertyNames(window).filter((name) => !(name in globalThis)),
    'window',
    'document',
    'navigator',
    'location',
  ];
  for (const name of names) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, {
      configurable: true,
      writable: true,
      value: (window as unknown as Record<string, unknown>)[name],
    });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  };
}
