import { STORAGE_KEYS } from '@janmat/shared';

/** Reads a key, treating a blocked or missing storage as empty. */
function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch (error) {
    console.error('Could not store the vote in this browser', error);
  }
}

/**
 * True when this browser last voted on `pollId` from `ip` (spec §5: same stored IP AND same stored
 * poll id). Only a hint that saves a request: the server still refuses a repeat vote with 409.
 */
export function hasVotedLocally(ip: string | undefined, pollId: number): boolean {
  if (!ip) return false;
  return read(STORAGE_KEYS.voterIp) === ip && read(STORAGE_KEYS.votedPollId) === String(pollId);
}

/** Keeps the last voter IP and the last voted poll id (spec §3). */
export function rememberVote(ip: string | undefined, pollId: number): void {
  if (ip) write(STORAGE_KEYS.voterIp, ip);
  write(STORAGE_KEYS.votedPollId, String(pollId));
}
