import type { Item, Page, StaffAuthor } from '@janmat/shared/contracts';
import { authorChangeSchema, authorSchema } from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authorKey } from '../../api/edgeKeys';
import { MISSING_KEY } from '../../core/edgeKeys';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { requireStaff, sessionOf } from '../auth/guard';
import { answerRefusal, refuse, staleVersion, type Tx } from '../common/refusals';
import { checkInput, invalid } from '../common/validate';
import { ifMatchOf, versionRequired, withVersion } from '../common/versions';
import { type AuthorColumns, allAuthors, authorById, insertAuthor, updateAuthor } from './authorStore';
import { changesOf, editorsOnly, rowIdParams } from './desk';

/** Authors (the reporters readers see on articles and author pages): list, read, add, change. */
export function authorRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const byId = { preHandler: editorsOnly, schema: { params: rowIdParams } };

  // Read by every staff role: a reporter names the author of a draft. Changes are the editors'.
  scope.get(
    '/api/newsroom/authors',
    { preHandler: requireStaff() },
    async () => ({ data: await allAuthors(db), next: null }) satisfies Page<StaffAuthor>,
  );

  scope.get('/api/newsroom/authors/:id', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    const row = await authorById(db, id);
    return row
      ? withVersion(reply, row.version, { data: row } satisfies Item<StaffAuthor>)
      : reply.code(404).send({ message: M.authorNotFound });
  });

  scope.post('/api/newsroom/authors', { preHandler: editorsOnly }, async (request, reply) =>
    createAuthor(deps, request, reply),
  );
  scope.patch('/api/newsroom/authors/:id', byId, async (request, reply) => changeAuthor(deps, request, reply));
}

/** Adds an author; its page (and sitemap entry) exists from now on. */
async function createAuthor(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const input = await checkInput(authorSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const actor = sessionOf(request).staff.id;
  const row = await deps.db.transaction(async (tx) => {
    // The fields not given are empty, as on a new author in the seed.
    const created = await insertAuthor(tx, { des: '', photo: '', link1: '', link2: '', ...input.value });
    const { id, version: _version, ...fields } = created;
    await audit(tx, actor, 'author_create', { type: 'author', id }, fields);
    return created;
  });
  // A new author has a page (and a sitemap entry) from now on: its address may have answered "not found".
  await deps.afterWrite({ keys: [authorKey(row.id), MISSING_KEY] });
  return withVersion(reply, row.version, { data: row } satisfies Item<StaffAuthor>, 201);
}

/** Changes author `id` from the version its editor saw (`If-Match`), with its audit entry; readers see it at once. */
async function changeAuthor(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: number };
  const seen = ifMatchOf(request);
  if (seen === undefined) return versionRequired(reply);
  const input = await checkInput(authorChangeSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const actor = sessionOf(request).staff.id;
  try {
    const row = await deps.db.transaction((tx) => updateAuthorAt(tx, actor, id, seen, input.value));
    // Author pages, bylines in every list and article, the sitemap: all read afresh.
    await deps.afterWrite({ keys: [authorKey(id)] });
    return withVersion(reply, row.version, { data: row } satisfies Item<StaffAuthor>);
  } catch (error) {
    return answerRefusal(error, reply);
  }
}

/** The change inside its transaction: refused when the author is gone (404) or has changed since version `seen` (409). */
async function updateAuthorAt(tx: Tx, actor: number, id: number, seen: number, change: AuthorColumns) {
  const before = await authorById(tx, id, true);
  if (!before) throw refuse(404, M.authorNotFound);
  if (before.version !== seen) throw staleVersion(before);
  const after = await updateAuthor(tx, id, seen, change);
  if (!after) throw staleVersion((await authorById(tx, id))!);
  const { version: _from, ...from } = before;
  const { version: _to, ...to } = after;
  await audit(tx, actor, 'author_update', { type: 'author', id }, changesOf(from, to));
  return after;
}
