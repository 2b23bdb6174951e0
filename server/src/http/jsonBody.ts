import type { FastifyInstance } from 'fastify';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

function badJson(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * JSON bodies: an empty body counts as no body (a vote PATCH sent with a JSON content type but
 * nothing in it is fine); keys that could reach an object's prototype are refused (400).
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value) => {
          if (FORBIDDEN_KEYS.has(key)) throw badJson('forbidden key');
          return value;
        }),
      );
    } catch (error) {
      done(error instanceof SyntaxError ? badJson('malformed JSON') : (error as Error), undefined);
    }
  });
}
