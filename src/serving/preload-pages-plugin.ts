import type { Connect, Plugin, Rolldown } from 'vite';
import type * as AppScreens from '../screens/screen-list.ts';
import { withAppModules } from './load-app-module.ts';

/** The app's screen declarations (src/screens/screen-list.ts), as the build and the preview server read them. */
export type Screens = Pick<typeof AppScreens, 'SCREENS' | 'matchScreen' | 'landingPath'>;

/** Where the declarations are, for the build's plugins to load. */
export const SCREENS_MODULE = '/src/screens/screen-list.ts';

let loaded: Promise<Screens> | null = null;
function appScreens(root: string): Promise<Screens> {
  loaded ??= withAppModules(root, (load) => load<Screens>(SCREENS_MODULE));
  return loaded;
}

/** Each screen with code of its own: the chunks (named after their modules) its page links to. */
export function screenChunks({ SCREENS }: Screens): Record<string, readonly string[]> {
  return Object.fromEntries(SCREENS.flatMap((screen) => (screen.chunks ? [[screen.name, screen.chunks]] : [])));
}

/**
 * The preload page served for a URL whose screen has one (`meeting.html` for a meeting, …), or null for
 * index.html. As the app matches routes: case-insensitive, a trailing slash ignored, a scope that
 * is neither `me` nor `workspace` a 404 page.
 */
export function preloadPageFor({ matchScreen }: Screens, pathname: string): string | null {
  const screen = matchScreen(pathname)?.screen;
  return screen?.chunks ? `${screen.name}.html` : null;
}

/** Each page the build writes, and a URL it is served for (the app shell is rendered at it: app-shell-plugin.ts). */
export function pageUrls({ SCREENS, landingPath }: Screens): Record<string, string> {
  return {
    'index.html': landingPath(),
    ...Object.fromEntries(
      SCREENS.flatMap((screen) =>
        screen.chunks ? [[`${screen.name}.html`, screen.pattern.replace(':scope', 'me').replace(':meetingId', 'meeting')]] : [],
      ),
    ),
  };
}

/**
 * Each chunk named in screenChunks: its file, the chunks it imports and their stylesheets, as
 * `/assets/…` URLs (as Vite's loader asks for them, so that it finds them asked for already), less
 * what index.html (`indexHtml`) loads anyway. A name no lazy chunk has fails the build.
 */
export function preloadedFiles(bundle: Rolldown.OutputBundle, names: readonly string[], indexHtml: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map(([, file]) => file));
  const files: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName, ...[...(chunk.viteMetadata?.importedCss ?? [])].filter((css) => !initial.has(css) && !files.includes(css)));
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  for (const name of names) {
    const chunk = chunks.find((c) => c.isDynamicEntry && c.name === name);
    if (!chunk) throw new Error(`A screen's chunks (its declaration in src/screens) name “${name}”, but no lazy chunk is called that`);
    visit(chunk);
  }
  return files.map((file) => `/${file}`);
}

// Stylesheets preloaded, not linked: the page's first paint (the shell) does not wait for them, and
// Vite's loader links them, from the cache, when the screen's code runs.
const linkTo = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;

/**
 * A preload page for each screen with code of its own (its declaration's `chunks`), an HTML page
 * named after the screen: index.html as built, plus links to the
 * screen's code, so that the browser asks for it while it reads the page, beside the app's own
 * code, rather than once the app has run (and, for the meeting screen, once the screen has run, for
 * its Markdown renderer). `npm run preview` and the nginx config serve each screen's URLs its page;
 * a host that serves index.html for every URL still runs the app, the screen's code loading as
 * the app asks for it.
 */
export function preloadPagesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'meetings-preload-pages',
    configResolved(config) {
      root = config.root;
    },
    // Not `apply: 'build'`: `vite preview` resolves the config as a server, and serves the pages.
    generateBundle: {
      // After Vite's HTML plugin has emitted index.html with every transform applied.
      order: 'post',
      async handler(_options, bundle) {
        const screens = await appScreens(root);
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string')
          throw new Error('the build has no index.html to make preload pages of');
        if (!index.source.includes('  </head>')) throw new Error('index.html has no “  </head>” to add the screens’ links before');
        for (const [screen, names] of Object.entries(screenChunks(screens))) {
          const links = preloadedFiles(bundle, names, index.source).map((file) => `    ${linkTo(file)}\n`);
          this.emitFile({
            type: 'asset',
            fileName: `${screen}.html`,
            source: index.source.replace('  </head>', `${links.join('')}  </head>`),
          });
        }
      },
    },
    // Before the precompressed files' middleware (compression-plugin.ts), which then serves the page.
    async configurePreviewServer(server) {
      server.middlewares.use(servePreloadPages(await appScreens(root)));
    },
  };
}

/** `npm run preview`: a screen's URL gets its preload page (the URL the browser shows stays as it is). */
const servePreloadPages =
  (screens: Screens): Connect.NextHandleFunction =>
  (req, _res, next) => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? preloadPageFor(screens, (req.url ?? '/').split('?')[0] ?? '/') : null;
    if (page) req.url = `/${page}`;
    next();
  };
