import { sendOverrides } from './overrideApi';

const NEWS = 'https://preview.example/mf-manifest.json';

test('applying posts the chosen overrides to the server', async () => {
  const fetchFn = jest.fn(async () => new Response('{"overrides":{}}'));
  await sendOverrides(fetchFn as unknown as typeof fetch, { news: NEWS });
  expect(fetchFn).toHaveBeenCalledWith('/api/override', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ overrides: { news: NEWS } }),
  });
});

test('ending them is a DELETE', async () => {
  const fetchFn = jest.fn(async () => new Response('{"overrides":{}}'));
  await sendOverrides(fetchFn as unknown as typeof fetch);
  expect(fetchFn).toHaveBeenCalledWith('/api/override', expect.objectContaining({ method: 'DELETE' }));
});

test('a refusal rejects with the server’s reason, or a Hindi one of its own', async () => {
  const refused = jest.fn(async () => new Response('{"message":"यह पता अनुमत स्रोतों में नहीं है।"}', { status: 400 }));
  await expect(sendOverrides(refused as unknown as typeof fetch, { news: NEWS })).rejects.toThrow(
    'यह पता अनुमत स्रोतों में नहीं है।',
  );
  const broken = jest.fn(async () => new Response('<html>', { status: 502 }));
  await expect(sendOverrides(broken as unknown as typeof fetch, { news: NEWS })).rejects.toThrow(
    'बिल्ड नहीं बदला जा सका। कृपया फिर कोशिश करें।',
  );
});
