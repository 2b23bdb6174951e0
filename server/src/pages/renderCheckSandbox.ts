/**
 * What the process that renders a candidate build's pages may see and do. It runs code nobody has
 * checked yet, so it gets none of the server's settings or secrets (the database's address, the
 * release and metrics tokens, the admin's password): only the variables named here. Under Node's
 * permission model it may read the files a render needs and write only in its own scratch folder;
 * it may start no process and no worker thread, and load no native addon.
 */

/** The only variables of the server's environment the process gets. */
const PASSED_ON = ['PATH', 'NODE_ENV', 'TZ', 'LANG', 'LC_ALL'] as const;

/** Its environment: the variables above as the server has them, and its scratch folder as home and temp. */
export function sandboxEnv(scratch: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const name of PASSED_ON) if (env[name] !== undefined) kept[name] = env[name];
  return { ...kept, HOME: scratch, TMPDIR: scratch };
}

export interface SandboxFiles {
  /** Folders (or files) the process may read: its entry, the shell's server build, each build's server files. */
  reads: readonly string[];
  /** The one folder it may write in (and read). */
  scratch: string;
  /** Its heap, in MB: a build that eats memory fails there, not in the server. */
  heapMb?: number;
}

/**
 * Node's flags for it (Node 20: `--experimental-permission`; one path per `--allow-fs-read`, since
 * Node 20.20 takes the value of each flag as a single path). Without `--allow-child-process` and
 * `--allow-worker` it can start neither. The permission model does not limit the network.
 */
export function sandboxFlags({ reads, scratch, heapMb = 512 }: SandboxFiles): string[] {
  return [
    '--experimental-permission',
    ...[...new Set([...reads, scratch])].map((path) => `--allow-fs-read=${path}`),
    `--allow-fs-write=${scratch}`,
    `--max-old-space-size=${heapMb}`,
    '--disable-warning=ExperimentalWarning',
  ];
}
