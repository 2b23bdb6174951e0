import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFakeBuilds } from './helpers/fakeWeb';
import { startTestApp, type TestApp } from './helpers/testApp';

const VISITOR = '198.51.100.61';

describe.each(['on', 'off'])('the visitor’s own polls with SERVER_RENDER=%s', (serverRender) => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-mypolls-'));
    writeFakeBuilds(join(dataDir, 'web'));
    t = await startTestApp({ dataDir, env: { SERVER_RENDER: serverRender } });
  }, 60_000);
  afterAll(() => t.close());

  test('/mypolls, whose page carries the visitor’s address, is sent private, no-store every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ url: '/mypolls', remoteAddress: VISITOR });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  test('so is the API answer that lists the polls', async () => {
    const res = await t.app.inject({ url: `/api/mypolls/${VISITOR}`, remoteAddress: VISITOR });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
