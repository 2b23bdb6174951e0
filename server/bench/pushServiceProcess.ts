/**
 * The fake push service of `npm run bench:push`, a process of its own (bundled by pushBench.mjs): it
 * makes the subscriptions (a P-256 key pair and auth secret each, written to the file the bench
 * names), then checks every request's VAPID signature and decrypts every payload, counting those
 * that decrypt to the expected text. Messages: `{ make, file }` → `{ origin }`; `{ key }` (the site's
 * VAPID key from now on); `{ counts }` → the counts.
 */
import { createWriteStream } from 'node:fs';
import { TestPushService } from '../src/push/testing/testPushService';

const expected = process.env.BENCH_EXPECTED ?? '';

/** CPU time (user and system) this process has used so far, ms. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function main() {
  const service = await TestPushService.start({ expected });
  process.on('message', async (message: { make?: number; file?: string; key?: string; counts?: boolean }) => {
    if (message.make !== undefined && message.file) {
      const out = createWriteStream(message.file);
      for (let i = 0; i < message.make; i++) out.write(`${JSON.stringify(service.subscribe())}\n`);
      await new Promise((resolve) => out.end(resolve));
      process.send!({ origin: service.origin, cpuMs: cpuMs() });
    }
    if (message.key) {
      service.requireKey(message.key);
      process.send!({ keyed: true });
    }
    if (message.counts) process.send!({ counts: service.counts, refusals: service.refusals, cpuMs: cpuMs() });
  });
  process.send!({ ready: true });
}

void main();
