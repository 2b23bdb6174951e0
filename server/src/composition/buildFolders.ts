import { join } from 'node:path';
import type { ServerConfig } from '../core/config';

/** The shell's build in WEB_ROOT (its browser files, its server build in `server/`). */
export function shellDist(config: Pick<ServerConfig, 'webRoot'>): string {
  return join(config.webRoot, 'shell', 'dist');
}

/** A section's own build in WEB_ROOT (`mfe-<name>/dist`), served at `/remotes/<name>/`. */
export function remoteDist(config: Pick<ServerConfig, 'webRoot'>, name: string): string {
  return join(config.webRoot, `mfe-${name}`, 'dist');
}
