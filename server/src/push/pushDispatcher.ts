import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../core/db/client';
import type { PushAnswer } from './postPush';
import { type JobResult, nextDue, recordResults, type TakenJob, takeJobs } from './pushQueue';
import type { PushDelivery, PushHttpRequest, PushTarget } from './pushRequest';

/** Tries of one delivery before it counts as failed. */
export const MAX_ATTEMPTS = 5;
/** The wait before the second try (then ×4 each time: 10 s, 40 s, 160 s, 640 s), and the longest wait. */
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 3_600_000;
/** How long a process keeps the jobs it took before another may take them. */
const LEASE_MS = 120_000;
/** How often an idle process looks for deliveries another process queued or that came due. */
const POLL_MS = 2_000;

/** A breaking push wakes a phone at once and is worth little after an hour; an article's may wait. */
const DELIVERY: Record<string, PushDelivery> = {
  breaking: { ttl: 3600, urgency: 'high' },
  article: { ttl: 6 * 3600, urgency: 'normal' },
};

export interface DispatcherOptions {
  db: Db;
  /** The request to a subscription's push service, its payload encrypted (in the encryption pool's threads). */
  build: (target: PushTarget, payload: string, delivery: PushDelivery) => Promise<PushHttpRequest>;
  post: (request: PushHttpRequest) => Promise<PushAnswer>;
  /** Requests in flight at once. */
  concurrency: number;
  /** Jobs taken from the queue at once. */
  batch?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** What an answer means for its job: 2xx done; 404/410 the subscription is gone; 429/5xx/none again later. */
function resultOf(job: TakenJob, answer: PushAnswer, now: number): JobResult {
  if (answer.status >= 200 && answer.status < 300) return { job, kind: 'delivered' };
  if (answer.status === 404 || answer.status === 410) return { job, kind: 'gone' };
  const again = answer.status === 0 || answer.status === 429 || answer.status >= 500;
  if (!again || job.attempts >= MAX_ATTEMPTS) return { job, kind: 'failed' };
  const backoff = FIRST_RETRY_MS * 4 ** (job.attempts - 1);
  const wait = Math.min(LONGEST_WAIT_MS, answer.retryAfterMs ?? backoff);
  return { job, kind: 'retry', at: new Date(now + wait) };
}

/**
 * Sends the queued deliveries: takes a batch, posts each (at most `concurrency` at once), writes the
 * outcomes, and goes on while there are due ones; then sleeps until the next is due, woken early by
 * a new push of this process or, every 2 s, to see other processes' pushes.
 */
export class PushDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: DispatcherOptions) {}

  /** One batch: taken, sent, recorded; how many jobs it had. */
  async runOnce(): Promise<number> {
    const { db, batch = 500 } = this.options;
    const jobs = await takeJobs(db, batch, new Date(), LEASE_MS);
    if (jobs.length === 0) return 0;
    const results = await this.sendAll(jobs);
    await recordResults(db, results);
    return jobs.length;
  }

  /** Sends batches until none is due; how many jobs it took. */
  async drain(): Promise<number> {
    let taken = 0;
    while (!this.stopped) {
      const n = await this.runOnce();
      if (n === 0) break;
      taken += n;
    }
    return taken;
  }

  private async sendAll(jobs: TakenJob[]): Promise<JobResult[]> {
    const { build, post, concurrency } = this.options;
    const results: JobResult[] = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        let answer: PushAnswer;
        try {
          answer = await post(await build(job, job.payload, DELIVERY[job.source] ?? DELIVERY.article!));
        } catch {
          answer = { status: 0 };
        }
        results.push(resultOf(job, answer, Date.now()));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
    return results;
  }

  /** Runs now (or right after the run under way). */
  wake(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.running ??= this.drain()
      .catch((error) => this.options.log?.error({ err: error }, 'push deliveries failed'))
      .finally(() => {
        this.running = undefined;
        void this.sleep();
      });
  }

  /** Until the next due delivery, or the poll's interval at most. */
  private async sleep(): Promise<void> {
    if (this.stopped) return;
    let wait = POLL_MS;
    try {
      const due = await nextDue(this.options.db);
      if (due) wait = Math.max(0, Math.min(POLL_MS, due.getTime() - Date.now()));
    } catch {}
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }

  /** Stops taking jobs; waits for the batch under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
