import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  type KeyObject,
  randomBytes,
  verify,
} from 'node:crypto';

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface ReceiverKeys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

/** A new receiver key pair and auth secret, or one from given private key and secret (the RFC's example). */
export function receiverKeys(privateKey?: Buffer, auth?: Buffer): ReceiverKeys {
  const ecdh = createECDH('prime256v1');
  if (privateKey) ecdh.setPrivateKey(new Uint8Array(privateKey));
  else ecdh.generateKeys();
  return { ecdh, publicKey: ecdh.getPublicKey(), auth: auth ?? randomBytes(16) };
}

const u8 = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', u8(ikm), u8(salt), u8(info), length));

/**
 * Decrypts one `aes128gcm` push message (RFC 8188 record, RFC 8291 keys) as the browser does, with
 * node:crypto alone: the header's salt, record size and sender key; the shared secret mixed with the
 * auth secret; the content key and nonce; one record, its padding removed.
 */
export function decryptPush(body: Buffer, receiver: ReceiverKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = receiver.ecdh.computeSecret(u8(senderKey));
  const keyInfo = Buffer.concat([u8(Buffer.from('WebPush: info\0')), u8(receiver.publicKey), u8(senderKey)]);
  const ikm = hkdf(shared, receiver.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', u8(cek), u8(nonce));
  decipher.setAuthTag(u8(record.subarray(record.length - 16)));
  const padded = Buffer.concat([u8(decipher.update(u8(record.subarray(0, record.length - 16)))), u8(decipher.final())]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record (padding delimiter missing)');
  return padded.subarray(0, end);
}

const publicKeys = new Map<string, KeyObject>();

/** The key object of a base64url uncompressed P-256 point (kept: a push service sees few). */
function vapidKey(k: string): KeyObject {
  let key = publicKeys.get(k);
  if (!key) {
    const point = Buffer.from(k, 'base64url');
    if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
    key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    publicKeys.set(k, key);
  }
  return key;
}

/**
 * Checks a VAPID `Authorization` header (RFC 8292) as a push service does: `vapid t=<JWT>, k=<key>`,
 * the JWT's ES256 signature by `k`, its audience the service's origin, not expired nor over 24 hours
 * ahead, a `mailto:` or `https:` subject. Answers the signer's public key, or throws why not.
 */
export function checkVapid(authorization: string | undefined, audience: string, nowS: number): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`JWT alg ${alg}`);
  const data = Buffer.from(`${header}.${claims}`);
  const sig = Buffer.from(signature, 'base64url');
  if (!verify('sha256', u8(data), { key: vapidKey(k), dsaEncoding: 'ieee-p1363' }, u8(sig)))
    throw new Error('bad JWT signature');
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
  if (aud !== audience) throw new Error(`JWT aud ${String(aud)}`);
  if (typeof exp !== 'number' || exp <= nowS || exp > nowS + 24 * 3600) throw new Error('JWT exp');
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) throw new Error('JWT sub');
  return k;
}
