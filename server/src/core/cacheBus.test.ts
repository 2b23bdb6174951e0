import { clearPayload, NOTIFY_PAYLOAD_LIMIT, readClearPayload } from './cacheBus';

describe('the cache bus’s messages', () => {
  test('carry the keys a write cleared, and its moment', () => {
    const payload = clearPayload({ origin: 'a', keys: ['poll:7', 'state:उत्तर'], expireAt: 5 });
    expect(readClearPayload(payload)).toEqual({ origin: 'a', keys: ['poll:7', 'state:उत्तर'], expireAt: 5 });
  });

  test('keys that do not fit one NOTIFY clear every answer there instead', () => {
    const keys = Array.from({ length: 1000 }, (_, i) => `article:${i}`);
    const payload = clearPayload({ origin: 'a', keys, expireAt: 9 });
    expect(Buffer.byteLength(payload)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
    expect(readClearPayload(payload)).toEqual({ origin: 'a', keys: 'all', expireAt: 9 });
    // Just under the limit in bytes (Devanagari takes three bytes a letter), the keys go as they are.
    const fits = ['x'.repeat(Math.floor((NOTIFY_PAYLOAD_LIMIT - 200) / 3)).replace(/x/g, 'क')];
    expect(readClearPayload(clearPayload({ origin: 'a', keys: fits }))?.keys).toEqual(fits);
    const over = ['क'.repeat(Math.ceil(NOTIFY_PAYLOAD_LIMIT / 3))];
    expect(readClearPayload(clearPayload({ origin: 'a', keys: over }))?.keys).toBe('all');
  });

  test('a message naming no keys (the groups of the version before) clears every answer; junk is ignored', () => {
    expect(readClearPayload(JSON.stringify({ origin: 'b', groups: ['polls'] }))).toEqual({ origin: 'b', keys: 'all' });
    expect(readClearPayload(JSON.stringify({ origin: 'b', keys: [1, 2] }))?.keys).toBe('all');
    expect(readClearPayload('not json')).toBeUndefined();
    expect(readClearPayload(JSON.stringify({ keys: ['poll:1'] }))).toBeUndefined();
    expect(readClearPayload(undefined)).toBeUndefined();
  });

  test('the version before, reading a message, clears every group it knows', () => {
    const old = JSON.parse(clearPayload({ origin: 'a', keys: ['poll:1'] })) as { groups: string[] };
    expect(old.groups).toEqual(['content', 'polls', 'pages']);
  });
});
