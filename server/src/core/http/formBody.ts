import { FORM_TOKEN_FIELD, FORM_TOKEN_PATTERN } from '@janmat/shared/contracts';
import type { FastifyInstance } from 'fastify';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Bodies of the site's plain HTML forms (`application/x-www-form-urlencoded`, what a browser posts
 * without scripts): an object of the fields' texts. A name sent more than once becomes a list, which
 * a route's body schema refuses (strictBody.ts). The fields are own properties (`Object.fromEntries`),
 * so a field named `__proto__` reaches no prototype. Registered once per scope that takes forms.
 */
export function registerFormParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM_TYPE)) return;
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    const fields = new Map<string, string | string[]>();
    for (const [name, value] of new URLSearchParams(body as string)) {
      const before = fields.get(name);
      fields.set(name, before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]);
    }
    done(null, Object.fromEntries(fields));
  });
}

/** The form's one-time token in a body (contracts/formEcho.ts), when it has one of the right shape. */
export function formTokenOf(body: unknown): string | undefined {
  const token = (body as Record<string, unknown> | undefined)?.[FORM_TOKEN_FIELD];
  return typeof token === 'string' && FORM_TOKEN_PATTERN.test(token) ? token : undefined;
}
