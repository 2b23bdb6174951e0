import type { InboxMessage, Item, Page } from '@janmat/shared/contracts';
import { contactMarkSchema, deskListQuerySchema } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { sessionOf } from '../auth/guard';
import { pageOf } from '../common/paging';
import { checkInput, invalid } from '../common/validate';
import { type ContactRow, contactById, contactRows, lockContact, markContact } from './contactStore';
import { editorsOnly, rowIdParams } from './desk';

const handledQuery = deskListQuerySchema('handled');

/**
 * A message as staff read it: plain text, exactly as sent (the newsroom shows it as text, never as
 * HTML). The sender's address stays on the server.
 */
function contactView(row: ContactRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.sub,
    message: row.des,
    /** The sender's own clock, as the form sent it (`YYYY-MM-DD HH:mm:ss`). */
    sentAt: row.created_at,
    /** The server's clock when it arrived (`YYYY-MM-DD HH:mm:ss`). */
    receivedAt: row.received_at,
    handled: row.handled_at !== null,
    handledAt: row.handled_at?.toISOString() ?? null,
    handledBy: row.handled_by === null ? null : { id: row.handled_by, name: row.handler_name ?? '' },
  };
}

/** The contact form's inbox: newest first, filtered by handled / not handled; staff mark what they dealt with. */
export function contactInboxRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const byId = { preHandler: editorsOnly, schema: { params: rowIdParams } };

  scope.get('/api/newsroom/contacts', { preHandler: editorsOnly }, async (request, reply) => {
    const query = await checkInput(handledQuery, request.query);
    if (!query.ok) return invalid(reply, query.errors);
    const { handled, ...paging } = query.value;
    const rows = await contactRows(db, { ...paging, flag: handled });
    return pageOf(rows, query.value.limit, contactView) satisfies Page<InboxMessage>;
  });

  scope.get('/api/newsroom/contacts/:id', byId, async (request, reply) => {
    const row = await contactById(db, (request.params as { id: number }).id);
    return row
      ? ({ data: contactView(row) } satisfies Item<InboxMessage>)
      : reply.code(404).send({ message: M.contactNotFound });
  });

  scope.patch('/api/newsroom/contacts/:id', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    const input = await checkInput(contactMarkSchema, request.body);
    if (!input.ok) return invalid(reply, input.errors);
    const { handled } = input.value;
    const actor = sessionOf(request).staff.id;
    const row = await db.transaction(async (tx) => {
      const before = await lockContact(tx, id);
      if (!before) return undefined;
      // Marking it as it already is changes nothing: it keeps who handled it and when.
      if ((before.handled_at !== null) !== handled) {
        await markContact(tx, id, handled ? actor : null);
        await audit(
          tx,
          actor,
          handled ? 'contact_handled' : 'contact_unhandled',
          { type: 'contact', id },
          {
            subject: before.sub,
            from: before.email,
          },
        );
      }
      return contactById(tx, id);
    });
    return row
      ? ({ data: contactView(row) } satisfies Item<InboxMessage>)
      : reply.code(404).send({ message: M.contactNotFound });
  });
}
