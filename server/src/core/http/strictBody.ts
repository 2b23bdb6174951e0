import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../messages';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';
interface PropertySchema {
  type?: JsonType | JsonType[];
  anyOf?: PropertySchema[];
}
interface BodySchema {
  properties?: Record<string, PropertySchema>;
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** The JSON types a property schema allows (`type`, or the types of its `anyOf` branches); empty = any. */
function allowedTypes(schema: PropertySchema): JsonType[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  return (schema.anyOf ?? []).flatMap(allowedTypes);
}

function accepts(types: JsonType[], value: unknown): boolean {
  const actual = typeOf(value);
  if (types.includes(actual)) return true;
  return actual === 'number' && types.includes('integer') && Number.isInteger(value);
}

/**
 * Refuses body fields of the wrong JSON type before the schema validator sees them. Fastify's ajv
 * coerces types (`coerceTypes: 'array'`), which path parameters need ("5" → 5) but which would turn
 * `name: ["…"]` or `op1: true` into stored strings; ajv has one coercion setting for every part of
 * the request, so bodies get this check instead. Answers 400 like any validation failure.
 */
export function registerStrictBodyTypes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const schema = request.routeOptions.schema?.body as BodySchema | undefined;
    const body = request.body;
    if (!schema?.properties || typeOf(body) !== 'object') return;
    const errors: Record<string, string> = {};
    for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
      const property = schema.properties[field];
      const types = property ? allowedTypes(property) : [];
      if (types.length > 0 && !accepts(types, value)) errors[field] = SERVER_MESSAGES.fieldInvalid;
    }
    if (Object.keys(errors).length > 0) {
      return reply.code(400).send({ message: SERVER_MESSAGES.validationFailed, errors });
    }
  });
}
