import { loadConfig } from '.';

describe('RESULTS_TOKEN', () => {
  test('unset leaves the counting feed to newsroom sessions', () => {
    expect(loadConfig({}).resultsToken).toBeUndefined();
  });

  test('a long token is the feed’s bearer token; a short one stops the start', () => {
    const token = 'a'.repeat(48);
    expect(loadConfig({ RESULTS_TOKEN: ` ${token} ` }).resultsToken).toBe(token);
    expect(() => loadConfig({ RESULTS_TOKEN: 'short' })).toThrow(/RESULTS_TOKEN must be at least 24 characters/);
  });
});
