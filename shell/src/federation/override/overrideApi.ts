import { OVERRIDE_API } from '@janmat/shared/composition';
import { OVERRIDE_TEXTS } from './overrideTexts';

/**
 * Asks the server to apply `overrides` (`POST`) or to end every override (`overrides` undefined:
 * `DELETE`); it keeps them in its HttpOnly cookie. Resolves once it agreed; rejects with the
 * server's Hindi reason otherwise.
 */
export async function sendOverrides(
  fetchFn: typeof fetch,
  overrides?: Readonly<Record<string, string>>,
): Promise<void> {
  const response = await fetchFn(OVERRIDE_API, {
    method: overrides ? 'POST' : 'DELETE',
    credentials: 'same-origin',
    headers: overrides ? { 'content-type': 'application/json' } : {},
    body: overrides ? JSON.stringify({ overrides }) : undefined,
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new Error(typeof body?.message === 'string' ? body.message : OVERRIDE_TEXTS.failed);
}
