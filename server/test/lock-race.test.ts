/** Several processes starting at once on one folder whose lock is stale: exactly one may take it. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const root = mkdtempSync(join(tmpdir(), 'janmat-lock-race-'));
const taker = join(root, 'lockTaker.js');
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(() => {
  buildSync({
    entryPoints: [join(__dirname, 'fixtures', 'lockTaker.ts')],
    outfile: taker,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
  });
});

/** A starter: what it said (`got` or `refused …`); a winner holds the lock until `done()`. */
function take(folder: string) {
  const child = spawn(process.execPath, [taker, folder], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const said = new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.trim());
    });
    // 'close', not 'exit': a process can be reported gone before its last output has been read.
    child.once('close', () => resolve(out.trim()));
  });
  const done = () => {
    child.stdin.end();
    return exited;
  };
  return { said, done };
}

test.each([1, 2, 3])(
  'round %i: six starters on a stale lock, one gets it, five are refused',
  async (round) => {
    const folder = join(root, `pglite-${round}`);
    const { pid: dead } = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: dead, started: null, host: hostname() }));
    const starters = Array.from({ length: 6 }, () => take(folder));
    // The winner holds the lock until every starter has answered, however slowly they start.
    const results = await Promise.all(starters.map((starter) => starter.said));
    await Promise.all(starters.map((starter) => starter.done()));
    expect([...results].sort()).toEqual(['got', ...Array(5).fill('refused FolderLockedError')]);
  },
  30_000,
);
