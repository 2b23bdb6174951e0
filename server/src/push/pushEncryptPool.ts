import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { EncryptedRequest, EncryptJob } from './encryptRequest';
import type { EncryptAnswer, EncryptChunk } from './pushEncryptProtocol';

/** Requests sent to a thread in one message at most. */
const CHUNK = 64;

interface Waiting {
  job: EncryptJob;
  resolve(request: EncryptedRequest): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  /** Chunks sent and not answered, by number. */
  chunks: Map<number, Waiting[]>;
  /** Requests sent and not answered. */
  load: number;
  /** It has answered a chunk (it starts): one that dies later is replaced at once. */
  answered: boolean;
}

export interface EncryptPoolOptions {
  /** Threads (PUSH_ENCRYPT_THREADS, at least 1). */
  threads: number;
  /** The threads' entry (pushEncryptWorker.ts as built; builtWorkerFile). */
  workerFile: () => Promise<string>;
  /** Requests per message at most. */
  chunk?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Encrypts web push requests in `threads` worker threads, off the thread that serves readers. The
 * requests asked for in one turn of the event loop go together, in chunks of up to 64, each to the
 * thread with the fewest requests waiting. A thread that fails or exits rejects only the requests it
 * held (the sender counts them as a failed try) and is replaced: at once when it had been working,
 * else at the next request (a thread that cannot start is not restarted in a loop). The threads
 * start at the first request, and keep the process alive only while they hold requests.
 */
export class EncryptPool {
  private readonly threads: Thread[] = [];
  private queued: Waiting[] = [];
  private flushing: NodeJS.Immediate | undefined;
  private file: Promise<string> | undefined;
  private nextChunk = 0;
  private closed = false;

  constructor(private readonly options: EncryptPoolOptions) {}

  encrypt(job: EncryptJob): Promise<EncryptedRequest> {
    if (this.closed) return Promise.reject(new Error('push encryption pool closed'));
    return new Promise((resolve, reject) => {
      this.queued.push({ job, resolve, reject });
      this.flushing ??= setImmediate(() => void this.flush());
    });
  }

  /** The threads running now (tests). */
  workers(): Worker[] {
    return this.threads.map((thread) => thread.worker);
  }

  /** Stops every thread; what they held, and what waits, is rejected. */
  async close(): Promise<void> {
    this.closed = true;
    clearImmediate(this.flushing);
    const error = new Error('push encryption pool closed');
    for (const waiting of this.queued.splice(0)) waiting.reject(error);
    const threads = this.threads.splice(0);
    for (const thread of threads) this.rejectHeld(thread, error);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private async flush(): Promise<void> {
    this.flushing = undefined;
    const queued = this.queued.splice(0);
    let file: string;
    try {
      this.file ??= this.options.workerFile();
      file = await this.file;
    } catch (error) {
      this.options.log?.error({ err: error }, 'push encryption threads cannot start');
      for (const waiting of queued) waiting.reject(error as Error);
      return;
    }
    if (this.closed) {
      for (const waiting of queued) waiting.reject(new Error('push encryption pool closed'));
      return;
    }
    while (this.threads.length < this.options.threads) this.start(file);
    const size = this.options.chunk ?? CHUNK;
    for (let i = 0; i < queued.length; i += size) this.send(queued.slice(i, i + size));
  }

  private start(file: string): void {
    const thread: Thread = { worker: new Worker(file), chunks: new Map(), load: 0, answered: false };
    thread.worker.unref();
    thread.worker.on('message', (answer: EncryptAnswer) => this.answered(thread, answer));
    thread.worker.on('error', (error) => this.failed(thread, error, file));
    thread.worker.on('exit', (code) => this.failed(thread, new Error(`push encryption thread exited (${code})`), file));
    this.threads.push(thread);
  }

  /** To the thread with the fewest requests waiting. */
  private send(chunk: Waiting[]): void {
    const thread = this.threads.reduce((least, t) => (t.load < least.load ? t : least));
    const id = this.nextChunk++;
    thread.chunks.set(id, chunk);
    if (thread.load === 0) thread.worker.ref();
    thread.load += chunk.length;
    thread.worker.postMessage({ id, jobs: chunk.map((waiting) => waiting.job) } satisfies EncryptChunk);
  }

  private answered(thread: Thread, { id, answers }: EncryptAnswer): void {
    const chunk = thread.chunks.get(id);
    if (!chunk) return;
    thread.chunks.delete(id);
    thread.answered = true;
    thread.load -= chunk.length;
    if (thread.load === 0) thread.worker.unref();
    chunk.forEach((waiting, i) => {
      const answer = answers[i];
      if (!answer || 'error' in answer) {
        waiting.reject(new Error(answer?.error ?? 'no answer'));
        return;
      }
      const { body } = answer;
      waiting.resolve({ headers: answer.headers, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) });
    });
  }

  /** A thread that failed or exited: out of the pool, what it held rejected, replaced. */
  private failed(thread: Thread, error: Error, file: string): void {
    const at = this.threads.indexOf(thread);
    if (at < 0) return;
    this.threads.splice(at, 1);
    if (!this.closed) this.options.log?.error({ err: error }, 'push encryption thread failed');
    this.rejectHeld(thread, error);
    void thread.worker.terminate();
    if (!this.closed && thread.answered) this.start(file);
  }

  private rejectHeld(thread: Thread, error: Error): void {
    for (const chunk of thread.chunks.values()) for (const waiting of chunk) waiting.reject(error);
    thread.chunks.clear();
    thread.load = 0;
  }
}
