/**
 * Asks `condition` until it holds, at most `attempts` times, and resolves whether it did. There is no
 * pause between tries (each try is itself a request or a query): the bound is a number of tries, not
 * a time, so a slow machine takes longer instead of failing.
 */
export async function eventually(condition: () => Promise<boolean>, attempts: number): Promise<boolean> {
  for (let i = 0; i < attempts; i++) if (await condition()) return true;
  return false;
}
