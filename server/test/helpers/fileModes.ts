import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every folder and file under `dir` (itself included) whose mode is not 0700 / 0600, as `mode path`. */
export function notPrivate(dir: string): string[] {
  const mode = statSync(dir).mode & 0o777;
  const wrong = mode === 0o700 ? [] : [`${mode.toString(8)} ${dir}`];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) wrong.push(...notPrivate(path));
    else if ((statSync(path).mode & 0o777) !== 0o600)
      wrong.push(`${(statSync(path).mode & 0o777).toString(8)} ${path}`);
  }
  return wrong;
}
