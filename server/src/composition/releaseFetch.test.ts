import { closedAfterEach, fetchTrusting, httpServer, httpsServer, redirectTo } from '../../test/helpers/localServers';
import { fetchRelease, MAX_HOPS, ReleaseFetchError, refusedSource } from './releaseFetch';

const CDN = 'https://cdn.test';
const SOURCES = { origins: [CDN, 'https://mirror.test'], httpsOnly: true };

/** A fake network: each address's answer, and what was asked, in order. */
function network(answers: Record<string, () => Response>) {
  const asked: { url: string; redirect?: RequestInit['redirect'] }[] = [];
  const fetchFn = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(input), redirect: init?.redirect });
    const answer = answers[String(input)];
    return answer ? answer() : new Response('missing', { status: 404 });
  }) as unknown as typeof fetch;
  return { fetchFn, asked };
}

const moved =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });

describe('where a release may be fetched from', () => {
  it('an http(s) address on an allowed origin, and https only in production', () => {
    expect(refusedSource(`${CDN}/news/mf-manifest.json`, SOURCES)).toBeUndefined();
    expect(refusedSource('https://elsewhere.test/mf-manifest.json', SOURCES)).toContain('RELEASE_MANIFEST_ORIGINS');
    expect(refusedSource('http://cdn.test/mf-manifest.json', SOURCES)).toContain('https');
    expect(refusedSource('http://cdn.test/x.js', { origins: ['http://cdn.test'], httpsOnly: false })).toBeUndefined();
    for (const url of ['file:///etc/passwd', 'ftp://cdn.test/x', '/remotes/news/x.js', 'nonsense']) {
      expect(refusedSource(url, SOURCES)).toBeDefined();
    }
  });
});

describe('fetchRelease', () => {
  it('asks nothing of an address outside the allowed origins', async () => {
    const { fetchFn } = network({});
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'https://10.0.0.5:6379/', 'http://cdn.test/x.js']) {
      await expect(fetchRelease(url, SOURCES, fetchFn)).rejects.toBeInstanceOf(ReleaseFetchError);
    }
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('follows redirects within the allowed origins itself (each Location resolved against its address)', async () => {
    const { fetchFn, asked } = network({
      [`${CDN}/news/latest/mf-manifest.json`]: moved('../b2/mf-manifest.json', 301),
      [`${CDN}/news/b2/mf-manifest.json`]: moved('https://mirror.test/news/b2/mf-manifest.json', 307),
      'https://mirror.test/news/b2/mf-manifest.json': () => new Response('{"name":"news"}'),
    });
    const response = await fetchRelease(`${CDN}/news/latest/mf-manifest.json`, SOURCES, fetchFn);
    expect(await response.json()).toEqual({ name: 'news' });
    expect(asked).toEqual([
      { url: `${CDN}/news/latest/mf-manifest.json`, redirect: 'manual' },
      { url: `${CDN}/news/b2/mf-manifest.json`, redirect: 'manual' },
      { url: 'https://mirror.test/news/b2/mf-manifest.json', redirect: 'manual' },
    ]);
  });

  it('refuses a redirect to http:// in production, or to an origin not allowed, without asking it', async () => {
    for (const location of ['http://cdn.test/news/b2/server/remoteEntry.js', 'https://evil.test/remoteEntry.js']) {
      const { fetchFn, asked } = network({ [`${CDN}/news/b2/server/remoteEntry.js`]: moved(location) });
      await expect(fetchRelease(`${CDN}/news/b2/server/remoteEntry.js`, SOURCES, fetchFn)).rejects.toThrow(
        `redirected to ${location}`,
      );
      expect(asked.map((a) => a.url)).toEqual([`${CDN}/news/b2/server/remoteEntry.js`]);
    }
  });

  it(`gives up after ${MAX_HOPS} redirects, and on a redirect without a Location`, async () => {
    const { fetchFn, asked } = network({ [`${CDN}/loop.js`]: moved('/loop.js') });
    await expect(fetchRelease(`${CDN}/loop.js`, SOURCES, fetchFn)).rejects.toThrow(`more than ${MAX_HOPS} redirects`);
    expect(asked).toHaveLength(MAX_HOPS + 1);
    const nowhere = network({ [`${CDN}/x.js`]: () => new Response(null, { status: 302 }) });
    await expect(fetchRelease(`${CDN}/x.js`, SOURCES, nowhere.fetchFn)).rejects.toThrow('without a Location');
  });

  it('answers an error status as it is (the caller refuses it)', async () => {
    const { fetchFn } = network({});
    expect((await fetchRelease(`${CDN}/gone.js`, SOURCES, fetchFn)).status).toBe(404);
  });
});

describe('fetchRelease on real sockets', () => {
  const start = closedAfterEach();

  it('with the global fetch, a 302 to an origin not allowed is not followed; one within them is', async () => {
    const target = await start(httpServer((_request, response) => response.end('code elsewhere')));
    const cdn = await start(
      httpServer((request, response) => {
        if (request.url === '/outside') return redirectTo(`${target.origin}/x.js`)(request, response);
        if (request.url === '/inside') return redirectTo('/file.js')(request, response);
        response.end('code of the build');
      }),
    );
    const sources = { origins: [cdn.origin], httpsOnly: false };
    await expect(fetchRelease(`${cdn.origin}/outside`, sources, fetch)).rejects.toThrow(
      `redirected to ${target.origin}/x.js`,
    );
    expect(target.asked).toEqual([]);
    const followed = await fetchRelease(`${cdn.origin}/inside`, sources, fetch);
    expect(await followed.text()).toBe('code of the build');
    expect(cdn.asked).toEqual(['/outside', '/inside', '/file.js']);
  });

  it('in production, an https server redirecting to http:// is refused and the http address never asked', async () => {
    const plain = await start(
      httpServer((_request, response) => response.end('module.exports = "changed on the way"')),
    );
    const tls = await start(httpsServer(redirectTo(`${plain.origin}/server/remoteEntry.js`)));
    // The http origin is even listed: production takes https only, whatever the list says.
    const sources = { origins: [tls.origin, plain.origin], httpsOnly: true };
    await expect(fetchRelease(`${tls.origin}/server/remoteEntry.js`, sources, fetchTrusting(tls.ca))).rejects.toThrow(
      'not https',
    );
    expect(tls.asked).toEqual(['/server/remoteEntry.js']);
    expect(plain.asked).toEqual([]);
  });
});
