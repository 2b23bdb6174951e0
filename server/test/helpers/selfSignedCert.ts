import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

type Bytes = number[];

/** One DER element: its tag, its length, its body. */
function der(tag: number, ...parts: Bytes[]): Bytes {
  const body = parts.flat();
  const length: Bytes = [];
  for (let n = body.length; n > 0; n >>= 8) length.unshift(n & 0xff);
  return [tag, ...(body.length < 0x80 ? [body.length] : [0x80 | length.length, ...length]), ...body];
}

const seq = (...parts: Bytes[]) => der(0x30, ...parts);
const text = (value: string): Bytes => [...Buffer.from(value)];

function oid(dotted: string): Bytes {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const value of rest) {
    const chunk = [value & 0x7f];
    for (let v = value >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, bytes);
}

/** UTCTime, `YYMMDDHHMMSSZ`. */
const utcTime = (at: Date) => der(0x17, text(`${at.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));

/**
 * A key and a self-signed certificate for `https://127.0.0.1` (and `localhost`), valid for a day,
 * made with node:crypto alone: tests that need a real TLS server (production takes https only)
 * trust it by passing `cert` as the client's `ca`.
 */
export function selfSignedCert(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaSha256 = seq(oid('1.2.840.10045.4.3.2'));
  // A name of its own: a client trusting several of these finds each one's issuer by it.
  const name = seq(der(0x31, seq(oid('2.5.4.3'), der(0x0c, text(`janmat test ${randomBytes(6).toString('hex')}`)))));
  const now = Date.now();
  const altNames = seq(der(0x82, text('localhost')), der(0x87, [127, 0, 0, 1]));
  const tbs = seq(
    der(0xa0, der(0x02, [2])), // version 3
    der(0x02, [1, ...randomBytes(8)]), // serial number (positive)
    ecdsaSha256,
    name,
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name,
    [...publicKey.export({ type: 'spki', format: 'der' })],
    der(0xa3, seq(seq(oid('2.5.29.17'), der(0x04, altNames)))), // subjectAltName
  );
  const signature = sign('sha256', new Uint8Array(tbs), privateKey);
  const certificate = Buffer.from(seq(tbs, ecdsaSha256, der(0x03, [0], [...signature])));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
  };
}
