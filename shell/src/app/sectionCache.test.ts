import type { RemoteName } from '@janmat/shared';
import { type AnySection, createSectionCache } from './sectionCache';

const section = { pages: {} } as unknown as AnySection;

test('loads a section once however often its routes ask', async () => {
  const load = jest.fn(async (_: RemoteName) => section);
  const cache = createSectionCache(load);
  expect(cache.get('media')).toBe(cache.get('media'));
  await expect(cache.get('media')).resolves.toBe(section);
  cache.get('news');
  expect(load.mock.calls).toEqual([['media'], ['news']]);
});

test('keeps a failed load until it is forgotten, then loads again', async () => {
  const load = jest.fn<Promise<AnySection>, [RemoteName]>().mockRejectedValueOnce(new Error('down'));
  load.mockResolvedValue(section);
  const cache = createSectionCache(load);
  const failed = cache.get('static');
  await expect(failed).rejects.toThrow('down');
  expect(cache.get('static')).toBe(failed);
  cache.forget('static');
  await expect(cache.get('static')).resolves.toBe(section);
  expect(load).toHaveBeenCalledTimes(2);
});
