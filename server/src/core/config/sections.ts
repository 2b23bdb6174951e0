import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { RemoteName } from '@janmat/shared/contracts';
import { REMOTE_NAMES, REMOTE_URL_ENV } from '@janmat/shared/server';
import { overrideOriginsSetting } from '../overrideOrigins';
import { type Env, onOff } from './values';

/** The sections' builds: where each is taken from and whether the server renders pages with them. */
export interface SectionSettings {
  /** Remote name → URL of its `mf-manifest.json` as given by REMOTE_*_URL, when set. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Origins a tester may take one section's build from (`?remote.<name>=`); empty: overrides off. */
  remoteOverrideOrigins: string[];
  /** Pages are rendered on the server through the sections' server containers (SERVER_RENDER=off: in the browser only). */
  serverRender: boolean;
  /**
   * ISLANDS (on/off, default on): a read page's first touch brings only the parts that answer a
   * reader (the chrome's islands); the whole app comes when a section's control is reached (decision 0032).
   */
  islands: boolean;
  /** Repository root: the shell's build is `${webRoot}/shell/dist`, a remote's `${webRoot}/mfe-<name>/dist`. */
  webRoot: string;
}

/** The repository: the nearest folder above this file (sources or the bundle) that holds lerna.json. */
function repositoryRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'lerna.json'))) {
    const up = dirname(dir);
    if (up === dir) return resolve(from, '..', '..');
    dir = up;
  }
  return dir;
}

/**
 * REMOTE_<NAME>_URL in production: the server loads and runs the section's server code from there,
 * so it must come over https (the server's own copy, a path, needs no network).
 */
function remoteUrlSetting(name: string, url: string, env: Env): string {
  if (env.NODE_ENV === 'production' && /^http:/i.test(url)) {
    throw new Error(
      `${name} must be an https:// address with NODE_ENV=production, got ${url}: ` +
        "the server loads and runs that section's code, and code fetched over http can be changed on the way.",
    );
  }
  return url;
}

function remoteUrlsSetting(env: Env): Partial<Record<RemoteName, string>> {
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = env[REMOTE_URL_ENV[name]];
    if (url) remoteUrls[name] = remoteUrlSetting(REMOTE_URL_ENV[name], url, env);
  }
  return remoteUrls;
}

/** REMOTE_<NAME>_URL, REMOTE_OVERRIDE_ORIGINS, SERVER_RENDER and WEB_ROOT. */
export function sectionSettings(env: Env): SectionSettings {
  return {
    remoteUrls: remoteUrlsSetting(env),
    remoteOverrideOrigins: overrideOriginsSetting(env.REMOTE_OVERRIDE_ORIGINS),
    serverRender: onOff(env.SERVER_RENDER, true, 'SERVER_RENDER'),
    islands: onOff(env.ISLANDS, true, 'ISLANDS'),
    webRoot: resolve(env.WEB_ROOT || repositoryRoot()),
  };
}
