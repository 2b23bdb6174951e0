import { availableParallelism } from 'node:os';
import { loadConfig } from '.';
import { isPushServiceAddress } from './push';

describe('push settings', () => {
  test('by default the browser vendors’ push services are the only endpoints, one push per topic per 5 minutes', () => {
    const { push } = loadConfig({});
    const allowed = (url: string) => isPushServiceAddress(url, push.serviceOrigins);
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(allowed('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(allowed('https://web.push.apple.com/QGq')).toBe(true);
    expect(allowed('https://notify.windows.com/w/')).toBe(false);
    expect(allowed('https://evilnotify.windows.com/w/')).toBe(false);
    expect(allowed('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(allowed('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false);
    expect(allowed('https://user:pw@fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(allowed('https://169.254.169.254/latest')).toBe(false);
    expect(push.topicMinIntervalMs).toBe(300_000);
    expect(push.vapid).toBeUndefined();
  });

  test('PUSH_CONTACT defaults to the editorial address and must be mailto: or https:', () => {
    expect(loadConfig({ EDITORIAL_EMAIL: 'desk@janmat.in' }).push.contact).toBe('mailto:desk@janmat.in');
    expect(loadConfig({ PUSH_CONTACT: 'mailto:push@janmat.in' }).push.contact).toBe('mailto:push@janmat.in');
    expect(() => loadConfig({ PUSH_CONTACT: 'push@janmat.in' })).toThrow(/PUSH_CONTACT must be a mailto:/);
  });

  test('a local push service may be listed for tests; http is refused in production, paths always', () => {
    const { push } = loadConfig({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4555', PUSH_TOPIC_MIN_INTERVAL_MS: '0' });
    expect(isPushServiceAddress('http://127.0.0.1:4555/push/1', push.serviceOrigins)).toBe(true);
    expect(isPushServiceAddress('https://fcm.googleapis.com/fcm/send/abc', push.serviceOrigins)).toBe(false);
    expect(push.topicMinIntervalMs).toBe(0);
    const production = { NODE_ENV: 'production', SITE_URL: 'https://janmat.in' };
    expect(() => loadConfig({ ...production, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4555' })).toThrow(/https only/);
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: 'https://fcm.googleapis.com/fcm' })).toThrow(/is not an origin/);
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: 'https://fcm.*.com' })).toThrow(/is not an origin/);
  });

  test('VAPID keys are given as a pair of the right lengths or not at all', () => {
    const publicKey = Buffer.concat([new Uint8Array([4]), new Uint8Array(64).fill(1)]).toString('base64url');
    const privateKey = Buffer.alloc(32, 2).toString('base64url');
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.vapid).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/must be set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(/65-byte/);
  });

  test('the sender’s concurrency is at least 1; subscription writes per address per hour may be unlimited (0)', () => {
    expect(loadConfig({}).push).toMatchObject({ concurrency: 100, subscribesPerHour: 30 });
    expect(loadConfig({ PUSH_CONCURRENCY: '8', PUSH_SUBSCRIBE_MAX_PER_HOUR: '0' }).push).toMatchObject({
      concurrency: 8,
      subscribesPerHour: 0,
    });
    expect(() => loadConfig({ PUSH_CONCURRENCY: '0' })).toThrow(/PUSH_CONCURRENCY must be at least 1/);
    expect(() => loadConfig({ PUSH_TOPIC_MIN_INTERVAL_MS: '-5' })).toThrow(
      /PUSH_TOPIC_MIN_INTERVAL_MS must be a whole number/,
    );
  });

  test('payloads are encrypted in all cores but one (at least 1 thread); 0: on the main thread', () => {
    expect(loadConfig({}).push.encryptThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(loadConfig({ PUSH_ENCRYPT_THREADS: '3' }).push.encryptThreads).toBe(3);
    expect(loadConfig({ PUSH_ENCRYPT_THREADS: '0' }).push.encryptThreads).toBe(0);
    expect(() => loadConfig({ PUSH_ENCRYPT_THREADS: '-1' })).toThrow(/PUSH_ENCRYPT_THREADS must be a whole number/);
  });
});
