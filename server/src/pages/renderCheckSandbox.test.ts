import { sandboxEnv, sandboxFlags } from './renderCheckSandbox';

describe('the render check’s sandbox', () => {
  it('passes on only the named variables, with the scratch folder as home and temp', () => {
    const env = sandboxEnv('/tmp/scratch', {
      PATH: '/usr/bin',
      NODE_ENV: 'production',
      TZ: 'Asia/Kolkata',
      DATABASE_URL: 'postgres://secret',
      RELEASE_TOKEN: 'secret',
      METRICS_TOKEN: 'secret',
      JANMAT_ADMIN_PASSWORD: 'secret',
      NODE_OPTIONS: '--require /tmp/evil.js',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      NODE_ENV: 'production',
      TZ: 'Asia/Kolkata',
      HOME: '/tmp/scratch',
      TMPDIR: '/tmp/scratch',
    });
  });

  it('allows reading what a render needs, writing only in the scratch folder, and starting nothing', () => {
    const flags = sandboxFlags({ reads: ['/web/shell/dist/server', '/web/shell/dist/server'], scratch: '/tmp/s' });
    expect(flags).toEqual([
      '--experimental-permission',
      '--allow-fs-read=/web/shell/dist/server',
      '--allow-fs-read=/tmp/s',
      '--allow-fs-write=/tmp/s',
      '--max-old-space-size=512',
      '--disable-warning=ExperimentalWarning',
    ]);
  });
});
