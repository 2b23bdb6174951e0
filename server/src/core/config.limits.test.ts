import { loadConfig } from './config';
import { defaultMaxConnections } from './http/openFileLimit';

test('slow-client and shutdown settings: defaults', () => {
  const config = loadConfig({ SITE_URL: 'https://janmat.in' });
  expect(config.connections).toEqual({
    requestTimeoutMs: 30_000,
    headersTimeoutMs: 10_000,
    idleTimeoutMs: 30_000,
    max: defaultMaxConnections(),
    maxPerAddress: 64,
  });
  expect(config.shutdownTimeoutMs).toBe(10_000);
  expect(config.warnings).toEqual([]);
});

test('slow-client and shutdown settings: from the environment', () => {
  const config = loadConfig({
    REQUEST_TIMEOUT_MS: '2000',
    HEADERS_TIMEOUT_MS: '5000',
    IDLE_TIMEOUT_MS: '3000',
    MAX_CONNECTIONS: '500',
    MAX_CONNECTIONS_PER_IP: '0',
    SHUTDOWN_TIMEOUT_MS: '1500',
  });
  // The headers cannot be given longer than the whole request.
  expect(config.connections).toEqual({
    requestTimeoutMs: 2000,
    headersTimeoutMs: 2000,
    idleTimeoutMs: 3000,
    max: 500,
    maxPerAddress: 0,
  });
  expect(config.shutdownTimeoutMs).toBe(1500);
  for (const name of ['REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS', 'IDLE_TIMEOUT_MS', 'SHUTDOWN_TIMEOUT_MS']) {
    expect(() => loadConfig({ [name]: '0' })).toThrow(`${name} must be at least 1`);
  }
});

test('SITE_URL unset: a warning that says what to set; in production, no start', () => {
  expect(loadConfig({ PORT: '8080' }).warnings).toEqual([
    'SITE_URL is not set: canonical links, Open Graph tags, the sitemap and RSS point at http://localhost:8080. ' +
      "Set SITE_URL to the site's public address (e.g. SITE_URL=https://janmat.in).",
  ]);
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
    /^SITE_URL is not set, and NODE_ENV=production: .* Set SITE_URL to the site's public address/,
  );
  const production = loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://janmat.in/' });
  expect(production.siteUrl).toBe('https://janmat.in');
  expect(production.warnings).toEqual([]);
});
