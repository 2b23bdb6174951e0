import { dehydrateApi } from './hydration';

const api = {
  queries: {
    'getNewsAll(undefined)': { status: 'fulfilled', data: [1] },
    'getVisitorIp(undefined)': { status: 'fulfilled', data: '203.0.113.7' },
    'getMyPolls("203.0.113.7")': { status: 'fulfilled', data: [] },
    'getPoll(4)': { status: 'rejected' },
  },
  provided: { tags: {}, keys: {} },
};

const publicOnly = (key: string) => key === 'getNewsAll(undefined)' || key === 'getPoll(4)';

test('a page others may be sent carries the answers its keep rule accepts, and no failed query', () => {
  expect(Object.keys(dehydrateApi(api, publicOnly).queries)).toEqual(['getNewsAll(undefined)']);
});

test("a visitor's own page carries their address and polls, so it hydrates as rendered", () => {
  expect(Object.keys(dehydrateApi(api).queries)).toEqual([
    'getNewsAll(undefined)',
    'getVisitorIp(undefined)',
    'getMyPolls("203.0.113.7")',
  ]);
});
