import { spawn } from 'node:child_process';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** All the command has printed so far, stdout and stderr as they came. */
  output: () => string;
}

interface SpawnOptions {
  /** Extra environment; API_BASE_URL is removed unless given here. */
  env?: Record<string, string>;
  /** The first capture group is the server's URL, as the command prints it. */
  urlPattern: RegExp;
  timeoutMs?: number;
  /** Where to run `npm run` (this project by default). */
  cwd?: string;
}

/**
 * Runs a server command exactly as the README tells people to (`npm run …`), on a free port, and
 * resolves with the URL it prints. `stop` ends the whole process group (npm → sh → node).
 */
export function spawnServer(
  args: string[],
  { env = {}, urlPattern, timeoutMs = 30_000, cwd = process.cwd() }: SpawnOptions,
): Promise<RunningServer> {
  const { API_BASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn('npm', ['run', '--silent', ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`npm run ${args.join(' ')} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = urlPattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1].replace(/\/$/, ''), stop, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** `npm run mock-api` on a free port. */
export const startMockApi = () => spawnServer(['mock-api', '--', '--port', '0'], { urlPattern: /listening on (http:\/\/\S+)/ });

/** `npm run preview` on a free port: live mode when `apiBaseUrl` is given, demo mode otherwise; `outDir`: another build than dist/. */
export const startPreviewCommand = (apiBaseUrl?: string, outDir?: string) =>
  spawnServer(['preview', '--', '--port', '0', '--host', '127.0.0.1', ...(outDir ? ['--outDir', outDir] : [])], {
    env: apiBaseUrl ? { API_BASE_URL: apiBaseUrl } : {},
    urlPattern: /Local:\s+(http:\/\/\S+)/,
  });
