import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '..', '..', '..');
const BUNDLE = join(REPO, 'server', 'dist', 'main.js');
/** What the bundle is made from (and reads at start). */
const SOURCES = ['server/src', 'server/drizzle', 'shared/src'].map((dir) => join(REPO, dir));

function newestSourceTime(): number {
  let newest = 0;
  for (const dir of SOURCES) {
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
    }
  }
  return newest;
}

/** `server/dist/main.js`, rebuilt with `server/build.mjs` when it is missing or older than a source. */
export function ensureServerBundle(): string {
  if (!existsSync(BUNDLE) || statSync(BUNDLE).mtimeMs < newestSourceTime()) {
    execFileSync(process.execPath, [join(REPO, 'server', 'build.mjs')], { cwd: REPO, stdio: 'pipe' });
  }
  return BUNDLE;
}

export interface ServerProcess {
  port: number;
  url: string;
  pid: number;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /**
   * Resolves once the process writes `text` (in what it writes from now on); rejects, with its output,
   * if it exits first.
   */
  writes(text: string): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

/** Fails when something already listens on `port` (its health answers would be mistaken for ours). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', () => fail(new Error(`Port ${port} is in use`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}

/**
 * Starts `node server/dist/main.js` on `port` with `env` (on top of PATH and HOME only) and resolves
 * once /healthz answers 200; rejects with the process's output if it exits or takes too long.
 */
export async function startServerProcess(port: number, env: Record<string, string>, timeoutMs = 45_000) {
  await assertPortFree(port);
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** What `writes` waits for: resolved once seen after `from`, rejected if the process exits first. */
  const awaited = new Set<{ text: string; from: number; seen: () => void; gone: (error: Error) => void }>();
  const written = (chunk: Buffer) => {
    output += chunk;
    for (const wait of awaited) {
      if (output.indexOf(wait.text, wait.from) === -1) continue;
      awaited.delete(wait);
      wait.seen();
    }
  };
  child.stdout.on('data', written);
  child.stderr.on('data', written);
  const url = `http://127.0.0.1:${port}`;
  const exitedWith = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  // 'close', not 'exit': by then everything the process wrote has been read.
  child.once('close', (code) => {
    for (const wait of awaited)
      wait.gone(new Error(`Server on port ${port} exited (${code}) before writing "${wait.text}":\n${output}`));
    awaited.clear();
  });
  const server: ServerProcess = {
    port,
    url,
    pid: child.pid!,
    exited: exitedWith,
    output: () => output,
    writes: (text) =>
      new Promise<void>((seen, gone) => {
        if (child.exitCode !== null || child.signalCode !== null) gone(new Error(`Server on port ${port} has exited`));
        else awaited.add({ text, from: output.length, seen, gone });
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(killer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`Server on port ${port} exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`Server on port ${port} did not become healthy:\n${output}`);
    }
    await sleep(100);
  }
  return server;
}

/** A port nothing listens on at the moment (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface ExitedProcess {
  code: number | null;
  output: string;
  ms: number;
}

/**
 * Runs `node server/dist/main.js` with `env` until it exits by itself (a start that must be refused);
 * killed after `timeoutMs`, then `code` is null. `uid`/`gid` run it as another user (when root).
 */
export async function runUntilExit(
  env: Record<string, string>,
  { timeoutMs = 30_000, uid, gid }: { timeoutMs?: number; uid?: number; gid?: number } = {},
): Promise<ExitedProcess> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', HOME: '/tmp', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    uid,
    gid,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)));
  clearTimeout(killer);
  return { code, output, ms: Date.now() - started };
}
