// Starts the real server entry (src/index.ts through tsx) as a child process on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * `logFd`: send the server's stdout (its request log) to this file descriptor instead of collecting it here —
 * benchmarks do, so the load generator in this process does not also pay for reading every log line.
 */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  logFd?: number,
): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to 30 s: tsx compiles the whole server at start, which takes far longer on a busy shared machine.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}
