import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../messages';

interface ParamsSchema {
  properties?: Record<string, { type?: string }>;
}

const DIGITS = /^\d+$/;

/**
 * A whole-number path parameter (a poll's id, a count) is written in digits, nothing else. Fastify's
 * ajv coerces a path's text to a number as JavaScript does, so `1e3`, `0x3e8` or ` 1000` would be
 * poll 1000; those answer 400 before the route's schema sees them.
 */
export function registerStrictParams(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const properties = (request.routeOptions.schema?.params as ParamsSchema | undefined)?.properties;
    if (!properties) return;
    const params = request.params as Record<string, unknown>;
    for (const [name, property] of Object.entries(properties)) {
      const value = params[name];
      if (property.type === 'integer' && typeof value === 'string' && !DIGITS.test(value)) {
        return reply
          .code(400)
          .send({ message: SERVER_MESSAGES.notANumber, errors: { [name]: SERVER_MESSAGES.notANumber } });
      }
    }
  });
}
