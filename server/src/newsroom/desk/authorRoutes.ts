import type { Author, Item, Page } from '@janmat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import { photoField } from '../articles/articleInput';
import { audit } from '../audit/auditStore';
import { requireStaff, sessionOf } from '../auth/guard';
import type { Checked } from '../common/input';
import { type AuthorColumns, allAuthors, authorById, insertAuthor, updateAuthor } from './authorStore';
import { changesOf, editorsOnly, invalid, refreshReaders, rowIdParams } from './desk';
import { checked, type Errors, fieldsOf, linkField, textField } from './deskInput';

/** `{ name, des, photo, link1, link2 }` (all for a new author, any for a change). */
function authorInput(raw: unknown, creating: boolean): Checked<AuthorColumns> {
  const errors: Errors = {};
  const { body, given } = fieldsOf(raw, ['name', 'des', 'photo', 'link1', 'link2'], creating, errors);
  const fields: AuthorColumns = {};
  if (given('name')) fields.name = textField(body.name, 'name', errors, 2, 100);
  if (given('des')) fields.des = textField(body.des ?? '', 'des', errors, 0, 1000);
  // The same addresses an article's photo may have (an upload or https://); '' until one is chosen.
  if (given('photo')) fields.photo = photoField(body.photo ?? '', errors) ?? '';
  if (given('link1')) fields.link1 = linkField(body.link1, 'link1', errors);
  if (given('link2')) fields.link2 = linkField(body.link2, 'link2', errors);
  return checked(fields, errors);
}

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
    const input = authorInput(request.body, true);
    if (!input.ok) return invalid(reply, input.errors);
    const actor = sessionOf(request).staff.id;
    const row = await db.transaction(async (tx) => {
      const created = await insertAuthor(tx, input.value);
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
    const input = authorInput(request.body, false);
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
