import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies field by field
type AnyJson = any;

export interface JsonReply<T = AnyJson> {
  status: number;
  body: T;
  res: LightMyRequestResponse;
}

async function call<T>(app: FastifyInstance, options: InjectOptions): Promise<JsonReply<T>> {
  const res = await app.inject(options);
  const type = String(res.headers['content-type'] ?? '');
  const body = type.includes('application/json') && res.body ? JSON.parse(res.body) : res.body;
  return { status: res.statusCode, body, res };
}

export function getJson<T = AnyJson>(app: FastifyInstance, url: string, remoteAddress?: string): Promise<JsonReply<T>> {
  return call<T>(app, { method: 'GET', url, remoteAddress });
}

export function postJson<T = AnyJson>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  remoteAddress = '198.51.100.7',
): Promise<JsonReply<T>> {
  return call<T>(app, { method: 'POST', url, payload: payload as object, remoteAddress });
}

export function vote<T = AnyJson>(
  app: FastifyInstance,
  option: number,
  pollId: number | string,
  remoteAddress: string,
  count: number | string = 1,
): Promise<JsonReply<T>> {
  return call<T>(app, { method: 'PATCH', url: `/api/updatepollsres${option}/${count}/${pollId}`, remoteAddress });
}

/** A valid create-poll body. */
export function pollBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'क्या बिहार में गठबंधन फिर से बनेगा?',
    poll_id: 500,
    created_by: 'ignored',
    op1: 'हाँ',
    op2: 'नहीं',
    op3: 'पता नहीं',
    op4: '',
    ...overrides,
  };
}

/** A valid contact body. */
export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'राहुल कुमार',
    email: 'rahul@example.in',
    phone: '9876543210',
    sub: 'सुझाव',
    des: 'आपकी साइट बहुत अच्छी है।',
    created_at: '2026-11-21 10:15:00',
    ...overrides,
  };
}

/** A body sent exactly as given (bytes or text), labelled JSON: for what a JSON client would never send. */
export function postRawJson(app: FastifyInstance, url: string, payload: Buffer | string) {
  return app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
}
