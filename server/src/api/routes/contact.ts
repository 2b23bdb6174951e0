import type { ContactMessage } from '@janmat/shared/contracts';
import { contactRequestSchema, NOTICE_TEXTS } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import { contacts } from '../../core/db/schema';
import type { AppDeps } from '../../core/deps';
import { marked } from '../../core/http/apiRoute';
import { clientIp } from '../../core/http/clientIp';
import { text } from '../../core/http/schemas';
import { validateBody } from '../../core/http/validateBody';

const contactBody = {
  type: 'object',
  properties: {
    name: text(1000),
    email: text(1000),
    phone: text(100),
    sub: text(1000),
    des: text(20000),
    created_at: text(100),
  },
} as const;

/** POST /api/insert: a contact message, stored as plain text. */
export function contactRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/insert', { schema: { body: contactBody }, ...marked('personal') }, async (request, reply) => {
    const input = await validateBody<Required<ContactMessage>>(contactRequestSchema, request.body, reply);
    if (!input) return reply;
    await deps.db.insert(contacts).values({ ...input, sender_ip: clientIp(request) });
    return reply.code(201).send({ message: NOTICE_TEXTS.contactThanks });
  });
}
