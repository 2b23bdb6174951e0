import { createHmac } from 'node:crypto';
import { openReleasesTestDb } from '../../test/helpers/releases/testDb';
import { siteSecrets } from '../core/db/schema';
import { signPageToken, siteSecret, verifyPageToken } from './rumToken';

const SECRET = 'test-secret';
const AT = Date.parse('2026-11-26T08:00:00Z');
const payload = { composition: { news: 12, media: 3, polls: 4 }, owner: 'news' as const, at: AT };
const HOUR = 3_600_000;

test('a signed token gives back its payload while young enough', () => {
  const token = signPageToken(SECRET, payload);
  expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  expect(token.length).toBeLessThan(120);
  expect(verifyPageToken(SECRET, token, AT + 1000, HOUR)).toEqual(payload);
  expect(verifyPageToken(SECRET, token, AT + HOUR, HOUR)).toEqual(payload);
});

test('refused: too old, from the future, another key, changed payload or MAC, malformed', () => {
  const token = signPageToken(SECRET, payload);
  const [body, mac] = token.split('.') as [string, string];
  expect(verifyPageToken(SECRET, token, AT + HOUR + 1, HOUR)).toBeUndefined();
  expect(verifyPageToken(SECRET, token, AT - 5 * 60_000, HOUR)).toBeUndefined();
  expect(verifyPageToken('another', token, AT, HOUR)).toBeUndefined();
  const forged = Buffer.from(`news~${AT.toString(36)}~news:13`).toString('base64url');
  expect(verifyPageToken(SECRET, `${forged}.${mac}`, AT, HOUR)).toBeUndefined();
  const flipped = mac.startsWith('A') ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
  expect(verifyPageToken(SECRET, `${body}.${flipped}`, AT, HOUR)).toBeUndefined();
  for (const bad of [
    '',
    '.',
    body,
    `${body}.${mac}.x`,
    `${body}.${mac.slice(2)}`,
    `${body}!.${mac}`,
    42,
    null,
    'x'.repeat(600),
  ]) {
    expect(verifyPageToken(SECRET, bad, AT, HOUR)).toBeUndefined();
  }
});

test('a correctly signed payload of the wrong form is refused too', () => {
  const sign = (text: string) => {
    const body = Buffer.from(text).toString('base64url');
    return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
  };
  const at = AT.toString(36);
  expect(verifyPageToken(SECRET, sign(`news~${at}~news:1`), AT, HOUR)).toEqual({
    composition: { news: 1 },
    owner: 'news',
    at: AT,
  });
  for (const text of [
    `nope~${at}~news:1`,
    `news~${at}~media:1`,
    `news~${at}~news:0`,
    `news~${at}~news:1,news:2`,
    `news~${at}~evil:1,news:1`,
    `news~${at}~news:1~x`,
    `news~XYZ~news:1`,
    `news~${at}~`,
  ]) {
    expect(verifyPageToken(SECRET, sign(text), AT, HOUR)).toBeUndefined();
  }
});

test('the site secret is made once and read by everyone after', async () => {
  const a = await openReleasesTestDb();
  try {
    const [first, second] = await Promise.all([siteSecret(a.db), siteSecret(a.db)]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toBe(first);
    const rows = await a.db.select().from(siteSecrets);
    expect(rows).toEqual([{ name: 'rum', value: first }]);
  } finally {
    await a.drop();
  }
});
