import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** `YYYY-MM-DD HH:mm:ss` strings in and out (spec §3), whole seconds. */
const stamp = (name: string) => timestamp(name, { mode: 'string', precision: 0 });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  c_code: text('c_code').notNull().unique(),
});

export const subcategories = pgTable('subcategories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  s_code: text('s_code').notNull().unique(),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  des: text('des').notNull(),
  photo: text('photo').notNull(),
  link1: text('link1').notNull(),
  link2:
    text(
      'link2',
    ).notNull() /** Grows by one with every newsroom change: the `ETag` a change must send back as `If-Match`. */,
  version: integer('version').notNull().default(1),
});

/** Where an article is in the newsroom: written, sent to an editor, waiting for its time, public, withdrawn. */
export const ARTICLE_STATUSES = ['draft', 'submitted', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    url: text('url').notNull().unique(),
    state: text('state'),
    subtype: text('subtype'),
    photo: text('photo').notNull(),
    /** Sanitized HTML. */
    des: text('des').notNull(),
    reporter: integer('reporter')
      .notNull()
      .references(() => authors.id),
    created_at: stamp('created_at').notNull(),
    /** Newsroom lifecycle; readers see only 'published', and 'scheduled' once publish_at has come. */
    status: text('status').$type<ArticleStatus>().notNull().default('published'),
    /** When a published or scheduled article appears (null for the seed's, public since created_at). */
    publish_at: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** The first moment readers could see it (null for the seed's and never-published articles). */
    first_published_at: timestamp('first_published_at', { withTimezone: true, mode: 'date' }),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The staff member who wrote it in the newsroom (null for the seed's). */
    created_by_staff: integer('created_by_staff').references(() => staff.id, { onDelete: 'set null' }),
    /** Grows by one with every newsroom change: the `ETag` a save or a step must send back as `If-Match`. */
    version: integer('version').notNull().default(1),
    /** Its writer changed it after sending it to the editors: the queue shows it until an editor acts. */
    changed_since_submit: boolean('changed_since_submit').notNull().default(false),
    /** A live page (लाइव): readers' pages poll its updates (`live_updates`) and lists show a badge. */
    live: boolean('live').notNull().default(false),
  },
  (t) => [
    check('news_status_check', sql`${t.status} in ('draft', 'submitted', 'scheduled', 'published', 'unpublished')`),
    index('news_status_idx').on(t.status, t.publish_at),
    index('news_created_by_staff_idx').on(t.created_by_staff),
    index('news_type_idx').on(t.type, t.created_at),
    index('news_state_idx').on(t.state),
    index('news_subtype_idx').on(t.subtype),
    index('news_reporter_idx').on(t.reporter),
    index('news_created_idx').on(t.created_at),
  ],
);

/** The ticker's headlines, in the editors' order (position, then id: the seed's all share position 0). */
export const breaking = pgTable('breaking', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
  /** Readers stop seeing the headline at this moment (null: until removed). */
  expires_at: timestamp('expires_at', {
    withTimezone: true,
    mode: 'date',
  }) /** Grows by one with every newsroom change: the `ETag` a change must send back as `If-Match`. */,
  version: integer('version').notNull().default(1),
});

export const popular = pgTable('popular', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  url: text('url').notNull(),
});

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  link: text('link').notNull(),
});

/** Site polls (kind `site`, poll_id 1–9) and visitor polls (kind `user`, poll_id 10–10009) share one id space. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    poll_id: integer('poll_id').notNull().unique(),
    name: text('name').notNull(),
    created_by: text('created_by').notNull(),
    op1: text('op1').notNull(),
    op2: text('op2').notNull(),
    op3: text('op3'),
    op4: text('op4'),
    res1: integer('res1').notNull().default(0),
    res2: integer('res2').notNull().default(0),
    res3: integer('res3').notNull().default(0),
    res4: integer('res4').notNull().default(0),
    news_id: integer('news_id').references(() => news.id),
    at_home: boolean('at_home').notNull().default(false),
    created_at: stamp('created_at').notNull().defaultNow(),
    /** A closed poll takes no more votes and still shows its results (site polls, closed by editors). */
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** A hidden poll is gone for readers (404, in no list, no votes) until an editor shows it again. */
    hidden_at: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hidden_reason: text('hidden_reason'),
    /** Grows by one with every change an editor makes (votes leave it): the `ETag` of a site poll. */
    version: integer('version').notNull().default(1),
    /** The one-time token of the form that created it (contracts/formEcho.ts): a form posted twice makes one poll. */
    form_token: text('form_token').unique(),
  },
  (t) => [
    check('polls_kind_check', sql`${t.kind} in ('site', 'user')`),
    index('polls_created_by_idx').on(t.created_by),
  ],
);

/**
 * One row per vote; the unique key on the voter makes a repeat vote impossible. `voter_key` is the
 * address as votes group it: an IPv4 address itself, an IPv6 address's /64 (`2001:db8:1:2::/64`),
 * written by the database's `voter_key(ip)` (migration 0008), the grouping poll creation uses too.
 */
export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    poll: integer('poll')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    option: smallint('option').notNull(),
    voter_ip: text('voter_ip').notNull(),
    voter_key: text('voter_key').notNull(),
    created_at: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('votes_poll_voter_key_idx').on(t.poll, t.voter_key),
    check('votes_option_check', sql`${t.option} between 1 and 4`),
  ],
);

export const albums = pgTable('albums', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  photo: text('photo').notNull(),
  des: text('des').notNull(),
  type: text('type').notNull(),
  m_title: text('m_title').notNull(),
  m_des: text('m_des').notNull(),
  m_keys: text('m_keys').notNull(),
});

export const albumPhotos = pgTable(
  'album_photos',
  {
    id: serial('id').primaryKey(),
    album: integer('album')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    photo: text('photo').notNull(),
    name: text('name').notNull(),
    des: text('des').notNull(),
  },
  (t) => [index('album_photos_album_idx').on(t.album, t.position)],
);

export const storyCategories = pgTable('story_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  c_code: text('c_code').notNull().unique(),
});

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    photo: text('photo').notNull(),
    source: text('source').notNull(),
    created_at: stamp('created_at').notNull(),
  },
  (t) => [index('stories_type_idx').on(t.type, t.created_at)],
);

export const horoscopes = pgTable('horoscopes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  des: text('des').notNull(),
});

export const weather = pgTable('weather', {
  id: serial('id').primaryKey(),
  values: text('values').notNull(),
  des: text('des').notNull(),
});

export const market = pgTable('market', {
  id: serial('id').primaryKey(),
  keys: text('keys').notNull(),
  values: text('values').notNull(),
  type: integer('type').notNull(),
  des: text('des').notNull(),
});

export const gold = pgTable('gold', {
  id: serial('id').primaryKey(),
  keys: text('keys').notNull(),
  values: text('values').notNull(),
  type: integer('type').notNull(),
  des: text('des').notNull(),
});

/** Contact messages, stored as plain text and never rendered as HTML. */
export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  sub: text('sub').notNull(),
  des: text('des').notNull(),
  /** The client's own timestamp, as sent. */
  created_at: text('created_at').notNull(),
  received_at: stamp('received_at').notNull().defaultNow(),
  sender_ip: text('sender_ip').notNull(),
  /** When and by whom the newsroom dealt with it (both null while it waits). */
  handled_at: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handled_by: integer('handled_by').references(() => staff.id, { onDelete: 'set null' }),
  /** The one-time token of the form that sent it (contracts/formEcho.ts): a form posted twice is one message. */
  form_token: text('form_token').unique(),
});

/**
 * Write rate-limit counters shared by every server process on one PostgreSQL database (one row per
 * visitor address and window; see http/pgRateLimitStore.ts). Unused on PGlite, where one process
 * counts in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_ends: timestamp('window_ends', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Wrong newsroom sign-ins, counted per e-mail and address (`pair:<sha256 of the e-mail>:<address>`)
 * and per address whatever the e-mail (`address:<address>`). Past a threshold each new failure makes
 * that key wait longer (`wait_until`); a count is forgotten a day after its last failure. Kept in the
 * database so every process on one PostgreSQL counts the same attempts.
 */
export const signinFailures = pgTable(
  'signin_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    last_failed_at: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
    wait_until: timestamp('wait_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('signin_failures_last_idx').on(t.last_failed_at)],
);

/** Newsroom roles, most powerful first: admins manage staff, editors publish, reporters write drafts. */
export const STAFF_ROLES = ['admin', 'editor', 'reporter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A moment with its time zone, read as a JS Date (session expiry and locks are compared in JS). */
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Newsroom staff. E-mails are stored lower-cased, so the unique key ignores case. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id, in the PHC string form (`$argon2id$v=19$m=…`). */
    password_hash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Wrong passwords since the last success or lock; reaching the limit locks the account a while. */
    failed_signins: integer('failed_signins').notNull().default(0),
    locked_until: moment('locked_until'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('admin', 'editor', 'reporter')`)],
);

/**
 * Signed-in staff. The id is the SHA-256 of the cookie's random token: whoever reads this table
 * (a backup, a leaked dump) cannot sign in with what is stored here.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staff_id: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    csrf_token: text('csrf_token').notNull(),
    created_at: moment('created_at').notNull(),
    /** The absolute end; an idle session ends earlier (last_seen_at + the idle limit). */
    expires_at: moment('expires_at').notNull(),
    last_seen_at: moment('last_seen_at').notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staff_id)],
);

/** Every newsroom write, who made it and on what; kept when the staff account changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for a sign-in attempt with an unknown e-mail. */
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject_type: text('subject_type'),
    subject_id: text('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_staff_idx').on(t.staff_id)],
);

/** Every newsroom change of an article: who, when, the article's fields after it, and which changed. */
export const articleVersions = pgTable(
  'article_versions',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    at: moment('at').notNull().defaultNow(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
  },
  (t) => [index('article_versions_article_idx').on(t.article_id, t.id)],
);

/** Old addresses of articles whose slug changed after they were public: answered with a 301. */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    old_slug: text('old_slug').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('slug_redirects_article_idx').on(t.article_id)],
);

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
  },
  (t) => [
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
 * The search vocabulary's version (one row): raised whenever a word joins search_words or an alias is
 * added, changed or removed, so an engine that keeps the spellings of query words knows when they lapse.
 */
export const searchVocabulary = pgTable('search_vocabulary', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** The timestamped updates of a live article (newest last by id), posted and corrected in the newsroom. */
export const liveUpdates = pgTable(
  'live_updates',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    /** Sanitized HTML (the article body's allow-list). */
    body: text('body').notNull(),
    /** One of the site's uploads or an https:// address; '' for none. */
    photo: text('photo').notNull().default(''),
    /** Shown first on the page, above the stream. */
    pinned: boolean('pinned').notNull().default(false),
    /** A key event: marked in the stream and listed in the page's summary. */
    key_event: boolean('key_event').notNull().default(false),
    posted_at: moment('posted_at').notNull().defaultNow(),
    updated_at: moment('updated_at').notNull().defaultNow(),
    created_by_staff: integer('created_by_staff').references(() => staff.id, { onDelete: 'set null' }),
    /** Grows by one with every correction: the `ETag` a correction must send back as `If-Match`. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('live_updates_article_idx').on(t.article_id, t.id)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The newsroom's uploaded photo files when the site runs on PostgreSQL (decision 0020): any process
 * serves what another took. One row per file, by its site path (`/uploads/newsroom/<yyyymm>/<id>/640.webp`),
 * written once and never changed, so its ETag is the hash of its bytes. On PGlite they stay in DATA_DIR/uploads.
 */
export const photoFiles = pgTable('photo_files', {
  path: text('path').primaryKey(),
  content_type: text('content_type').notNull(),
  body: bytea('body').notNull(),
  etag: text('etag').notNull(),
  created_at: moment('created_at').notNull().defaultNow(),
});

/**
 * Every release action on a section, newest last (docs/releasing.md): a build made live or canary,
 * promoted, rolled back (by a person, the operator token or the guardrails), or refused at pre-flight.
 * A row that made a build live or canary is that build's `release` id in pages and health figures.
 */
export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    action: text('action').notNull(),
    manifest: text('manifest').notNull(),
    build: text('build'),
    /** The canary's share of buckets; null for a live build. */
    percent: smallint('percent'),
    /** A staff member's name, `token` or `guardrail`. */
    actor: text('actor').notNull(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    figures: jsonb('figures').$type<Record<string, unknown>>(),
    /** The release live after this action, when it made one live (rollbacks walk back through these). */
    live_after: integer('live_after'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('releases_section_idx').on(t.section, t.id)],
);

/** Each section's live build and canary now: rows of `releases`. */
export const sectionReleases = pgTable('section_releases', {
  section: text('section').primaryKey(),
  live_release: integer('live_release')
    .notNull()
    .references(() => releases.id),
  canary_release: integer('canary_release').references(() => releases.id),
  canary_percent: smallint('canary_percent'),
  canary_since: moment('canary_since'),
  updated_at: moment('updated_at').notNull().defaultNow(),
});

/**
 * A section's build in pre-flight now: at most one per section across every process (the primary
 * key), so a second release of that section is answered 409 while the first is checked. `holder`
 * names the claim, so only its own request clears it; a claim past `expires_at` (its process died
 * mid-check) may be taken over.
 */
export const releaseChecks = pgTable('release_checks', {
  section: text('section').primaryKey(),
  holder: text('holder').notNull(),
  manifest: text('manifest').notNull(),
  started_at: moment('started_at').notNull().defaultNow(),
  expires_at: moment('expires_at').notNull(),
});

/**
 * Readers' beacons, one row per page view that counted: at most one per address per minute per
 * build (the primary key), so one visitor cannot outweigh the others.
 */
export const rumViews = pgTable(
  'rum_views',
  {
    release: integer('release').notNull(),
    minute: moment('minute').notNull(),
    /** A keyed hash of the reader's network (IPv4 /24, IPv6 /48) and the day, never the address (rumNetwork.ts). */
    visitor: text('visitor').notNull(),
    lcp: real('lcp'),
    inp: real('inp'),
    cls: real('cls'),
    /** The view reported a script error or a section that could not load. */
    failed: boolean('failed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.release, t.minute, t.visitor] }), index('rum_views_minute_idx').on(t.minute)],
);

/** The server's own renders per build per minute, summed by every process. */
export const renderMinutes = pgTable(
  'render_minutes',
  {
    release: integer('release').notNull(),
    minute: moment('minute').notNull(),
    renders: integer('renders').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    /** Render times in ms, bucketed (index i counts renders under RENDER_BUCKETS_MS[i]) for the p75. */
    buckets: jsonb('buckets').$type<number[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.release, t.minute] })],
);

/** Secrets the processes share (created once): the key that signs pages' beacon tokens. */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
