import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiAnswer, MatchedRoute } from '@janmat/shared/server';
import { type RenderResult, RenderTooSlow } from '../composition/renderCheckContract';
import { fromWorker, type ReadMessage, type StartMessage, type ToWorker } from './renderCheckProtocol';
import { sandboxEnv, sandboxFlags } from './renderCheckSandbox';

export interface RenderCheckProcessOptions {
  /** The process's entry (renderCheckWorkerFile.ts). */
  worker: string;
  /** What it may read besides its entry and its scratch folder. */
  reads: readonly string[];
  start: Omit<StartMessage, 'type'>;
  /** Answers its pages' reads: the readers' API, as any reader would get it. */
  read: (path: string) => Promise<ApiAnswer>;
  /** The process is killed this long after it starts, whatever it is doing. */
  limitMs: number;
  /** Lines the process wrote (the build's own logging, its crash). */
  log?: (line: string) => void;
}

/** Reads one check may make: a build that asks more is not rendering pages. */
const MAX_READS = 2000;
const MAX_PATH = 2048;
/** What is kept of the process's output, for the reason of a crash; and how many of its lines are logged. */
const TAIL_CHARS = 2000;
const LOGGED_LINES = 200;

/**
 * Processes still running: killed if the server exits first. One stuck in a loop would never see
 * its channel close, and would outlive the server.
 */
const running = new Set<ChildProcess>();
let killOnExit = false;
function track(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (killOnExit) return;
  killOnExit = true;
  process.once('exit', () => {
    for (const left of running) left.kill('SIGKILL');
  });
}

const refusedRead = (status: number, message: string): ApiAnswer => ({
  status,
  data: { message },
  dataClass: 'public',
});

interface Pending {
  resolve(result: RenderResult): void;
  reject(error: Error): void;
}

/**
 * One process rendering pages of one composition for pre-flight: started with no settings and no
 * database (renderCheckSandbox.ts), killed when it has run for `limitMs` (its renders then fail with
 * RenderTooSlow) and when closed; its scratch folder is removed with it.
 */
export class RenderCheckProcess {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private readsMade = 0;
  private failure: Error | undefined;
  private tail = '';
  private linesLogged = 0;
  private readonly closed: Promise<void>;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly child: ChildProcess,
    private readonly scratch: string,
    private readonly options: RenderCheckProcessOptions,
  ) {
    track(child);
    this.closed = new Promise((resolve) => child.once('close', () => resolve()));
    this.timer = setTimeout(() => this.fail(new RenderTooSlow(options.limitMs)), options.limitMs);
    child.on('message', (value) => this.receive(value));
    child.on('error', (error) => this.fail(error));
    child.once('close', (code, signal) =>
      this.fail(new Error(`जाँच की प्रक्रिया बंद हो गई (${signal ?? `code ${code}`})${this.said()}`)),
    );
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => this.output(chunk));
    }
    this.send({ type: 'start', ...options.start });
  }

  /** Starts the process in a scratch folder of its own. */
  static async open(options: RenderCheckProcessOptions): Promise<RenderCheckProcess> {
    const scratch = await mkdtemp(join(tmpdir(), 'janmat-render-check-'));
    const child = fork(options.worker, [], {
      cwd: scratch,
      env: sandboxEnv(scratch),
      execArgv: sandboxFlags({ reads: [options.worker, ...options.reads], scratch }),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
    });
    return new RenderCheckProcess(child, scratch, options);
  }

  /** The process's id (for tests: it must be gone once the check is over). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  render(url: string, route?: MatchedRoute): Promise<RenderResult> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ type: 'render', id, url, route });
    });
  }

  /** Ends the process (killed, not asked: it runs code that need not listen) and removes its folder. */
  async close(): Promise<void> {
    this.fail(new Error('जाँच पूरी हो चुकी है'));
    if (this.child.pid !== undefined) await this.closed;
    await rm(this.scratch, { recursive: true, force: true });
  }

  private send(message: ToWorker): void {
    if (this.child.connected) this.child.send(message, () => undefined);
  }

  private fail(error: Error): void {
    clearTimeout(this.timer);
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(this.failure);
    this.pending.clear();
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private receive(value: unknown): void {
    const message = fromWorker(value);
    if (!message || this.failure) return;
    if (message.type === 'read') {
      void this.answer(message);
      return;
    }
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    pending?.resolve({ status: message.status, errors: message.errors });
  }

  private async answer({ id, path }: ReadMessage): Promise<void> {
    this.readsMade += 1;
    let answer: ApiAnswer;
    if (this.readsMade > MAX_READS) answer = refusedRead(429, `एक जाँच में ${MAX_READS} से अधिक reads नहीं`);
    else if (!path.startsWith('/api/') || path.length > MAX_PATH) answer = refusedRead(404, 'यह API का पता नहीं है');
    else {
      answer = await this.options.read(path).catch((error: unknown) => refusedRead(500, String(error)));
    }
    this.send({ type: 'answer', id, answer });
  }

  /** The last lines the process wrote before it ended, without stack frames: what went wrong. */
  private said(): string {
    const lines = this.tail.split('\n').filter((line) => line.trim() && !/^\s+at |^Node\.js v/.test(line));
    return lines.length > 0 ? `: ${lines.slice(-3).join(' / ')}` : '';
  }

  private output(chunk: string): void {
    this.tail = `${this.tail}${chunk}`.slice(-TAIL_CHARS);
    for (const line of chunk.split('\n')) {
      if (!line.trim() || this.linesLogged >= LOGGED_LINES) continue;
      this.linesLogged += 1;
      this.options.log?.(line.slice(0, 500));
    }
  }
}
