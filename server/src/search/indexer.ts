import { sql } from 'drizzle-orm';
import { htmlToText } from '../content/sanitizeArticle';
import type { Db } from '../core/db/client';
import { normaliseText, words } from './normalise';
import { romanise, romaniseText } from './romanise';

/** What one article contributes to its search document. */
interface ArticleSource {
  id: number;
  wanted: number;
  name: string;
  des: string;
  category: string | null;
  state: string | null;
  subcategory: string | null;
  reporter: string | null;
}

interface DocumentRow {
  id: number;
  wanted: number;
  title: string;
  title_roman: string;
  body: string;
  head: string;
  meta: string;
  text: string;
  reporter: string;
}

/** Private-use marks the snippets use: never in indexed text. */
const MARKS = /[\uE000\uE001]/g;

/** The search document of one article: normalised texts for the vectors, the headline's keys, the plain body. */
function documentOf(source: ArticleSource): { row: DocumentRow; words: Map<string, string> } {
  const body = htmlToText(source.des).replace(MARKS, '');
  const meta = [source.category, source.state, source.subcategory].filter(Boolean).join(' ');
  const row: DocumentRow = {
    id: source.id,
    wanted: source.wanted,
    title: normaliseText(source.name),
    title_roman: romaniseText(source.name),
    body,
    head: words(source.name).join(' '),
    meta: words(meta).join(' '),
    text: words(body).join(' '),
    reporter: words(source.reporter ?? '').join(' '),
  };
  const vocabulary = new Map<string, string>();
  for (const part of [row.head, row.meta, row.text, row.reporter]) {
    for (const word of part.split(' ')) {
      if (word && !vocabulary.has(word)) vocabulary.set(word, romanise(word));
    }
  }
  return { row, words: vocabulary };
}

/** Articles whose document is missing or older than the article, with the names it shows. */
async function staleSources(db: Db, limit: number): Promise<ArticleSource[]> {
  // Most searches find nothing stale: a probe of the partial index, cheaper to plan than the joins.
  const probe = await db.execute(
    sql`select article_id from search_documents where indexed < wanted order by article_id limit 1`,
  );
  if ((probe as { rows: unknown[] }).rows.length === 0) return [];
  const result = await db.execute(sql`
    select d.article_id as id, d.wanted, n.name, n.des, c.name as category, s.name as state,
           sc.name as subcategory, a.name as reporter
    from search_documents d
    join news n on n.id = d.article_id
    left join categories c on c.c_code = case when n.type = 'states' then 'state' else n.type end
    left join states s on s.code = n.state
    left join subcategories sc on sc.s_code = n.subtype
    left join authors a on a.id = n.reporter
    where d.indexed < d.wanted
    order by d.article_id
    limit ${limit}`);
  return (result as { rows: ArticleSource[] }).rows;
}

/** Writes documents (only where nothing changed the article meanwhile) and their new words. */
async function writeDocuments(db: Db, built: ReturnType<typeof documentOf>[]): Promise<void> {
  const rows = JSON.stringify(built.map((b) => b.row));
  const vocabulary = new Map<string, string>();
  for (const b of built) for (const [word, roman] of b.words) vocabulary.set(word, roman);
  const wordRows = JSON.stringify([...vocabulary].map(([word, roman]) => ({ word, roman })));
  await db.execute(sql`
    update search_documents d set
      indexed = r.wanted,
      title = r.title,
      title_roman = r.title_roman,
      body = r.body,
      vec = setweight(to_tsvector('hindi', r.head), 'A') || setweight(to_tsvector('hindi', r.meta), 'B')
         || setweight(to_tsvector('hindi', r.text), 'C') || setweight(to_tsvector('hindi', r.reporter), 'D')
         || search_day(d.created_at),
      title_vec = to_tsvector('hindi', r.head) || search_day(d.created_at)
    from jsonb_to_recordset(${rows}::jsonb) as r(id int, wanted int, title text, title_roman text, body text,
      head text, meta text, text text, reporter text)
    where d.article_id = r.id and d.indexed < r.wanted`);
  if (vocabulary.size > 0) {
    await db.execute(sql`
      insert into search_words (word, roman)
      select word, roman from jsonb_to_recordset(${wordRows}::jsonb) as w(word text, roman text)
      on conflict (word) do nothing`);
  }
}

/** After a refresh of at least this many documents the search tables are vacuumed (PGlite has no autovacuum). */
const VACUUM_AFTER = 1000;

/**
 * What searches read after documents were written: the GIN indexes' pending lists merged (every search
 * reads a pending list in full, and only VACUUM or a full 4 MB list would merge it), and after a bulk
 * refresh the old row versions vacuumed and the statistics renewed. Failing (another role owns the
 * indexes, a read-only standby) only leaves the searches slower.
 */
async function tidy(db: Db, written: number): Promise<void> {
  const vacuumed =
    written >= VACUUM_AFTER &&
    (await db.execute(sql`vacuum (analyze) search_documents, search_words`).then(
      () => true,
      () => false,
    ));
  // Searches still answer if this fails too, reading the pending lists.
  if (!vacuumed) await db.execute(sql`select search_merge_pending()`).catch(() => undefined);
}

/**
 * Brings every stale search document up to date (in batches); returns how many were written.
 * A document changed again while it was being computed stays stale and is done on the next call.
 */
async function refreshStale(db: Db, batch = 200): Promise<number> {
  let done = 0;
  for (;;) {
    const sources = await staleSources(db, batch);
    if (sources.length > 0) {
      await writeDocuments(db, sources.map(documentOf));
      done += sources.length;
    }
    if (sources.length < batch) {
      if (done > 0) await tidy(db, done);
      return done;
    }
  }
}

/**
 * One refresh at a time per database handle: concurrent searches wait for the refresh under way and
 * then check again, so none answers from a document older than the article it read.
 */
export class IndexKeeper {
  private running: Promise<number> | undefined;

  constructor(private readonly db: Db) {}

  async fresh(): Promise<void> {
    while (this.running) await this.running.catch(() => 0);
    this.running = refreshStale(this.db);
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
  }
}
