import { type PurgeReceiver, startPurgeReceiver } from '../../test/helpers/purgeReceiver';
import { EdgePurger } from './purge';

const quiet = { warn: jest.fn() };

describe('EdgePurger', () => {
  let cache: PurgeReceiver;
  beforeEach(async () => {
    quiet.warn.mockClear();
    cache = await startPurgeReceiver(4421);
  });
  afterEach(() => cache.close());

  const purger = (urls = [cache.url]) => new EdgePurger({ urls, log: quiet, retryDelaysMs: [1, 1, 1] });

  test('sends a soft purge by key to the cache: PURGE / with xkey-softpurge', async () => {
    const edge = purger();
    edge.purge(['article:7', 'list:national', 'article:7']);
    await edge.idle();
    expect(cache.received).toEqual([{ method: 'PURGE', url: '/', keys: ['article:7', 'list:national'] }]);
    expect(edge.counts).toEqual({ sent: 1, failed: 0, retried: 0 });
  });

  test('a hard purge removes the copies (xkey-purge) and goes before soft ones asked for with it', async () => {
    const edge = purger();
    edge.purge(['home']);
    edge.purge(['pages'], { hard: true });
    await edge.idle();
    expect(cache.received).toEqual([
      { method: 'PURGE', url: '/', keys: ['pages'], hard: true },
      { method: 'PURGE', url: '/', keys: ['home'] },
    ]);
  });

  test('with several processes, each purge goes again a moment later (after every process dropped its copy)', async () => {
    const edge = new EdgePurger({ urls: [cache.url], log: quiet, retryDelaysMs: [1], echoMs: 5 });
    edge.purge(['article:7']);
    await cache.waitFor(2);
    await edge.idle();
    expect(cache.received.map((purge) => purge.keys)).toEqual([['article:7'], ['article:7']]);
    expect(edge.counts.sent).toBe(2);
    edge.stop();
  });

  test('keys asked for while a purge is in flight go together in the next one', async () => {
    const edge = purger();
    cache.answer('hold');
    edge.purge(['poll:1']);
    await cache.waitFor(1);
    for (let i = 0; i < 50; i++) edge.purge(['poll:2']);
    edge.purge(['poll:3']);
    cache.release();
    await edge.idle();
    expect(cache.received.map((purge) => purge.keys)).toEqual([['poll:1'], ['poll:2', 'poll:3']]);
    expect(edge.counts.sent).toBe(2);
  });

  test('a failed purge is tried again, then counted and logged when every try failed', async () => {
    const edge = purger();
    cache.answer(503, 500);
    edge.purge(['home']);
    await edge.idle();
    expect(cache.received).toHaveLength(3);
    expect(edge.counts).toMatchObject({ sent: 1, failed: 0 });

    cache.answer(500, 500, 500, 500);
    edge.purge(['chrome']);
    await edge.idle();
    expect(cache.received).toHaveLength(7);
    expect(edge.counts).toMatchObject({ sent: 1, failed: 1 });
    expect(quiet.warn).toHaveBeenCalledWith(
      expect.objectContaining({ cache: cache.url, keys: 'chrome', problem: 'status 500' }),
      expect.stringContaining('purge failed'),
    );
  });

  test('a cache nobody answers at counts as failed; every other cache still gets its purge', async () => {
    const edge = purger([cache.url, 'http://127.0.0.1:4439']);
    edge.purge(['author:3']);
    await edge.idle();
    expect(cache.received).toHaveLength(1);
    expect(edge.counts).toMatchObject({ sent: 1, failed: 1 });
  });

  test('with no caches configured nothing is sent or counted', async () => {
    const edge = purger([]);
    edge.purge(['home']);
    await edge.idle();
    expect(edge.counts).toEqual({ sent: 0, failed: 0, retried: 0 });
  });
});
