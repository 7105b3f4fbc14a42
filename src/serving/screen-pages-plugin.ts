import type { Connect, Plugin, Rolldown } from 'vite';
import { SCREEN_CHUNKS } from '../app/screen-chunks.ts';
import { matchRoute, paths, ROUTE_PATTERNS } from '../lib/paths.ts';
import { parseScope } from '../lib/scope.ts';

/**
 * The page served for a URL whose screen has one (`meeting.html` for a meeting, …), or null for
 * index.html. As the app matches routes: case-insensitive, a trailing slash ignored, a scope that
 * is neither `me` nor `workspace` a 404 page.
 */
export function screenPageFor(pathname: string): string | null {
  const match = matchRoute(pathname);
  if (!match || !(match.name in SCREEN_CHUNKS)) return null;
  if (match.params.scope !== undefined && !parseScope(match.params.scope)) return null;
  return `${match.name}.html`;
}

/** Each page the build writes, and a URL it is served for (the app shell is rendered at it: app-shell-plugin.ts). */
export const PAGE_URLS: Readonly<Record<string, string>> = {
  'index.html': paths.landing(),
  ...Object.fromEntries(
    Object.keys(SCREEN_CHUNKS).map((screen) => [
      `${screen}.html`,
      ROUTE_PATTERNS[screen as keyof typeof SCREEN_CHUNKS].replace(':scope', 'me').replace(':meetingId', 'meeting'),
    ]),
  ),
};

/**
 * Each chunk named in SCREEN_CHUNKS: its file, the chunks it imports and their stylesheets, as
 * `/assets/…` URLs (as Vite's loader asks for them, so that it finds them asked for already), less
 * what index.html (`indexHtml`) loads anyway. A name no lazy chunk has fails the build.
 */
export function screenCodeFiles(bundle: Rolldown.OutputBundle, names: readonly string[], indexHtml: string): string[] {
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
    if (!chunk) throw new Error(`SCREEN_CHUNKS (src/app/screen-chunks.ts) names “${name}”, but no lazy chunk is called that`);
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
 * A page of its own for each lazy screen (SCREEN_CHUNKS): index.html as built, plus links to the
 * screen's code, so that the browser asks for it while it reads the page, beside the app's own
 * code, rather than once the app has run (and, for the meeting screen, once the screen has run, for
 * its Markdown renderer). `npm run preview` and the nginx config serve each screen's URLs its page;
 * a host that serves index.html for every URL still runs the app, the screen's code loading as
 * the app asks for it.
 */
export function screenPagesPlugin(): Plugin {
  return {
    name: 'meetings-screen-pages',
    // Not `apply: 'build'`: `vite preview` resolves the config as a server, and serves the pages.
    generateBundle: {
      // After Vite's HTML plugin has emitted index.html with every transform applied.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string')
          throw new Error('the build has no index.html to make screen pages of');
        if (!index.source.includes('  </head>')) throw new Error('index.html has no “  </head>” to add the screens’ links before');
        for (const [screen, names] of Object.entries(SCREEN_CHUNKS)) {
          const links = screenCodeFiles(bundle, names, index.source).map((file) => `    ${linkTo(file)}\n`);
          this.emitFile({
            type: 'asset',
            fileName: `${screen}.html`,
            source: index.source.replace('  </head>', `${links.join('')}  </head>`),
          });
        }
      },
    },
    // Before the precompressed files' middleware (compression-plugin.ts), which then serves the page.
    configurePreviewServer(server) {
      server.middlewares.use(serveScreenPages);
    },
  };
}

/** `npm run preview`: a screen's URL gets its page (the URL the browser shows stays as it is). */
const serveScreenPages: Connect.NextHandleFunction = (req, _res, next) => {
  const page = req.method === 'GET' || req.method === 'HEAD' ? screenPageFor((req.url ?? '/').split('?')[0] ?? '/') : null;
  if (page) req.url = `/${page}`;
  next();
};
