import { loadConfig } from './index';
import { defaultMaxConnections } from './openFileLimit';

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
