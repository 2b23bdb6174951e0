import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkVapid, decryptPush, type ReceiverKeys, receiverKeys } from './webPushCrypto';

/** A subscription as a browser would hand it to the site. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** An answer the service gives instead of 201 (`retryAfter` in seconds). */
export interface PlannedAnswer {
  status: number;
  retryAfter?: number;
}

export interface TestPushServiceOptions {
  /** The VAPID public key every request must be signed with (unset: any valid signature). */
  vapidKey?: string;
  /** Keep each decrypted text (tests); off, only counts (the bench's 100,000). */
  keepTexts?: boolean;
  /** Texts expected: a decrypted payload is counted `right` when it equals this (the bench). */
  expected?: string;
}

/**
 * A push service on 127.0.0.1 for tests and the bench: each request must carry a VAPID token signed
 * by the site's key for this origin, and its body must decrypt (aes128gcm) with its subscription's
 * private key; it answers 201, or what a test planned for that subscription (429, 410, 500…).
 */
export class TestPushService {
  readonly origin: string;
  /** Decrypted texts by subscription id (with `keepTexts`). */
  readonly texts = new Map<number, string[]>();
  /** Counts: requests, delivered (201 answered), right (decrypted to `expected`), refused (bad VAPID or body). */
  readonly counts = { requests: 0, delivered: 0, right: 0, refused: 0 };
  /** Why requests were refused (the first few). */
  readonly refusals: string[] = [];
  private readonly receivers: ReceiverKeys[] = [];
  private readonly plans = new Map<number, PlannedAnswer[]>();

  private constructor(
    private readonly server: Server,
    private readonly options: TestPushServiceOptions,
  ) {
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  static async start(options: TestPushServiceOptions = {}, port = 0): Promise<TestPushService> {
    const server = createServer();
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const service = new TestPushService(server, options);
    server.on('request', (req, res) => service.receive(req, res));
    return service;
  }

  /** A new browser subscription at this service (its own key pair and auth secret). */
  subscribe(): TestSubscription & { id: number } {
    const keys = receiverKeys();
    this.receivers.push(keys);
    const id = this.receivers.length - 1;
    return {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') },
    };
  }

  /** From now on, every request must be signed with this VAPID public key (the site's, once it is known). */
  requireKey(publicKey: string): void {
    this.options.vapidKey = publicKey;
  }

  /** The next answers to requests for subscription `id`, in order (then 201 again). */
  plan(id: number, ...answers: PlannedAnswer[]): void {
    this.plans.set(id, [...(this.plans.get(id) ?? []), ...answers]);
  }

  private receive(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => this.answer(req, res, Buffer.concat(chunks.map((c) => new Uint8Array(c)))));
  }

  private answer(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    this.counts.requests += 1;
    const id = Number(/^\/push\/(\d+)$/.exec(req.url ?? '')?.[1] ?? Number.NaN);
    const receiver = this.receivers[id];
    if (!receiver || req.method !== 'POST') {
      this.refuse(res, 404, `no subscription at ${req.url}`);
      return;
    }
    let text: string;
    try {
      const k = checkVapid(req.headers.authorization, this.origin, Math.floor(Date.now() / 1000));
      if (this.options.vapidKey && k !== this.options.vapidKey) throw new Error('signed by another key');
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      if (!req.headers.ttl || !req.headers.urgency) throw new Error('no TTL or Urgency');
      text = decryptPush(body, receiver).toString('utf8');
    } catch (error) {
      this.refuse(res, 400, String(error));
      return;
    }
    const planned = this.plans.get(id)?.shift();
    if (planned) {
      if (planned.retryAfter !== undefined) res.setHeader('retry-after', String(planned.retryAfter));
      res.statusCode = planned.status;
      return void res.end();
    }
    this.counts.delivered += 1;
    if (text === this.options.expected) this.counts.right += 1;
    if (this.options.keepTexts) this.texts.set(id, [...(this.texts.get(id) ?? []), text]);
    res.statusCode = 201;
    res.end();
  }

  private refuse(res: ServerResponse, status: number, why: string): void {
    this.counts.refused += 1;
    if (this.refusals.length < 10) this.refusals.push(why);
    res.statusCode = status;
    res.end();
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
