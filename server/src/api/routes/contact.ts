import type { ContactMessage } from '@janmat/shared/contracts';
import { contactRequestSchema, NOTICE_TEXTS } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import { marked } from '../../core/http/apiRoute';
import { clientIp } from '../../core/http/clientIp';
import { formTokenOf } from '../../core/http/formBody';
import { text } from '../../core/http/schemas';
import { validateBody } from '../../core/http/validateBody';
import type { AppDeps } from '../../deps';
import { storeContactMessage } from '../queries/contact';

const contactBody = {
  type: 'object',
  properties: {
    name: text(1000),
    email: text(1000),
    phone: text(100),
    sub: text(1000),
    des: text(20000),
    created_at: text(100),
    form_token: text(100),
  },
} as const;

/**
 * POST /api/insert: a contact message, stored as plain text. An optional `form_token` (the page's
 * one-time token) makes a repeated post of one form store nothing more.
 */
export function contactRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/insert', { schema: { body: contactBody }, ...marked('personal') }, async (request, reply) => {
    const input = await validateBody<Required<ContactMessage>>(contactRequestSchema, request.body, reply);
    if (!input) return reply;
    await storeContactMessage(deps.db, input, clientIp(request), formTokenOf(request.body));
    return reply.code(201).send({ message: NOTICE_TEXTS.contactThanks });
  });
}
