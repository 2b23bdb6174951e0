import { loadConfig } from './config';
import { releaseSettings } from './releaseSettings';

test('RELEASE_MIN_NETWORKS: 20 distinct readers’ networks per build unless set; a whole number above 0', () => {
  expect(releaseSettings({}).minNetworks).toBe(20);
  expect(releaseSettings({ RELEASE_MIN_NETWORKS: ' 5 ' }).minNetworks).toBe(5);
  expect(() => releaseSettings({ RELEASE_MIN_NETWORKS: '0' })).toThrow('RELEASE_MIN_NETWORKS must be above 0');
  for (const bad of ['-1', '2.5', 'many', '1e3']) {
    expect(() => releaseSettings({ RELEASE_MIN_NETWORKS: bad })).toThrow(`RELEASE_MIN_NETWORKS must be a whole number`);
  }
});

test('the server reads RELEASE_MIN_NETWORKS from its environment', () => {
  expect(loadConfig({ RELEASE_MIN_NETWORKS: '7' }).releases.minNetworks).toBe(7);
});
