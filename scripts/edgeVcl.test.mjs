// The edge's configuration (`npm run start:edge`): EDGE_ORIGINS is read as an operator writes it or
// refused with the reason, and deploy/varnish/janmat.vcl with the origins.vcl rendered from it compiles
// in Debian's Varnish (`varnishd -C`, as at start; `npm test` installs Varnish). `node --test scripts/`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseOrigins, renderOrigins, VCL_DIR } from './lib/edgeVcl.mjs';
import { VARNISHD } from './lib/ensureVarnish.mjs';

test('EDGE_ORIGINS: addresses with or without http://, spaces and a trailing comma', () => {
  assert.deepEqual(parseOrigins(' http://127.0.0.1:3000, 10.0.0.7:3001 ,http://[::1]:3002,'), [
    { host: '127.0.0.1', port: '3000' },
    { host: '10.0.0.7', port: '3001' },
    { host: '::1', port: '3002' },
  ]);
});

test('EDGE_ORIGINS: https or a path is refused, naming the entry', () => {
  assert.throws(
    () => parseOrigins('https://origin.example:443'),
    /https:\/\/origin\.example:443 is not http:\/\/host:port/,
  );
  assert.throws(() => parseOrigins('http://127.0.0.1:3000/site'), /127\.0\.0\.1:3000\/site is not/);
  assert.throws(() => renderOrigins(parseOrigins(' , ')), /names no origin/);
});

test('the VCL compiles with two origins and purgers given as addresses and a network', () => {
  const folder = mkdtempSync(join(tmpdir(), 'janmat-vcl-'));
  try {
    chmodSync(folder, 0o755);
    const origins = parseOrigins('http://127.0.0.1:3000,http://127.0.0.1:3001');
    writeFileSync(join(folder, 'origins.vcl'), renderOrigins(origins, ['127.0.0.1', '10.0.0.0/8']), { mode: 0o644 });
    const compiled = spawnSync(
      VARNISHD,
      ['-C', '-n', join(folder, 'varnish'), '-f', join(VCL_DIR, 'janmat.vcl'), '-p', `vcl_path=${folder}:${VCL_DIR}`],
      { encoding: 'utf8' },
    );
    assert.equal(compiled.status, 0, compiled.stderr);
    // The C it compiles to (written to stderr) has both backends.
    assert.match(compiled.stderr, /origin_0/);
    assert.match(compiled.stderr, /origin_1/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
