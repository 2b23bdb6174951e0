/** Search (src/search/): the articles' search documents and the words, aliases and vocabulary of queries. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { news } from './articles';
import { stamp } from './columns';

/** A PostgreSQL `tsvector` (full-text search document). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search document of each article (src/search/). A trigger on `news` (and on the names it
 * shows: authors, categories, states, sub-categories) raises `wanted` on every change; the engine
 * recomputes rows with `indexed < wanted` before it answers, so a change is searchable at once.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    article_id: integer('article_id')
      .primaryKey()
      .references(() => news.id, { onDelete: 'cascade' }),
    wanted: integer('wanted').notNull().default(1),
    indexed: integer('indexed').notNull().default(0),
    /** Normalised headline (Devanagari normalisation, lower case). */
    title: text('title').notNull().default(''),
    /** The headline's loose Latin key (romanise.ts). */
    title_roman: text('title_roman').notNull().default(''),
    /** The body as plain text, as written (for snippets). */
    body: text('body').notNull().default(''),
    /** `hindi` configuration: headline A, category/state/sub-category B, body C, reporter D. */
    vec: tsvector('vec').notNull().default(sql`''::tsvector`),
    /** The headline alone (`hindi`): the small first tier of a search. */
    title_vec: tsvector('title_vec').notNull().default(sql`''::tsvector`),
    /**
     * Copied from the article by the trigger on `news`, so one index answers a search: its date
     * (`vec` and `title_vec` also hold it as the lexeme `#YYYYMMDD`), section and state, and
     * from when readers see it (`-infinity` once published, `publish_at` when scheduled, null never).
     */
    created_at: stamp('created_at'),
    type: text('type'),
    state: text('state'),
    shown_from: timestamp('shown_from', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('search_documents_vec_idx').using('gin', t.vec),
    index('search_documents_title_vec_idx').using('gin', t.title_vec),
    index('search_documents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('search_documents_title_roman_trgm_idx').using('gin', sql`${t.title_roman} gin_trgm_ops`),
    index('search_documents_stale_idx').on(t.article_id).where(sql`${t.indexed} < ${t.wanted}`),
    index('search_documents_newest_idx').on(t.created_at.desc(), t.article_id.desc()),
  ],
);

/** Every word of the indexed texts (normalised) with its loose Latin key: where query words find their spellings. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    roman: text('roman').notNull(),
    /** The sound of the Latin key (search_sound(), migration 0024): where English spellings meet it (`school` ≈ स्कूल). */
    sound: text('sound').generatedAlwaysAs(sql`search_sound(roman)`),
  },
  (t) => [
    index('search_words_sound_idx').on(t.sound),
    index('search_words_roman_idx').on(sql`${t.roman} text_pattern_ops`),
    index('search_words_word_prefix_idx').on(sql`${t.word} text_pattern_ops`),
    index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_roman_trgm_idx').using('gin', sql`${t.roman} gin_trgm_ops`),
  ],
);

/** Names and acronyms readers type (`bjp`, `up`): the term (folded) and the Devanagari it stands for. */
export const searchAliases = pgTable('search_aliases', {
  term: text('term').primaryKey(),
  expansion: text('expansion').notNull(),
});

/**
 * English words and names readers type for Hindi ones (`parliament` → संसद, `election commission` →
 * चुनाव आयोग, `bjp` → भाजपा, बीजेपी), loaded by migration 0024 from `src/search/glossary/glossary.csv`
 * and kept by editors on «खोज के उपनाम». The term is folded (lower case, one space between words);
 * `hindi` holds its Devanagari forms, comma-separated, the usual one first. An editor's alias of the
 * same term wins.
 */
export const searchGlossary = pgTable('search_glossary', {
  term: text('term').primaryKey(),
  hindi: text('hindi').notNull(),
});

/**
 * The search vocabulary's version (one row): raised whenever a word joins search_words or an alias is
 * added, changed or removed, so an engine that keeps the spellings of query words knows when they lapse.
 */
export const searchVocabulary = pgTable('search_vocabulary', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * What changed in the tables a search reads (the search thread's copy, search/thread/), in the order it
 * was written: the table and the changed row's key. Written by statement triggers (migration 0029) only
 * in a session that asked for it (`janmat.search_changes`: the PGlite process with a search thread), and
 * removed once the copy holds it.
 */
export const searchChanges = pgTable('search_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  tbl: text('tbl').notNull(),
  key: text('key').notNull(),
});
