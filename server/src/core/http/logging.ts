import type { FastifyServerOptions } from 'fastify';

/**
 * What the logs may carry. Visitor addresses are personal data: written only at `debug`/`trace`
 * (LOG_LEVEL), redacted otherwise. Contact fields and SQL parameters are never written: a failed
 * query's error (drizzle's `DrizzleQueryError`) repeats every parameter in its message, stack and
 * `params`, and PostgreSQL's `detail` quotes the values of a violated key.
 */

const ADDRESS_PATHS = [
  'req.remoteAddress',
  'req.remotePort',
  'req.ip',
  'req.ips',
  'req.headers["x-forwarded-for"]',
  'req.headers["x-real-ip"]',
  'req.url',
];
/** Bodies (contact messages, polls) and what a database error quotes of them. */
const ALWAYS_SECRET = [
  'req.body',
  'body',
  'params',
  'err.params',
  'err.detail',
  'err.cause.params',
  'err.cause.detail',
];

const DEBUG_LEVELS = new Set(['debug', 'trace']);
const REDACTED = '[redacted]';

/** `/api/mypolls/<address>` names an address in its path. */
function maskAddressInUrl(url: string): string {
  return url.replace(/^(\/api\/mypolls\/)[^/?#]*/i, `$1${REDACTED}`);
}

function censor(value: unknown, path: string[]): unknown {
  return path[path.length - 1] === 'url' && typeof value === 'string' ? maskAddressInUrl(value) : REDACTED;
}

/** Drops the `params: …` part drizzle appends to a failed query's message (it runs to the end). */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

/** Fields of an error worth logging (besides type, message, stack, cause). */
const ERROR_FIELDS = ['code', 'statusCode', 'query', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

/**
 * pino's error serializer, with the parameters taken out of message and stack and no free-form
 * fields copied (pino's own copies every enumerable property, `params` and `detail` included).
 */
interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const message = withoutParams(error.message);
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(header)
    ? error.stack.slice(header.length)
    : (error.stack ?? '')
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .map((line) => `\n${line}`)
        .join('');
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: `${error.name}: ${message}${frames}`,
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Fastify's logger settings at `level`. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const paths = DEBUG_LEVELS.has(level) ? ALWAYS_SECRET : [...ALWAYS_SECRET, ...ADDRESS_PATHS];
  return {
    level,
    redact: { paths, censor },
    serializers: { err: (error: unknown) => serializeError(error) },
  };
}
