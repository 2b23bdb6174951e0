import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RemoteName } from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import { eq } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { siteSecrets } from '../core/db/schema';

/** What a page's beacon token vouches for: the builds it was composed of, its own section, its render time. */
export interface PageTokenPayload {
  /** Section → the registry's release id of the build the page was rendered with. */
  composition: Partial<Record<RemoteName, number>>;
  /** The section that owns the page (it gets the page's timings). */
  owner: RemoteName;
  /** Render time, ms since the epoch. */
  at: number;
}

/** Clocks of several processes differ a little: a token this far ahead of `now` is still accepted. */
const CLOCK_SKEW_MS = 60_000;
const B64URL = /^[A-Za-z0-9_-]+$/;
const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

const mac = (secret: string, body: string): Buffer => createHmac('sha256', secret).update(body).digest();

/** `owner~at~news:3,media:7`: short, and with nothing a reader could not see on the page anyway. */
function encode(payload: PageTokenPayload): string {
  const parts = Object.entries(payload.composition).map(([section, release]) => `${section}:${release}`);
  return `${payload.owner}~${payload.at.toString(36)}~${parts.join(',')}`;
}

function decode(text: string): PageTokenPayload | undefined {
  const [owner = '', at36 = '', list = '', ...rest] = text.split('~');
  if (rest.length > 0 || !isRemote(owner) || !/^[0-9a-z]{1,12}$/.test(at36)) return undefined;
  const composition: Partial<Record<RemoteName, number>> = {};
  for (const part of list.split(',')) {
    const match = /^([a-z]+):([1-9]\d{0,9})$/.exec(part);
    if (!match || !isRemote(match[1]!) || composition[match[1]] !== undefined) return undefined;
    composition[match[1]] = Number(match[2]);
  }
  if (composition[owner] === undefined) return undefined;
  return { composition, owner, at: Number.parseInt(at36, 36) };
}

/**
 * The beacon token the server writes into a page's composition script (`RUM_TOKEN_ATTR`):
 * `base64url(payload).base64url(HMAC-SHA256)`.
 */
export function signPageToken(secret: string, payload: PageTokenPayload): string {
  const body = Buffer.from(encode(payload)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The payload of a token this site signed, at most `maxAgeMs` old; undefined for anything else. */
export function verifyPageToken(
  secret: string,
  token: unknown,
  now: number,
  maxAgeMs: number,
): PageTokenPayload | undefined {
  if (typeof token !== 'string' || token.length > 512) return undefined;
  const [body = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !B64URL.test(body) || !B64URL.test(signature)) return undefined;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(new Uint8Array(given), new Uint8Array(expected)))
    return undefined;
  const payload = decode(Buffer.from(body, 'base64url').toString('utf8'));
  if (!payload || payload.at > now + CLOCK_SKEW_MS || now - payload.at > maxAgeMs) return undefined;
  return payload;
}

const secrets = new WeakMap<Db, Promise<string>>();

async function readOrCreate(db: Db, name: string): Promise<string> {
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`site secret ${name} missing after creation`);
  return row.value;
}

/**
 * The key that signs pages' beacon tokens (`site_secrets` 'rum'): made once by whichever process
 * comes first, then read by all, so every process signs and checks with the same one. Kept per database.
 */
export function siteSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readOrCreate(db, 'rum');
    // A failed read is tried again next time rather than remembered.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
