import { readPinnedRemotes, shellRemotes } from './pinnedRemotes';

function pageWith(json: string | undefined): Pick<Document, 'getElementById'> {
  document.body.innerHTML =
    json === undefined ? '' : `<script id="janmat-composition" type="application/json">${json}</script>`;
  return document;
}

const composition = JSON.stringify({
  news: { release: 4, manifest: 'https://cdn.example/news/b2/mf-manifest.json', build: 'b2' },
  polls: { release: 1, manifest: '/remotes/polls/mf-manifest.json', build: null },
});

describe('readPinnedRemotes', () => {
  it('registers the builds the page names', () => {
    expect(readPinnedRemotes(pageWith(composition))).toEqual([
      { name: 'news', entry: 'https://cdn.example/news/b2/mf-manifest.json' },
      { name: 'polls', entry: '/remotes/polls/mf-manifest.json' },
    ]);
  });

  it('names none without the script or with a broken one', () => {
    expect(readPinnedRemotes(pageWith(undefined))).toBeUndefined();
    expect(readPinnedRemotes(pageWith('{"news":'))).toBeUndefined();
    expect(readPinnedRemotes(pageWith('[]'))).toBeUndefined();
  });
});

describe('shellRemotes', () => {
  const fetched = {
    remotes: [{ name: 'news', entry: '/remotes/news/mf-manifest.json' }],
    overrideOrigins: ['https://preview.example'],
  };
  const fetchRemotes = jest.fn(async () => fetched);
  beforeEach(() => fetchRemotes.mockClear());

  it('a pinned page asks nothing more', async () => {
    const pinned = [{ name: 'news', entry: 'https://cdn.example/news/b2/mf-manifest.json' }];
    await expect(shellRemotes(pinned, false, fetchRemotes)()).resolves.toEqual({
      remotes: pinned,
      overrideOrigins: [],
    });
    expect(fetchRemotes).not.toHaveBeenCalled();
  });

  it('with an override, it reads the allowed origins but keeps the pinned builds', async () => {
    const pinned = [{ name: 'news', entry: 'https://cdn.example/news/b2/mf-manifest.json' }];
    await expect(shellRemotes(pinned, true, fetchRemotes)()).resolves.toEqual({
      remotes: pinned,
      overrideOrigins: ['https://preview.example'],
    });
  });

  it('a page that names no builds reads /remotes.json', async () => {
    await expect(shellRemotes(undefined, false, fetchRemotes)()).resolves.toBe(fetched);
  });
});
