import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authors } from '../core/db/schema';
import type { AppDeps } from '../core/deps';
import { NEWSROOM_MESSAGES as M } from '../core/messages';
import { photoField } from './articleInput';
import { audit } from './audit';
import { changesOf, editorsOnly, invalid, refreshReaders, rowIdParams } from './desk';
import { checked, type Errors, fieldsOf, linkField, textField } from './deskInput';
import { requireStaff, sessionOf } from './guard';
import type { Checked } from './input';

type AuthorFields = Partial<Omit<typeof authors.$inferInsert, 'id'>>;

/** `{ name, des, photo, link1, link2 }` (all for a new author, any for a change). */
function authorInput(raw: unknown, creating: boolean): Checked<AuthorFields> {
  const errors: Errors = {};
  const { body, given } = fieldsOf(raw, ['name', 'des', 'photo', 'link1', 'link2'], creating, errors);
  const fields: AuthorFields = {};
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
  scope.get('/api/newsroom/authors', { preHandler: requireStaff() }, async () => ({
    data: await db.select().from(authors).orderBy(asc(authors.id)),
    next: null,
  }));

  scope.get('/api/newsroom/authors/:id', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    const [row] = await db.select().from(authors).where(eq(authors.id, id));
    return row ? { data: row } : reply.code(404).send({ message: M.authorNotFound });
  });

  scope.post('/api/newsroom/authors', { preHandler: editorsOnly }, async (request, reply) => {
    const input = authorInput(request.body, true);
    if (!input.ok) return invalid(reply, input.errors);
    const actor = sessionOf(request).staff.id;
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(authors)
        .values(input.value as typeof authors.$inferInsert)
        .returning();
      const { id, ...fields } = created!;
      await audit(tx, actor, 'author_create', { type: 'author', id }, fields);
      return created!;
    });
    // A new author has a page (and a sitemap entry) from now on.
    await refreshReaders(deps);
    return reply.code(201).send({ data: row });
  });

  scope.patch('/api/newsroom/authors/:id', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    const input = authorInput(request.body, false);
    if (!input.ok) return invalid(reply, input.errors);
    const actor = sessionOf(request).staff.id;
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(authors).where(eq(authors.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await tx.update(authors).set(input.value).where(eq(authors.id, id)).returning();
      await audit(tx, actor, 'author_update', { type: 'author', id }, changesOf(before, after!));
      return after!;
    });
    if (!row) return reply.code(404).send({ message: M.authorNotFound });
    // Author pages, bylines in every list and article, the sitemap: all read afresh.
    await refreshReaders(deps);
    return { data: row };
  });
}
