import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName } from '@janmat/shared/contracts';
import type { RemoteAssets } from './remoteAssets';
import { serverRemotes } from './serverRender';

const assets = (ssrEntry: string): RemoteAssets => ({
  manifest: '',
  scripts: [],
  pages: {},
  version: 'v1',
  build: null,
  ssrEntry,
});

test('a build elsewhere runs from its checked copy on disk, never from its URL; without a copy it is the browser’s', async () => {
  const webRoot = '/srv/janmat';
  const copied = pathToFileURL('/data/server-builds/abc/remoteEntry.js').href;
  const sections: [RemoteName, RemoteAssets][] = [
    ['news', assets('https://cdn.test/news/b2/server/remoteEntry.js')],
    ['media', assets('https://cdn.test/media/b2/server/remoteEntry.js')],
    ['polls', assets('/remotes/polls/server/remoteEntry.js')],
  ];
  const entry = jest.fn(async (url: string) => (url.includes('/media/') ? copied : undefined));
  const remotes = await serverRemotes({ webRoot }, sections, { entry });
  expect(remotes.map((remote) => [remote.name, remote.entry])).toEqual([
    ['media', `${copied}?v=v1`],
    ['polls', `${pathToFileURL(join(webRoot, 'mfe-polls', 'dist', 'server', 'remoteEntry.js')).href}?v=v1`],
  ]);
  expect(entry).toHaveBeenCalledTimes(2);
});
