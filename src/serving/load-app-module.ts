import { createServer } from 'vite';

/** Loads one of the app's modules into Node. */
export type LoadAppModule = <M>(path: string) => Promise<M>;

/**
 * Runs `use` with the app's modules loadable into Node as the app imports them (the `@/` alias
 * included), by a Vite server made for the purpose and closed after: the config file cannot import
 * the app's modules itself, since Vite bundles it without the app's aliases.
 */
export async function withAppModules<T>(root: string, use: (load: LoadAppModule) => Promise<T>): Promise<T> {
  const server = await createServer({
    root,
    appType: 'custom',
    logLevel: 'error',
    // Only loads modules: no hot reload, whose WebSocket would take Vite's one fixed port (two builds
    // or previews at once collided on it), no file watcher, and no scan of the pages for dependencies
    // to pre-bundle for a browser (Node imports them as they are).
    server: { middlewareMode: true, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await use(<M>(path: string) => server.ssrLoadModule(path) as Promise<M>);
  } finally {
    await server.close();
  }
}
