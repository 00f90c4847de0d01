/**
 * The processes an engine adapter starts itself (Xvfb, WebKitWebDriver): each in its own process group,
 * so that stopping it also stops what it started (MiniBrowser and its web processes). Everything started
 * here is stopped on `stop()`, and killed when the test process exits whatever happened.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal); // the group: the driver and the browser it launched
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

export interface Started {
  child: ChildProcess;
  /** Stops the process group: SIGTERM, then SIGKILL after `grace` ms. */
  stop(grace?: number): Promise<void>;
}

export function start(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; extraPipe?: boolean } = {},
): Started {
  const stdio: Array<'ignore' | 'pipe'> = ['ignore', 'ignore', 'ignore'];
  if (options.extraPipe) stdio.push('pipe');
  const child = spawn(command, args, { env: options.env ?? process.env, stdio, detached: true });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  exited.then(() => running.delete(child));
  child.on('error', () => {}); // reported through the readiness checks instead
  child.unref();
  return {
    child,
    async stop(grace = 2000) {
      if (!running.has(child)) return;
      killGroup(child, 'SIGTERM');
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), grace).unref());
      if ((await Promise.race([exited.then(() => 'done' as const), timer])) === 'late') {
        killGroup(child, 'SIGKILL');
        await exited;
      }
      // a browser that outlived its driver in the same group
      killGroup(child, 'SIGKILL');
    },
  };
}

/** Rejects with `what timed out after N ms` unless `promise` settles first. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts Xvfb on a display it picks itself (`-displayfd`); resolves with `:N` once it accepts clients. */
export async function startXvfb(): Promise<{ display: string; process: Started }> {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    extraPipe: true,
  });
  const pipe = xvfb.child.stdio[3] as NodeJS.ReadableStream | null;
  try {
    const display = await withTimeout(
      new Promise<string>((resolve, reject) => {
        let out = '';
        pipe?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(`:${out.trim()}`);
        });
        xvfb.child.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
      }),
      10_000,
      'Xvfb start',
    );
    (pipe as (NodeJS.ReadableStream & { destroy?: () => void }) | null)?.destroy?.();
    return { display, process: xvfb };
  } catch (error) {
    await xvfb.stop();
    throw error;
  }
}

/** Polls `url` until it answers 200 (a driver's /status), for at most `timeout` ms. */
export async function waitForHttp(url: string, timeout: number): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
