/** Shorter tokens could be guessed by a patient scraper; `openssl rand -hex 24` gives 48 characters. */
const MIN_METRICS_TOKEN_LENGTH = 24;

/**
 * METRICS_TOKEN: unset or empty leaves `/metrics` off; set, it is the bearer token a Prometheus
 * server sends. A short token or one with spaces stops the start with a message saying why.
 */
export function metricsTokenSetting(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token)) {
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (e.g. METRICS_TOKEN=$(openssl rand -hex 24))`,
    );
  }
  return token;
}
