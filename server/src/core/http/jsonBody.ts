import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../messages';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

/**
 * Deepest nesting of objects and arrays a body may have. The site's bodies are flat; parsing (and
 * the reviver below, which recurses) thousands of levels would exhaust the stack and answer 500.
 */
const MAX_JSON_DEPTH = 32;

function badJson(message: string, publicMessage?: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400, publicMessage });
}

/** Bytes that are not UTF-8 make the decoder throw instead of becoming U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Half of a surrogate pair on its own (`"\ud800"` in JSON): no character at all. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const badText = () => badJson('not UTF-8 text', SERVER_MESSAGES.badEncoding);

/** True when `text` opens more than `limit` objects/arrays inside each other (brackets in strings do not count). */
function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, quotes included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies: an empty body counts as no body (a vote PATCH sent with a JSON content type but
 * nothing in it is fine); keys that could reach an object's prototype are refused (400), and so is
 * nesting deeper than MAX_JSON_DEPTH. Bytes that are not UTF-8, and lone surrogates escaped in
 * strings, are refused (400 with a Hindi message) rather than stored as U+FFFD.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      const bytes = body as Buffer;
      text = UTF8.decode(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch {
      return done(badText(), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return done(badJson('JSON nested too deeply'), undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value) => {
          if (FORBIDDEN_KEYS.has(key)) throw badJson('forbidden key');
          if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) throw badText();
          return value;
        }),
      );
    } catch (error) {
      // RangeError: a stack overflow is still the client's malformed input, never a server fault.
      const clientFault = error instanceof SyntaxError || error instanceof RangeError;
      done(clientFault ? badJson('malformed JSON') : (error as Error), undefined);
    }
  });
}
