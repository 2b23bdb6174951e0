import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerBuilds } from './serverBuilds';

const ENTRY = 'https://cdn.example/static/b2/server/remoteEntry.js';

/** A CDN holding one server build: its files by name, and what it has been asked for. */
function cdn(files: Record<string, string>) {
  const asked: string[] = [];
  const fetchFn = (async (input: string | URL) => {
    const url = String(input);
    asked.push(url);
    const name = url.slice(url.lastIndexOf('/') + 1);
    return name in files ? new Response(files[name]) : new Response('missing', { status: 404 });
  }) as typeof fetch;
  return { fetchFn, asked };
}

describe('ServerBuilds', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'janmat-server-builds-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies a build’s listed files beside each other, once per build', async () => {
    const files = {
      'files.json': '["remoteEntry.js","static.1.js"]',
      'remoteEntry.js': 'entry v1',
      'static.1.js': 'chunk v1',
    };
    const { fetchFn, asked } = cdn(files);
    const builds = new ServerBuilds(dir, { fetchFn });
    const entry = await builds.entry(ENTRY, 'v1');
    expect(entry).toMatch(/^file:/);
    const file = fileURLToPath(entry!);
    expect(readFileSync(file, 'utf8')).toBe('entry v1');
    expect(readFileSync(join(file, '..', 'static.1.js'), 'utf8')).toBe('chunk v1');
    expect(await builds.entry(ENTRY, 'v1')).toBe(entry);
    expect(asked).toHaveLength(3);

    // The same address with another build: a copy of its own.
    files['remoteEntry.js'] = 'entry v2';
    const next = await builds.entry(ENTRY, 'v2');
    expect(next).not.toBe(entry);
    expect(readFileSync(fileURLToPath(next!), 'utf8')).toBe('entry v2');
  });

  it('copies nothing from a list naming paths, or without the entry, or without a list', async () => {
    for (const list of ['["../../etc/passwd.js","remoteEntry.js"]', '["static.1.js"]', undefined]) {
      const { fetchFn } = cdn({
        ...(list ? { 'files.json': list } : {}),
        'remoteEntry.js': 'entry',
        'static.1.js': 'x',
      });
      expect(await new ServerBuilds(dir, { fetchFn }).entry(ENTRY, 'v1')).toBeUndefined();
    }
  });
});
