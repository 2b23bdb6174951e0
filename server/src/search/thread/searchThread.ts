import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { secureFolder } from '../../core/db/dataFolder';
import { COPIED_TABLES, copiedTable, quoted } from './copiedTables';
import type { FromThread, SearchThreadData, TableChange, ToThread } from './searchThreadProtocol';

/** Changes copied to the thread in one message at most. */
const BATCH = 5_000;

/** The channel migration 0029's triggers tell the last change written on. */
const CHANNEL = 'janmat_search_changes';

interface Asked {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

export interface SearchThreadOptions {
  /** The server's own database (PGlite), which the thread's copy follows. */
  main: PGlite;
  /** The copy of the database's folder, made as it opened, and the migrations. */
  data: SearchThreadData;
  /** The thread's entry (searchThreadWorker.ts as built: builtWorkerFile). */
  workerFile: () => Promise<string>;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/**
 * Searches in a second thread, beside the one that serves pages (decision 0031). PGlite answers one
 * statement at a time in the thread that opened it, so the searches of many readers queue there; the
 * search thread holds a copy of the tables a search reads and answers the search statement too, so two
 * searches run at once on two cores.
 *
 * The copy follows the server's database: migration 0029's triggers write the key of every changed row
 * to `search_changes` and tell this process the last number written (NOTIFY, delivered before the
 * writing statement returns); this class reads those rows and sends them across, in order. A statement
 * is sent to the thread only when its copy holds every change written so far and it is the less busy of
 * the two; otherwise it runs on the server's database, as it would without a thread. A thread that fails
 * is logged and left: every search then runs on the server's database.
 */
export class SearchThread {
  private worker: Worker | undefined;
  private readonly asked = new Map<number, Asked>();
  private nextId = 0;
  private ready = false;
  private failed = false;
  /** The last change written to the server's database, and the last one the copy holds. */
  private written = 0;
  private copied = 0;
  /** Statements running on each side. */
  private threadLoad = 0;
  private mainLoad = 0;
  /** The last search queued on the server's database (onMain). */
  private mainTurn: Promise<void> = Promise.resolve();
  private copying = false;
  private copyAgain = false;
  /** Who waits for the copy to hold every change written (whenCurrent). */
  private waiting: ((current: boolean) => void)[] = [];
  /** Search statements answered by each side: the thread's share of the work (metrics, tests). */
  readonly answered = { thread: 0, main: 0 };

  private constructor(private readonly options: SearchThreadOptions) {}

  /** Starts the thread; searches run on the server's database until its copy has caught up. */
  static async start(options: SearchThreadOptions): Promise<SearchThread> {
    const thread = new SearchThread(options);
    await options.main.listen(CHANNEL, (payload) => thread.changed(Number(payload)));
    thread.written = await lastWritten(options.main);
    await thread.startWorker();
    return thread;
  }

  /** A statement, on the thread when its copy is current and it is the less busy side. */
  async query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.current() && this.threadLoad <= this.mainLoad) {
      this.threadLoad += 1;
      try {
        const rows = await this.ask({ id: this.nextId++, kind: 'query', text, params });
        this.answered.thread += 1;
        return { rows };
      } catch (error) {
        if (!(error instanceof ThreadGone)) throw error;
      } finally {
        this.threadLoad -= 1;
      }
    }
    return this.onMain(text, params);
  }

  /**
   * On the server's database, one search at a time with a turn of the event loop before each: PGlite
   * holds this thread while it answers, and statements queued for it run one after another without a
   * turn, so the thread's answers would wait behind all of them and its load would look higher than it is.
   */
  private async onMain(text: string, params: unknown[]): Promise<{ rows: unknown[] }> {
    this.mainLoad += 1;
    const run = this.mainTurn.then(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return this.options.main.query(text, params);
    });
    this.mainTurn = run.then(
      () => undefined,
      () => undefined,
    );
    try {
      const result = await run;
      this.answered.main += 1;
      return result;
    } finally {
      this.mainLoad -= 1;
    }
  }

  /** Whether the thread answers now: started, not failed, its copy holding every change written. */
  current(): boolean {
    return this.ready && !this.failed && this.copied >= this.written;
  }

  /** The thread's worker, while it runs (tests). */
  threadWorker(): Worker | undefined {
    return this.failed ? undefined : this.worker;
  }

  /** Resolves true once the copy holds every change written so far; false if the thread failed first. */
  whenCurrent(): Promise<boolean> {
    if (this.failed) return Promise.resolve(false);
    if (this.current()) return Promise.resolve(true);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Tells whoever waits when the thread is current, or failed. */
  private settle(): void {
    if (!this.failed && !this.current()) return;
    for (const resolve of this.waiting.splice(0)) resolve(!this.failed);
  }

  async close(): Promise<void> {
    this.failed = true;
    await this.options.main.unlisten(CHANNEL).catch(() => undefined);
    this.dropAsked(new ThreadGone('search thread closed'));
    this.settle();
    await this.worker?.terminate();
    // What the thread's PGlite wrote last (it is stopped, not closed) is left private too.
    try {
      secureFolder(this.options.data.folder);
    } catch (error) {
      this.options.log.error({ err: error }, "the search thread's copy could not be made private");
    }
  }

  private async startWorker(): Promise<void> {
    const file = await this.options.workerFile();
    const worker = new Worker(file, { workerData: this.options.data });
    this.worker = worker;
    worker.unref();
    worker.on('message', (message: FromThread) => this.heard(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`search thread exited (${code})`)));
  }

  private heard(message: FromThread): void {
    if ('kind' in message) {
      if (message.kind === 'failed') this.fail(new Error(message.error));
      else this.started(message.since);
      return;
    }
    const asked = this.asked.get(message.id);
    if (!asked) return;
    this.asked.delete(message.id);
    if (this.asked.size === 0) this.worker?.unref();
    if ('error' in message) asked.reject(new Error(message.error));
    else asked.resolve(message.rows);
  }

  /** The thread answers: its copy holds the changes up to `since`; the rest are sent now. */
  private started(since: number): void {
    this.copied = since;
    this.ready = true;
    this.options.log.info({ since }, 'search thread ready');
    // Changes the copy was made with (left by a process that stopped before sending them) are done with.
    void this.options.main
      .query('delete from search_changes where seq <= $1', [since])
      .catch((error: Error) => this.fail(error));
    void this.copy();
  }

  private ask(message: ToThread): Promise<unknown[]> {
    const worker = this.worker;
    if (!worker || this.failed) return Promise.reject(new ThreadGone('search thread not running'));
    return new Promise((resolve, reject) => {
      if (this.asked.size === 0) worker.ref();
      this.asked.set(message.id, { resolve, reject });
      worker.postMessage(message);
    });
  }

  /** A change was written (the triggers' NOTIFY): the copy is behind until it is sent. */
  private changed(seq: number): void {
    if (seq > this.written) this.written = seq;
    if (this.ready) void this.copy();
  }

  /** Sends every change written and not yet copied, in order, one batch at a time. */
  private async copy(): Promise<void> {
    if (this.copying) {
      this.copyAgain = true;
      return;
    }
    this.copying = true;
    try {
      for (;;) {
        this.copyAgain = false;
        const batch = await changesAfter(this.options.main, this.copied);
        if (batch.upTo === this.copied) {
          if (this.copyAgain) continue;
          // Numbers taken by statements that were rolled back are never written: nothing more to copy.
          if (this.copied < this.written) this.copied = this.written;
          this.settle();
          break;
        }
        if (this.failed) return;
        if (batch.changes.length > 0) await this.ask({ id: this.nextId++, kind: 'apply', changes: batch.changes });
        this.copied = batch.upTo;
        await this.options.main.query('delete from search_changes where seq <= $1', [batch.upTo]);
      }
    } catch (error) {
      this.fail(error as Error);
    } finally {
      this.copying = false;
    }
  }

  private fail(error: Error): void {
    if (this.failed) return;
    this.failed = true;
    this.options.log.error({ err: error }, 'search thread failed: searches run on the main database');
    this.dropAsked(new ThreadGone(error.message));
    this.settle();
    void this.worker?.terminate();
    // Nothing follows the changes any more: the database stops writing them down.
    void this.options.main
      .exec("set janmat.search_changes = 'off'; delete from search_changes")
      .catch((failure: Error) => this.options.log.error({ err: failure }, 'search changes left in the database'));
  }

  private dropAsked(error: Error): void {
    for (const asked of this.asked.values()) asked.reject(error);
    this.asked.clear();
  }
}

/** The thread is gone: the statement it held runs on the server's database instead. */
class ThreadGone extends Error {}

/** search_changes' last number now (0 before any). */
async function lastWritten(main: PGlite): Promise<number> {
  const result = await main.query<{ n: string }>(
    `select case when is_called then last_value else 0 end as n from search_changes_seq_seq`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** The changes after `seq` (at most BATCH), as the rows their keys have now, table by table. */
async function changesAfter(main: PGlite, seq: number): Promise<{ changes: TableChange[]; upTo: number }> {
  const listed = await main.query<{ seq: string; tbl: string; key: string }>(
    'select seq, tbl, key from search_changes where seq > $1 order by seq limit $2',
    [seq, BATCH],
  );
  if (listed.rows.length === 0) return { changes: [], upTo: seq };
  const keys = new Map<string, Set<string>>();
  for (const row of listed.rows) {
    if (!copiedTable(row.tbl)) continue;
    const set = keys.get(row.tbl) ?? new Set<string>();
    set.add(row.key);
    keys.set(row.tbl, set);
  }
  const changes: TableChange[] = [];
  for (const { table, key, type } of COPIED_TABLES) {
    const changed = keys.get(table);
    if (!changed) continue;
    const list = [...changed];
    const rows = await main.query<{ rows: string | null }>(
      `select json_agg(to_jsonb(t))::text as rows from ${quoted(table)} t
       where t.${quoted(key)} = any($1::text[]::${type}[])`,
      [list],
    );
    changes.push({ table, keys: list, rows: rows.rows[0]?.rows ?? '[]' });
  }
  return { changes, upTo: Number(listed.rows.at(-1)!.seq) };
}
