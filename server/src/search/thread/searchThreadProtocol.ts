/** The messages between the server and its search thread (searchThread.ts, searchThreadWorker.ts). */

/** What the thread starts with (`workerData`). */
export interface SearchThreadData {
  /** The copy of the database's folder (made as the database opened: core/db/pglite.ts). */
  folder: string;
  /** The committed migrations (server/drizzle): the copy is brought to the same schema. */
  migrationsFolder: string;
}

/** The rows of one copied table whose keys changed: each key's row is replaced by the one sent, if any. */
export interface TableChange {
  table: string;
  /** Every changed key, as text. */
  keys: string[];
  /** The rows those keys have now, as a JSON array of objects (`to_jsonb` of each row). */
  rows: string;
}

export type ToThread =
  | { id: number; kind: 'query'; text: string; params: unknown[] }
  | { id: number; kind: 'apply'; changes: TableChange[] };

export type FromThread =
  /** Ready to answer: its copy holds every change up to `since` (search_changes' last number when it was made). */
  | { kind: 'ready'; since: number }
  | { kind: 'failed'; error: string }
  | { id: number; rows: unknown[] }
  | { id: number; error: string };
