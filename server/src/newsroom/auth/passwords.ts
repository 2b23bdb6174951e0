import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the package's default algorithm) at OWASP's recommended minimum: 19 MiB, two passes,
 * one lane. The parameters are written into each hash, so raising them later still verifies old ones.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored hash that cannot be read (never throws on those). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a password nobody knows, verified when the e-mail has no account, so that an unknown
 * e-mail takes as long to refuse as a wrong password and sign-in cannot tell who has an account.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
