/**
 * The search thread (searchThread.ts): a PGlite database of its own, opened on the copy of the server's
 * folder, answering the search statement while the server's thread serves pages, and taking the changed
 * rows the server sends it. Its session writes as a replica (`session_replication_role`): no trigger of
 * its own runs, so the rows it takes are kept exactly as the server's database has them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { secureFolder } from '../../core/db/dataFolder';
import { COPIED_TABLES, quoted } from './copiedTables';
import type { FromThread, SearchThreadData, TableChange, ToThread } from './searchThreadProtocol';

const data = workerData as SearchThreadData;
const port = parentPort!;
const post = (message: FromThread) => port.postMessage(message);

/** The last change the copy holds: search_changes' sequence as the copy was made (0 before migration 0029). */
async function lastChange(client: PGlite): Promise<number> {
  const table = await client.query<{ seq: string | null }>(
    `select case when to_regclass('public.search_changes') is null then null
       else pg_get_serial_sequence('search_changes', 'seq') end as seq`,
  );
  const sequence = table.rows[0]?.seq;
  if (!sequence) return 0;
  const value = await client.query<{ n: string }>(
    `select case when is_called then last_value else 0 end as n from ${sequence}`,
  );
  return Number(value.rows[0]?.n ?? 0);
}

interface TableStatements {
  remove: string;
  insert: string;
}

/** Per copied table: remove the changed keys' rows, insert the rows sent (every column but generated ones). */
async function statementsOf(client: PGlite): Promise<Map<string, TableStatements>> {
  const statements = new Map<string, TableStatements>();
  for (const { table, key, type } of COPIED_TABLES) {
    const columns = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    );
    const list = columns.rows.map((c) => quoted(c.name)).join(', ');
    statements.set(table, {
      remove: `delete from ${quoted(table)} where ${quoted(key)} = any($1::text[]::${type}[])`,
      insert: `insert into ${quoted(table)} (${list}) overriding system value
        select ${list} from jsonb_populate_recordset(null::${quoted(table)}, $1::jsonb)`,
    });
  }
  return statements;
}

async function applyChanges(tx: Transaction, statements: Map<string, TableStatements>, changes: TableChange[]) {
  for (const change of changes) {
    const statement = statements.get(change.table);
    if (!statement) throw new Error(`not a copied table: ${change.table}`);
    await tx.query(statement.remove, [change.keys]);
    if (change.rows !== '[]') await tx.query(statement.insert, [change.rows]);
  }
}

async function start(): Promise<void> {
  const client = new PGlite(data.folder, { extensions: { pg_trgm } });
  await client.waitReady;
  // PGlite leaves some files it writes world-writable (a new database's, and its caches of the catalog,
  // pg_internal.init, written again after a migration): made private once it is open and once migrated.
  secureFolder(data.folder);
  const since = await lastChange(client);
  await migrate(drizzle({ client }), { migrationsFolder: data.migrationsFolder });
  secureFolder(data.folder);
  await client.exec('set session_replication_role = replica');
  const statements = await statementsOf(client);
  port.on('message', (message: ToThread) => {
    const answer =
      message.kind === 'query'
        ? client.query(message.text, message.params).then((result) => result.rows)
        : client.transaction((tx) => applyChanges(tx, statements, message.changes)).then(() => []);
    answer.then(
      (rows) => post({ id: message.id, rows }),
      (error: Error) => post({ id: message.id, error: error.message }),
    );
  });
  post({ kind: 'ready', since });
}

start().catch((error: Error) => post({ kind: 'failed', error: error.message }));
