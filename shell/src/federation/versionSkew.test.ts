import { createInstance } from '@module-federation/enhanced/runtime';

// The share configuration every build uses (shared/mf-shared.js), and the version it provides.
const { sharedModules } = require('@janmat/shared/mf-shared') as {
  sharedModules: Record<string, { singleton: boolean; requiredVersion: string }>;
};
const SHELL_VERSION = (require('@janmat/shared/package.json') as { version: string }).version;
const CONTRACT = '@janmat/shared';

/** The next minor of a semver version: what a remote built against a newer `@janmat/shared` declares. */
function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a remote built against a newer minor of @janmat/shared runs with the shell copy, and the runtime warns', async () => {
  const shellCopy = { copy: 'shell' };
  const remoteCopy = { copy: 'remote' };
  const shellConfig = sharedModules[CONTRACT];
  expect(shellConfig).toEqual({ singleton: true, requiredVersion: `^${SHELL_VERSION}` });

  const shell = createInstance({
    name: 'skew-shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { [CONTRACT]: { version: SHELL_VERSION, lib: () => shellCopy, shareConfig: shellConfig } },
  });
  const fromShell = await shell.loadShare<typeof shellCopy>(CONTRACT);
  expect(typeof fromShell === 'function' ? fromShell() : fromShell).toBe(shellCopy);

  // The remote's container joins the shell's share scope, as `init(shareScope)` does in the browser.
  const newer = nextMinor(SHELL_VERSION);
  const remote = createInstance({
    name: 'skew-news',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      [CONTRACT]: {
        version: newer,
        get: async () => () => remoteCopy,
        shareConfig: { ...shellConfig, requiredVersion: `^${newer}` },
      },
    },
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default ?? {});
  const fromRemote = await remote.loadShare<typeof shellCopy>(CONTRACT);

  expect(typeof fromRemote === 'function' ? fromRemote() : fromRemote).toBe(shellCopy);
  const warnings = (console.warn as jest.Mock).mock.calls.flat().join(' ');
  expect(warnings).toContain(`Version ${SHELL_VERSION}`);
  expect(warnings).toContain(`does not satisfy the requirement of skew-news which needs ^${newer}`);
});

test('a remote built against the same major and an older minor runs with the shell copy without a warning', async () => {
  const shellCopy = { copy: 'shell' };
  const shellConfig = sharedModules[CONTRACT];
  const shell = createInstance({
    name: 'same-shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { [CONTRACT]: { version: nextMinor(SHELL_VERSION), lib: () => shellCopy, shareConfig: shellConfig } },
  });
  await shell.loadShare(CONTRACT);
  const remote = createInstance({
    name: 'same-news',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      [CONTRACT]: { version: SHELL_VERSION, get: async () => () => ({ copy: 'remote' }), shareConfig: shellConfig },
    },
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default ?? {});
  const fromRemote = await remote.loadShare<typeof shellCopy>(CONTRACT);
  expect(typeof fromRemote === 'function' ? fromRemote() : fromRemote).toBe(shellCopy);
  expect(console.warn).not.toHaveBeenCalled();
});
