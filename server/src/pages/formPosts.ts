import { randomInt } from 'node:crypto';
import { FORM_IDS, FORM_SENT_PARAM, FORM_TOKEN_FIELD, href, slugify } from '@janmat/shared/contracts';
import {
  type ContactFormValues,
  contactFormSchema,
  type FieldErrors,
  LIMITS,
  type PollFormValues,
  pollFormSchema,
} from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnySchema } from 'yup';
import { createVisitorPoll } from '../api/pollCreation';
import { storeContactMessage } from '../api/queries/contact';
import { marked } from '../core/http/apiRoute';
import { clientIp } from '../core/http/clientIp';
import { formTokenOf, registerFormParser } from '../core/http/formBody';
import { formFromSite, sameOriginTest } from '../core/http/sameOrigin';
import { text } from '../core/http/schemas';
import { checkBody } from '../core/http/validateBody';
import { POLL_LIMIT_MESSAGES, SERVER_MESSAGES } from '../core/messages';
import type { AppDeps } from '../deps';
import type { EchoedPage } from './formPage';

type RenderPage = (request: FastifyRequest, reply: FastifyReply, echoed?: EchoedPage) => Promise<FastifyReply>;
type Fields = Record<string, string>;

/** A refused form post answers its page again: 422 with what was sent and the errors under the fields. */
const FORM_REFUSED_STATUS = 422;

const CONTACT_FIELDS = ['name', 'email', 'phone', 'sub', 'des'] as const satisfies (keyof ContactFormValues)[];
const POLL_FIELDS = ['name', 'op1', 'op2', 'op3', 'op4'] as const satisfies (keyof PollFormValues)[];

/** The body a form route takes: its fields and the token, text only (a repeated name is a list: 400). */
function formBody(fields: readonly string[]) {
  const properties = Object.fromEntries([...fields, FORM_TOKEN_FIELD].map((name) => [name, text(20000)]));
  return { type: 'object', properties } as const;
}

/** What the reader sent in the form's own fields, as typed, for the page that shows it again. */
function sentValues(body: unknown, fields: readonly string[]): Fields {
  const sent = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((name) => [name, typeof sent[name] === 'string' ? sent[name] : '']));
}

/** The site's time in India as `YYYY-MM-DD HH:mm:ss`, the contact message's `created_at` (spec §3). */
const indiaTimestamp = (now = new Date()): string => now.toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata' });

interface FormPost<T> {
  path: string;
  form: string;
  fields: readonly string[];
  schema: AnySchema;
  /** Stores the valid form (`token`: its one-time token) and answers: a redirect, or the page again. */
  accept: (
    value: T,
    request: FastifyRequest,
    reply: FastifyReply,
    echo: (page: EchoedPage) => Promise<FastifyReply>,
  ) => Promise<FastifyReply>;
}

/**
 * The readers' forms posted without scripts (`application/x-www-form-urlencoded`, formBody.ts, read
 * in this plugin's scope only: the API stays JSON), at their pages' own addresses. Each is checked with the schema the browser uses; refused, the whole
 * page answers 422 with the spec's messages under the fields and the reader's values kept (the form
 * echo); accepted, a 303 sends the browser on, so a reload posts nothing. A post must come from the
 * site's own page (`formFromSite`, 403 otherwise); the write rate limit counts them like the API's writes.
 */
export async function formPosts(
  app: FastifyInstance,
  { deps, renderPage }: { deps: AppDeps; renderPage: RenderPage },
): Promise<void> {
  registerFormParser(app);
  const sameOrigin = sameOriginTest(deps.config.siteUrl, deps.config.siteUrlSet);

  function route<T>({ path, form, fields, schema, accept }: FormPost<T>): void {
    app.post(path, { schema: { body: formBody(fields) }, ...marked('personal') }, async (request, reply) => {
      if (!formFromSite(sameOrigin, request)) return reply.code(403).send({ message: SERVER_MESSAGES.foreignForm });
      const token = formTokenOf(request.body);
      const values = sentValues(request.body, fields);
      const echo = ({ status, errors = {}, notice }: { status: number; errors?: FieldErrors; notice?: string }) =>
        renderPage(request, reply, { status, form: { token, echo: { form, values, errors, notice } } });
      const checked = await checkBody<T>(schema, values);
      if (!checked.ok) return echo({ status: FORM_REFUSED_STATUS, errors: checked.errors });
      return accept(checked.value, request, reply, (page) => renderPage(request, reply, page));
    });
  }

  route<ContactFormValues>({
    path: href.contact(),
    form: FORM_IDS.contact,
    fields: CONTACT_FIELDS,
    schema: contactFormSchema,
    accept: async (message, request, reply) => {
      const created_at = indiaTimestamp();
      await storeContactMessage(deps.db, { ...message, created_at }, clientIp(request), formTokenOf(request.body));
      return reply.redirect(`${href.contact()}?${FORM_SENT_PARAM}=${FORM_IDS.contact}`, 303);
    },
  });

  route<PollFormValues>({
    path: href.createPoll(),
    form: FORM_IDS.createPoll,
    fields: POLL_FIELDS,
    schema: pollFormSchema,
    accept: async (poll, request, reply, echo) => {
      const proposed = randomInt(LIMITS.pollIdMin, LIMITS.pollIdMax + 1);
      const token = formTokenOf(request.body);
      const outcome = await createVisitorPoll(deps, { ...poll, poll_id: proposed }, clientIp(request), token);
      if (outcome.kind === 'limited') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        const values = sentValues(request.body, POLL_FIELDS);
        const notice = POLL_LIMIT_MESSAGES[outcome.window](outcome.max);
        return echo({ status: 429, form: { token, echo: { form: FORM_IDS.createPoll, values, errors: {}, notice } } });
      }
      return reply.redirect(href.userPoll({ id: outcome.poll.poll_id, name: slugify(outcome.poll.name) }), 303);
    },
  });
}
