/** Shorter tokens could be guessed by a patient scraper; `openssl rand -hex 24` gives 48 characters. */
const MIN_TOKEN_LENGTH = 24;

/**
 * A bearer token setting (`name`): unset or empty is undefined; a short token or one with spaces
 * stops the start with a message saying why.
 */
export function tokenSetting(name: string, value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)) {
    throw new Error(
      `${name} must be at least ${MIN_TOKEN_LENGTH} characters without spaces (e.g. ${name}=$(openssl rand -hex 24))`,
    );
  }
  return token;
}

/** METRICS_TOKEN: unset leaves `/metrics` off; set, it is the bearer token a Prometheus server sends. */
export const metricsTokenSetting = (value: string | undefined): string | undefined =>
  tokenSetting('METRICS_TOKEN', value);
