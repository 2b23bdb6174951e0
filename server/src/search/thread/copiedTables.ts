/**
 * The tables a search reads (search_run_kept(), search_groups(), search_newest()): the search thread holds a
 * copy of each, kept by the keys migration 0029's triggers write to `search_changes`. `type` is the key's
 * column type, for the key lists sent as text.
 */
export const COPIED_TABLES = [
  { table: 'news', key: 'id', type: 'integer' },
  { table: 'search_documents', key: 'article_id', type: 'integer' },
  { table: 'search_words', key: 'word', type: 'text' },
  { table: 'search_aliases', key: 'term', type: 'text' },
  { table: 'search_glossary', key: 'term', type: 'text' },
  { table: 'search_vocabulary', key: 'id', type: 'smallint' },
] as const;

export type CopiedTable = (typeof COPIED_TABLES)[number];

/** The copied table named `name` (as the triggers write it), or undefined. */
export const copiedTable = (name: string): CopiedTable | undefined => COPIED_TABLES.find((t) => t.table === name);

/** `"name"`: an identifier as SQL text (the names here are ours, quoted all the same). */
export const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;
