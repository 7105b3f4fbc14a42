import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningMockApi {
  url: string;
  stop: () => Promise<void>;
}

/** Starts `npm run mock-api` on a free port, exactly as the README tells people to, and waits for its URL. */
export function startMockApiProcess(): Promise<RunningMockApi> {
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'mock-api', '--', '--port', '0'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // npm → sh → tsx → node: signal the whole process group.
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock-api did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`mock-api exited with ${code}:\n${output}`)));
  });
}
