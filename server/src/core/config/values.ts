/** The environment the settings are read from (`process.env`, or a test's copy). */
export type Env = Record<string, string | undefined>;

export function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** `on` / `off` (also `1` / `0`, `true` / `false`); anything else is a mistake worth stopping for. */
export function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['on', '1', 'true'].includes(v)) return true;
  if (['off', '0', 'false'].includes(v)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

/** A duration in milliseconds that must be set to something (0 would switch a protection off). */
export function duration(value: string | undefined, fallback: number, name: string): number {
  const ms = integer(value, fallback, name);
  if (ms === 0) throw new Error(`${name} must be at least 1 (milliseconds)`);
  return ms;
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
