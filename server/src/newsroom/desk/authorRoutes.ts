import type { Author, Item, Page } from '@janmat/shared/contracts';
import { authorChangeSchema, authorSchema } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import { audit } from '../audit/auditStore';
import { requireStaff, sessionOf } from '../auth/guard';
import { checkInput, invalid } from '../common/validate';
import { allAuthors, authorById, insertAuthor, updateAuthor } from './authorStore';
import { changesOf, editorsOnly, refreshReaders, rowIdParams } from './desk';

/** Authors (the reporters readers see on articles and author pages): list, read, add, change. */
export function authorRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const byId = { preHandler: editorsOnly, schema: { params: rowIdParams } };

  // Read by every staff role: a reporter names the author of a draft. Changes are the editors'.
  scope.get(
    '/api/newsroom/authors',
    { preHandler: requireStaff() },
    async () => ({ data: await allAuthors(db), next: null }) satisfies Page<Author>,
  );

  scope.get('/api/newsroom/authors/:id', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    const row = await authorById(db, id);
    return row ? ({ data: row } satisfies Item<Author>) : reply.code(404).send({ message: M.authorNotFound });
  });

  scope.post('/api/newsroom/authors', { preHandler: editorsOnly }, async (request, reply) => {
    const input = await checkInput(authorSchema, request.body);
    if (!input.ok) return invalid(reply, input.errors);
    const actor = sessionOf(request).staff.id;
    const row = await db.transaction(async (tx) => {
      // The fields not given are empty, as on a new author in the seed.
      const created = await insertAuthor(tx, { des: '', photo: '', link1: '', link2: '', ...input.value });
      const { id, ...fields } = created;
      await audit(tx, actor, 'author_create', { type: 'author', id }, fields);
      return created;
    });
    // A new author has a page (and a sitemap entry) from now on.
    await refreshReaders(deps);
    return reply.code(201).send({ data: row } satisfies Item<Author>);
  });

  scope.patch('/api/newsroom/authors/:id', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    const input = await checkInput(authorChangeSchema, request.body);
    if (!input.ok) return invalid(reply, input.errors);
    const actor = sessionOf(request).staff.id;
    const row = await db.transaction(async (tx) => {
      const before = await authorById(tx, id, true);
      if (!before) return undefined;
      const after = await updateAuthor(tx, id, input.value);
      await audit(tx, actor, 'author_update', { type: 'author', id }, changesOf(before, after));
      return after;
    });
    if (!row) return reply.code(404).send({ message: M.authorNotFound });
    // Author pages, bylines in every list and article, the sitemap: all read afresh.
    await refreshReaders(deps);
    return { data: row } satisfies Item<Author>;
  });
}
