import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join, resolve } from 'node:path';

/** Debian's nginx (`apt-get install nginx`); NGINX_PATH overrides. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SITE_FILE = 'deploy/nginx/sites-available/meetings-dashboard.conf';
export const SNIPPET_FILE = 'deploy/nginx/snippets/meetings-dashboard.conf';

/** What a deployer sets in the site file (see docs/deploying.md). */
export interface SiteSettings {
  apiBase: string;
  via: 'proxy' | 'direct' | 'demo';
}

export interface RunningNginx {
  /** One URL per site, in the order given. */
  urls: string[];
  accessLog: string;
  errorLog: string;
  stop: () => Promise<void>;
}

/**
 * The repo's site file with a deployer's settings filled in, nothing else changed. Fails if the file
 * no longer has exactly one line for each setting, so the deploying steps cannot go stale.
 */
export function fillSite(template: string, settings: SiteSettings & { listen: string; root: string }): string {
  const edits: [RegExp, string][] = [
    [/^(\s*)listen\s+[^;]+;/gm, `$1listen ${settings.listen};`],
    [/^(\s*)root\s+[^;]+;/gm, `$1root ${JSON.stringify(settings.root)};`],
    [/^(\s*)set \$meetings_api_base\s+[^;]+;/gm, `$1set $meetings_api_base ${settings.apiBase};`],
    [/^(\s*)set \$meetings_api_via\s+[^;]+;/gm, `$1set $meetings_api_via ${settings.via};`],
  ];
  return edits.reduce((site, [pattern, line]) => {
    const found = site.match(pattern)?.length ?? 0;
    if (found !== 1) throw new Error(`${SITE_FILE} must have exactly one line matching ${pattern.source}, found ${found}`);
    return site.replace(pattern, line);
  }, template);
}

/** Ports that are free now; all held until each is known, so no two are the same. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => {
      const server = createServer();
      return new Promise<typeof server>((resolveServer, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolveServer(server));
      });
    }),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolveAccepts) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolveAccepts(true);
    });
    socket.once('error', () => resolveAccepts(false));
  });
}

/** A main configuration like Debian's /etc/nginx/nginx.conf, with every path inside `prefix`. */
function mainConfig(prefix: string): string {
  // As root (CI), the workers would switch to "nobody", who may not read the checkout.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const path = (...parts: string[]) => JSON.stringify(join(prefix, ...parts));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${path('temp', name)};`);
  return `${user}worker_processes 1;
pid ${path('nginx.pid')};
error_log ${path('error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path('access.log')};
${temp.join('\n')}
  include sites-enabled/*.conf;
}
`;
}

/**
 * Runs nginx as an ordinary process (not the system service): the repo's site file once per entry
 * of `sites`, each on a free port, serving `dist` and including the repo's snippet unchanged. Its
 * configuration and logs stay in `prefix` after the run, for a look when something failed.
 */
export async function startNginx(sites: SiteSettings[], { prefix = 'test-results/nginx', dist = 'dist' } = {}): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`nginx not found at ${NGINX_PATH}: install it (apt-get install -y nginx) or set NGINX_PATH.`);
  }
  const root = resolve(prefix);
  rmSync(root, { recursive: true, force: true });
  for (const dir of ['snippets', 'sites-enabled', 'temp']) mkdirSync(join(root, dir), { recursive: true });
  symlinkSync(resolve(SNIPPET_FILE), join(root, 'snippets', 'meetings-dashboard.conf'));
  const template = readFileSync(SITE_FILE, 'utf8');
  const ports = await freePorts(sites.length);
  for (const [index, settings] of sites.entries()) {
    const site = fillSite(template, { ...settings, listen: `127.0.0.1:${ports[index]}`, root: resolve(dist) });
    writeFileSync(join(root, 'sites-enabled', `site-${index}.conf`), site);
  }
  const config = join(root, 'nginx.conf');
  writeFileSync(config, mainConfig(root));

  const args = ['-p', root, '-c', config, '-e', 'stderr'];
  // The configuration test names the line of any mistake; starting would only say "failed".
  const check = spawnSync(NGINX_PATH, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration in ${root}:\n${check.stderr}`);

  const child = spawn(NGINX_PATH, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  // Ready once every site accepts connections: nginx binds them all before it serves any.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    if ((await Promise.all(ports.map(accepts))).every(Boolean)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not accept connections within 10 s:\n${output}`);
    }
    // Polling a port that is about to open: nginx offers no readiness signal in the foreground.
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return {
    urls: ports.map((port) => `http://127.0.0.1:${port}`),
    accessLog: join(root, 'access.log'),
    errorLog: join(root, 'error.log'),
    stop,
  };
}
