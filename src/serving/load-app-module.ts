import { createServer } from 'vite';

/**
 * One of the app's modules, loaded into Node as the app imports it (the `@/` alias included) by a Vite
 * server made for the purpose: the config file cannot import the app's modules itself, since Vite
 * bundles it without the app's aliases.
 */
export async function loadAppModule<T>(root: string, path: string): Promise<T> {
  const server = await createServer({ root, server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
  try {
    return (await server.ssrLoadModule(path)) as T;
  } finally {
    await server.close();
  }
}
