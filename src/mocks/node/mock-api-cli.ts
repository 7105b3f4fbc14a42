import { createMockHttpServer } from './http-server';

/** `npm run mock-api [-- --port N]`; PORT works too. Port 0 picks a free one; the URL is printed. */
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 4010));
const host = process.env.HOST ?? '127.0.0.1';

const server = createMockHttpServer();
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Mock Meeting Records API listening on http://${host}:${actualPort}`);
  console.log('Keys: "demo-key" (personal and workspace), "demo-personal-key" (personal only).');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
