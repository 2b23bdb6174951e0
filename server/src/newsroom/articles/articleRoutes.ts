import type { SlugProposal } from '@janmat/shared/contracts';
import {
  articleChangeSchema,
  articleListQuerySchema,
  articleSchema,
  NEWSROOM_FIELD_MESSAGES as F,
} from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isVisible } from '../../api/queries/visibility';
import { cleanText } from '../../core/http/cleanText';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { requireStaff, sessionOf } from '../auth/guard';
import type { StaffSession } from '../auth/sessionStore';
import { istStamp } from '../common/ist';
import { answerRefusal, refuse, staleVersion, type Tx } from '../common/refusals';
import { checkInput, invalid } from '../common/validate';
import { ifMatchOf, versionRequired, withVersion } from '../common/versions';
import { articleIdParams, editsAll, lockArticle, lockVersion, tellReaders } from './articleAccess';
import { type ArticleFields, withCleanBody } from './articleFields';
import {
  type ArticleRow,
  addVersion,
  articleView,
  changedFields,
  columnsOf,
  insertArticle,
  listArticles,
  missingReferences,
  moveSlug,
  selectArticle,
  snapshot,
  updateArticle,
  versionsOf,
  wasPublic,
} from './articleStore';
import { slugOfTitle } from './slug';
import { slugTakenByOther, uniqueSlug } from './slugStore';

/** The checked fields (the body cleaned), or the Hindi text of each at fault. */
async function articleInput(schema: typeof articleSchema | typeof articleChangeSchema, body: unknown) {
  const input = await checkInput(schema, body);
  return input.ok ? withCleanBody(input.value) : input;
}

/** Article bodies are larger than the site's visitor writes (64 KB): a long report with its markup. */
const ARTICLE_BODY_LIMIT = 2 * 1024 * 1024;

/** The newsroom's articles: list, read, write, versions, slug proposals (lifecycle: articleActions.ts). */
export function articleRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const staffOnly = requireStaff();
  articleReads(scope, deps);
  scope.post('/api/newsroom/articles', { preHandler: staffOnly, bodyLimit: ARTICLE_BODY_LIMIT }, (request, reply) =>
    createArticle(deps, request, reply),
  );
  scope.patch(
    '/api/newsroom/articles/:id',
    { preHandler: staffOnly, bodyLimit: ARTICLE_BODY_LIMIT, schema: { params: articleIdParams } },
    (request, reply) => correctArticle(deps, request, reply),
  );
}

/** The list (a reporter sees their own), one article with its version, its versions, a slug for a title. */
function articleReads(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const staffOnly = requireStaff();
  const byId = { preHandler: staffOnly, schema: { params: articleIdParams } };

  scope.get('/api/newsroom/articles', { preHandler: staffOnly }, async (request, reply) => {
    const query = await checkInput(articleListQuerySchema, request.query);
    if (!query.ok) return invalid(reply, query.errors);
    const session = sessionOf(request);
    return listArticles(
      db,
      deps.searchIndex,
      query.value,
      editsAll(session) ? undefined : session.staff.id,
      new Date(),
    );
  });

  scope.get('/api/newsroom/articles/:id', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    try {
      const row = await lockArticle(db, id, sessionOf(request), 'read');
      return withVersion(reply, row.version, articleView(row, new Date()));
    } catch (error) {
      return answerRefusal(error, reply);
    }
  });

  scope.get('/api/newsroom/articles/:id/versions', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    try {
      await lockArticle(db, id, sessionOf(request), 'read');
    } catch (error) {
      return answerRefusal(error, reply);
    }
    return versionsOf(db, id);
  });

  scope.get('/api/newsroom/slug', { preHandler: staffOnly }, async (request, reply) => {
    const { title, id } = request.query as { title?: unknown; id?: unknown };
    const text = typeof title === 'string' ? cleanText(title).trim() : '';
    if (text === '' || text.length > 1000) return invalid(reply, { title: F.titleRequired });
    const own = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
    return { slug: await uniqueSlug(db, slugOfTitle(text), own) } satisfies SlugProposal;
  });
}

/**
 * The checked fields of a write whose references (category, state, author…) exist; undefined when
 * they are refused (the 400 with the Hindi text of each field at fault is sent).
 */
async function checkedFields(
  db: AppDeps['db'],
  schema: typeof articleSchema | typeof articleChangeSchema,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ArticleFields | undefined> {
  const input = await articleInput(schema, request.body);
  if (!input.ok) {
    invalid(reply, input.errors);
    return undefined;
  }
  const missing = await missingReferences(db, input.value);
  if (Object.keys(missing).length === 0) return input.value;
  invalid(reply, missing);
  return undefined;
}

/** `POST /api/newsroom/articles`: a new draft, its first version and its audit entry. */
async function createArticle(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const fields = await checkedFields(deps.db, articleSchema, request, reply);
  if (!fields) return reply;
  const actor = sessionOf(request).staff.id;
  const now = new Date();
  try {
    const row = await deps.db.transaction((tx) => insertDraft(tx, fields, actor, now));
    return withVersion(reply, row.version, articleView(row, now), 201);
  } catch (error) {
    return answerRefusal(error, reply);
  }
}

async function insertDraft(tx: Tx, fields: ArticleFields, actor: number, now: Date): Promise<ArticleRow> {
  const slug = fields.slug ?? (await uniqueSlug(tx, slugOfTitle(fields.title!)));
  if (fields.slug !== undefined && (await slugTakenByOther(tx, slug, 0))) throw refuse(409, M.slugTaken);
  const created = await insertArticle(tx, {
    name: fields.title!,
    url: slug,
    type: '',
    photo: '',
    des: '',
    reporter: fields.reporterId!,
    ...columnsOf(fields),
    created_at: istStamp(now),
    status: 'draft',
    updated_at: now,
    created_by_staff: actor,
  });
  const fieldsNow = snapshot(created, now);
  await addVersion(tx, created.id, actor, fieldsNow, changedFields(null, fieldsNow));
  await audit(tx, actor, 'article_create', { type: 'article', id: created.id }, { slug, title: created.name });
  return created;
}

/** `PATCH /api/newsroom/articles/:id`: a change to the version its writer saw; a public article's reaches readers now. */
async function correctArticle(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { id } = request.params as { id: number };
  const seen = ifMatchOf(request);
  if (seen === undefined) return versionRequired(reply);
  const fields = await checkedFields(deps.db, articleChangeSchema, request, reply);
  if (!fields) return reply;
  const session = sessionOf(request);
  const now = new Date();
  try {
    const change = { id, seen, fields, session, now };
    const { before, after } = await deps.db.transaction((tx) => applyChange(tx, change));
    await tellReaders(deps, {
      before,
      after,
      readersSawIt: isVisible(before, now),
      readersSeeIt: isVisible(after, now),
    });
    return withVersion(reply, after.version, articleView(after, now));
  } catch (error) {
    return answerRefusal(error, reply);
  }
}

/** The change in its transaction: the slug moved (a public one leaves a redirect), a version and an audit entry. */
async function applyChange(
  tx: Tx,
  {
    id,
    seen,
    fields,
    session,
    now,
  }: { id: number; seen: number; fields: ArticleFields; session: StaffSession; now: Date },
): Promise<{ before: ArticleRow; after: ArticleRow }> {
  const before = await lockVersion(tx, id, session, seen, now);
  if (fields.slug !== undefined && fields.slug !== before.url) {
    if (await slugTakenByOther(tx, fields.slug, id)) throw refuse(409, M.slugTaken);
    // A draft's old address never was public: it leaves no redirect.
    await moveSlug(tx, id, fields.slug, wasPublic(before, now) ? before.url : undefined);
  }
  const columns = columnsOf(fields);
  const changed = changedFields(snapshot(before, now), snapshot({ ...before, ...columns }, now));
  const after = await updateArticle(tx, id, seen, {
    ...columns,
    updated_at: now,
    changed_since_submit: submittedChange(session, before, changed.length > 0),
  });
  if (!after) throw staleVersion(articleView((await selectArticle(tx, id, false))!, now));
  const fresh = snapshot(after, now);
  if (changed.length > 0) await addVersion(tx, id, session.staff.id, fresh, changed);
  await audit(tx, session.staff.id, 'article_update', { type: 'article', id }, { changed });
  return { before, after };
}

/**
 * Whether the article is marked as changed since it was sent to the editors: a reporter's change to
 * a submitted article marks it (the editors' queue shows it again as changed); an editor's save, made
 * to the version they saw, means they have it in front of them, and clears it.
 */
function submittedChange(session: StaffSession, before: ArticleRow, changed: boolean): boolean {
  if (editsAll(session)) return false;
  return before.changed_since_submit || (before.status === 'submitted' && changed);
}
