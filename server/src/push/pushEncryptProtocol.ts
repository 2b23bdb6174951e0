import type { EncryptedRequest, EncryptJob } from './encryptRequest';

/** To a thread of the pool: requests to encrypt, under the chunk's number. */
export interface EncryptChunk {
  id: number;
  jobs: EncryptJob[];
}

/** From it: each request's headers and body (a Uint8Array once it has crossed), or why it failed, in order. */
export interface EncryptAnswer {
  id: number;
  answers: (EncryptedRequest | { error: string })[];
}
