import { MISSING_KEY } from '../core/edgeKeys';
import type { AppDeps } from '../deps';
import { pollKey } from './edgeKeys';
import { type CreateOutcome, createUserPoll, type NewUserPoll } from './queries/polls';

/**
 * A visitor's poll, however it was sent (the API's JSON, the page's form posted without scripts):
 * stored within the creation limits (`createUserPoll`) and then shown to readers: its address may
 * have answered "not found" before (`missing`), here and in the shared cache in front.
 */
export async function createVisitorPoll(
  deps: Pick<AppDeps, 'db' | 'config' | 'afterWrite'>,
  input: NewUserPoll,
  ip: string,
  formToken: string | undefined,
): Promise<CreateOutcome> {
  const outcome = await createUserPoll(deps.db, input, ip, deps.config.pollCreation, formToken);
  if (outcome.kind === 'created') await deps.afterWrite({ keys: [pollKey(outcome.poll.poll_id), MISSING_KEY] });
  return outcome;
}
