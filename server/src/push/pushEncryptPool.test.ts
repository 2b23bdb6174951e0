import webpush from 'web-push';
import { builtWorkerFile } from '../core/builtWorkerFile';
import type { EncryptJob } from './encryptRequest';
import { EncryptPool } from './pushEncryptPool';
import { PushRequests } from './pushRequest';
import { checkVapid, decryptPush, type ReceiverKeys, receiverKeys } from './testing/webPushCrypto';

const ORIGIN = 'http://127.0.0.1:9';
const keys = webpush.generateVAPIDKeys();
const requests = new PushRequests(keys, 'mailto:push@janmat.test');
const delivery = { ttl: 3600, urgency: 'high' } as const;
const workerFile = () => builtWorkerFile('pushEncryptWorker', __dirname);

/** `n` browsers' keys and a job for each: the text `ख़बर <i>` encrypted for browser i. */
function jobsFor(n: number): { receivers: ReceiverKeys[]; jobs: EncryptJob[] } {
  const receivers = Array.from({ length: n }, () => receiverKeys());
  const jobs = receivers.map((receiver, i) =>
    requests.job(
      {
        endpoint: `${ORIGIN}/push/${i}`,
        p256dh: receiver.publicKey.toString('base64url'),
        auth: receiver.auth.toString('base64url'),
      },
      `ख़बर ${i}`,
      delivery,
    ),
  );
  return { receivers, jobs };
}

describe('the push encryption pool', () => {
  let pool: EncryptPool;
  afterEach(() => pool.close());

  test('what its threads encrypt decrypts to each text, signed with the site’s key, by both threads', async () => {
    pool = new EncryptPool({ threads: 2, workerFile, chunk: 16 });
    const { receivers, jobs } = jobsFor(100);
    const encrypted = await Promise.all(jobs.map((job) => pool.encrypt(job)));
    expect(pool.workers()).toHaveLength(2);
    encrypted.forEach(({ headers, body }, i) => {
      expect(Buffer.isBuffer(body)).toBe(true);
      expect(decryptPush(body, receivers[i]!).toString('utf8')).toBe(`ख़बर ${i}`);
      expect(headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '3600', urgency: 'high' });
      expect(checkVapid(headers.authorization, ORIGIN, Math.floor(Date.now() / 1000))).toBe(keys.publicKey);
    });
  }, 60_000);

  test('a subscription whose key is no key fails alone', async () => {
    pool = new EncryptPool({ threads: 1, workerFile });
    const { receivers, jobs } = jobsFor(2);
    const bad = { ...jobs[0]!, target: { ...jobs[0]!.target, p256dh: 'bm90IGEga2V5' } };
    const [failed, fine] = await Promise.allSettled([pool.encrypt(bad), pool.encrypt(jobs[1]!)]);
    expect(failed).toMatchObject({ status: 'rejected' });
    expect(fine.status === 'fulfilled' && decryptPush(fine.value.body, receivers[1]!).toString()).toBe('ख़बर 1');
  }, 60_000);

  test('a thread that dies rejects only the requests it held, and is replaced', async () => {
    pool = new EncryptPool({ threads: 1, workerFile });
    const warm = jobsFor(1);
    await pool.encrypt(warm.jobs[0]!);
    const [killed] = pool.workers();
    const { receivers, jobs } = jobsFor(640);
    const held = jobs.map((job) => pool.encrypt(job));
    await new Promise((resolve) => setImmediate(resolve));
    await killed!.terminate();
    const settled = await Promise.allSettled(held);
    const rejected = settled.filter((s) => s.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected[0]).toMatchObject({
      reason: expect.objectContaining({ message: expect.stringMatching(/exited/) }),
    });
    settled.forEach((s, i) => {
      if (s.status === 'fulfilled') expect(decryptPush(s.value.body, receivers[i]!).toString()).toBe(`ख़बर ${i}`);
    });
    expect(pool.workers()).toHaveLength(1);
    expect(pool.workers()[0]).not.toBe(killed);
    const again = await pool.encrypt(jobs[0]!);
    expect(decryptPush(again.body, receivers[0]!).toString()).toBe('ख़बर 0');
  }, 60_000);

  test('closed, it rejects what it is asked', async () => {
    pool = new EncryptPool({ threads: 1, workerFile });
    await pool.close();
    await expect(pool.encrypt(jobsFor(1).jobs[0]!)).rejects.toThrow(/closed/);
  });
});

describe('without threads (PUSH_ENCRYPT_THREADS=0)', () => {
  test('the main thread encrypts as the threads do', () => {
    const { receivers, jobs } = jobsFor(1);
    const { target, payload } = jobs[0]!;
    const request = requests.build(target, payload, delivery);
    expect(request.url).toBe(`${ORIGIN}/push/0`);
    expect(decryptPush(request.body, receivers[0]!).toString()).toBe('ख़बर 0');
    expect(checkVapid(request.headers.authorization, ORIGIN, Math.floor(Date.now() / 1000))).toBe(keys.publicKey);
  });
});
