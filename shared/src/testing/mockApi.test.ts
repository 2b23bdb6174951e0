import { deferred, list, mockApi, reply } from './mockApi';

describe('mockApi', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers JSON by API path and records what was asked', async () => {
    const api = mockApi({ '/api/newsall': list({ id: 1 }) });
    const response = await fetch('/api/newsall');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ data: [{ id: 1 }] });
    expect(api.requested()).toEqual(['/api/newsall']);
  });

  it('answers 404 JSON for a path it does not know', async () => {
    mockApi({});
    const response = await fetch('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('prefers a method-and-path entry, decodes paths and keeps the query', async () => {
    const api = mockApi({
      'PATCH /api/vote': reply(201, { message: 'ok' }),
      '/api/vote': { message: 'any method' },
      '/api/खोज': { hit: true },
    });
    const patch = await fetch(new Request('/api/vote', { method: 'PATCH', body: JSON.stringify({ n: 1 }) }));
    expect(patch.status).toBe(201);
    expect(await (await fetch('/api/vote')).json()).toEqual({ message: 'any method' });
    expect(await (await fetch('/api/%E0%A4%96%E0%A5%8B%E0%A4%9C?page=2')).json()).toEqual({ hit: true });
    expect(api.calls).toEqual([
      { method: 'PATCH', path: '/api/vote', body: { n: 1 } },
      { method: 'GET', path: '/api/vote', body: undefined },
      { method: 'GET', path: '/api/खोज?page=2', body: undefined },
    ]);
  });

  it('lets a function answer, even later, and answers can change between requests', async () => {
    const held = deferred<unknown>();
    const api = mockApi({ 'POST /api/insert': (request: { body: unknown }) => held.promise.then(() => request.body) });
    const pending = fetch('/api/insert', { method: 'POST', body: JSON.stringify({ name: 'सीमा' }) });
    held.resolve(undefined);
    expect(await (await pending).json()).toEqual({ name: 'सीमा' });
    api.answers.set('POST /api/insert', reply(500));
    expect((await fetch('/api/insert', { method: 'POST' })).status).toBe(500);
  });
});

test('keeps each request’s headers beside it', async () => {
  const api = mockApi({ 'POST /api/x': { ok: true } });
  await fetch('/api/x', { method: 'POST', headers: { 'X-CSRF-Token': 'abc' }, body: '{}' });
  await fetch('/api/y');
  expect(api.headers[0]).toEqual(expect.objectContaining({ 'x-csrf-token': 'abc' }));
  expect(api.headers[1]?.['x-csrf-token']).toBeUndefined();
});
