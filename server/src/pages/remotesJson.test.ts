import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteName } from '@janmat/shared/contracts';
import type { RemoteAssets } from '../composition/remoteAssets';
import { remotesDocument, ShellBuild } from './remotesJson';

const builds: Record<RemoteName, string | null> = {
  news: '0.0.0+eb1469f.11111111',
  media: '0.0.0+eb1469f.22222222',
  polls: null,
  static: '0.0.0+0a69692.33333333',
  newsroom: '0.0.0+0a69692.55555555',
};
const sections = {
  get: async (name: RemoteName) => ({ build: builds[name] }) as RemoteAssets,
};

test('names each section manifest, the build of the shell and of each section, and the override origins', async () => {
  const document = await remotesDocument(
    {
      webRoot: '/nowhere',
      remoteUrls: { media: 'https://cdn.example.com/media/mf-manifest.json' },
      remoteOverrideOrigins: ['https://preview.example'],
    },
    sections,
    { get: async () => '0.0.0+eb1469f.44444444' },
  );
  expect(document).toEqual({
    news: '/remotes/news/mf-manifest.json',
    media: 'https://cdn.example.com/media/mf-manifest.json',
    polls: '/remotes/polls/mf-manifest.json',
    static: '/remotes/static/mf-manifest.json',
    newsroom: '/remotes/newsroom/mf-manifest.json',
    versions: { shell: '0.0.0+eb1469f.44444444', ...builds },
    overrideOrigins: ['https://preview.example'],
  });
});

test("the shell's build is read from its manifest, again when the file changes, and null when there is none", async () => {
  const dist = mkdtempSync(join(tmpdir(), 'janmat-shell-build-'));
  const shell = new ShellBuild(dist);
  expect(await shell.get()).toBeNull();

  mkdirSync(dist, { recursive: true });
  const file = join(dist, 'mf-manifest.json');
  writeFileSync(file, JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.0.0+aaaaaaa.1' } } }));
  expect(await shell.get()).toBe('0.0.0+aaaaaaa.1');

  writeFileSync(file, JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.0.0+bbbbbbb.22' } } }));
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  expect(await shell.get()).toBe('0.0.0+bbbbbbb.22');

  writeFileSync(file, 'not json');
  utimesSync(file, new Date(), new Date(Date.now() + 10_000));
  expect(await shell.get()).toBeNull();
});
