// A thread of the push encryption pool (pushEncryptPool.ts starts it). The build (server/build.mjs)
// emits it as dist/pushEncryptWorker.js. It encrypts each chunk of requests it is sent and answers
// with their headers and bodies, or why one could not be encrypted (a subscription's bad key).
import { parentPort } from 'node:worker_threads';
import { encryptRequest } from './encryptRequest';
import type { EncryptAnswer, EncryptChunk } from './pushEncryptProtocol';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

parentPort?.on('message', ({ id, jobs }: EncryptChunk) => {
  const answers = jobs.map((job): EncryptAnswer['answers'][number] => {
    try {
      return encryptRequest(job);
    } catch (error) {
      return { error: message(error) };
    }
  });
  parentPort?.postMessage({ id, answers } satisfies EncryptAnswer);
});
