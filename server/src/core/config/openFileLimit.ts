import { readFileSync } from 'node:fs';

/** Used when the limit cannot be read (not Linux): below the common 1,024 soft limit. */
const FALLBACK_MAX_CONNECTIONS = 800;

/** The process's soft limit on open files (`ulimit -n`), from /proc on Linux; undefined elsewhere. */
export function openFileLimit(limitsText?: string): number | undefined {
  let text = limitsText;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/self/limits', 'utf8');
    } catch {
      return undefined;
    }
  }
  const soft = /^Max open files\s+(\d+|unlimited)/m.exec(text)?.[1];
  return soft && soft !== 'unlimited' ? Number(soft) : undefined;
}

/**
 * Default cap on open connections: four fifths of the open-file limit, so that the database files,
 * the built pages and the logs always find a descriptor even when every connection slot is taken.
 */
export function maxConnectionsFor(limit: number | undefined): number {
  return limit ? Math.max(16, Math.floor(limit * 0.8)) : FALLBACK_MAX_CONNECTIONS;
}

export const defaultMaxConnections = () => maxConnectionsFor(openFileLimit());
