import { LIMITS } from '@janmat/shared/validation';

/** A client-proposed poll id, a whole number from 10 to 10009 (spec §9). */
export function randomPollId(random: () => number = Math.random): number {
  const span = LIMITS.pollIdMax - LIMITS.pollIdMin + 1;
  const offset = Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
  return LIMITS.pollIdMin + offset;
}
