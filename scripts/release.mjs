// `npm run release`: the release API (docs/releasing.md) from a terminal or a pipeline. It talks to
// RELEASE_URL (default http://localhost:$PORT, PORT default 3000) with `Authorization: Bearer
// $RELEASE_TOKEN`, prints what the server did, and exits non-zero with the server's reason when it
// refused (pre-flight's step too), when the server cannot be reached, or on a usage error (1: refused
// or unreachable; 2: usage). Node's built-ins only.
import { pathToFileURL } from 'node:url';

export const USAGE = `Usage:
  npm run release -- <section> <manifest URL> [--canary <percent>] [--reason "<why>"]
      check a build (pre-flight) and make it live, or a canary for <percent> % (1-99) of readers
  npm run release -- <section> --promote [--reason "<why>"]    the canary becomes live
  npm run release -- <section> --rollback [--reason "<why>"]   drop the canary, or go back to the previous live build
  npm run release -- <section> --history                       the section's releases, newest first
  npm run release -- --status                                  every section's builds and their health

Sections: news, media, polls, static, newsroom. A manifest URL is an https:// address of a build's
mf-manifest.json, or a path this server serves (/remotes/<section>/builds/<build>/mf-manifest.json).
Environment: RELEASE_TOKEN (the server's operator token, required), RELEASE_URL (default
http://localhost:$PORT, PORT default 3000).`;

/** A usage error: the message, then the usage text, exit 2. */
class UsageError extends Error {}

/** Longest wait for an answer: pre-flight renders every page of the section first. */
const TIMEOUT_MS = 5 * 60_000;

/** What the arguments ask for: `{ kind: 'status' | 'release' | 'promote' | 'rollback' | 'history', … }`. */
export function parseArgs(argv) {
  const words = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--canary' || arg === '--reason') {
      const value = argv[i + 1];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      flags[arg.slice(2)] = value;
      i++;
    } else if (['--status', '--promote', '--rollback', '--history'].includes(arg)) {
      flags[arg.slice(2)] = true;
    } else if (arg === '--help' || arg === '-h') {
      return { kind: 'help' };
    } else if (arg.startsWith('--')) {
      throw new UsageError(`unknown option ${arg}`);
    } else {
      words.push(arg);
    }
  }
  const actions = ['status', 'promote', 'rollback', 'history'].filter((name) => flags[name]);
  if (actions.length > 1) throw new UsageError(`choose one of --${actions.join(', --')}`);
  const [action] = actions;
  if (action === 'status') {
    if (words.length > 0 || flags.canary || flags.reason) throw new UsageError('--status takes nothing else');
    return { kind: 'status' };
  }
  const [section, manifest, ...rest] = words;
  if (!section) throw new UsageError('name a section');
  if (rest.length > 0) throw new UsageError(`unexpected ${rest.join(' ')}`);
  if (action) {
    if (manifest) throw new UsageError(`--${action} takes no manifest URL`);
    if (flags.canary !== undefined) throw new UsageError(`--canary goes with a manifest URL, not --${action}`);
    if (action === 'history' && flags.reason !== undefined) throw new UsageError('--history takes no --reason');
    return { kind: action, section, reason: flags.reason };
  }
  if (!manifest) throw new UsageError(`name the manifest URL of the ${section} build to release`);
  let canary;
  if (flags.canary !== undefined) {
    if (!/^\d{1,2}$/.test(flags.canary) || Number(flags.canary) < 1) {
      throw new UsageError(`--canary is a whole percent from 1 to 99, not "${flags.canary}"`);
    }
    canary = Number(flags.canary);
  }
  return { kind: 'release', section, manifest, canary, reason: flags.reason };
}

/** The server's base URL from the environment, without a trailing slash. */
export function baseUrl(env) {
  const base = env.RELEASE_URL?.trim() || `http://localhost:${env.PORT?.trim() || 3000}`;
  try {
    const url = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new UsageError(`RELEASE_URL must be an http(s):// address, not "${base}"`);
  }
  return base.replace(/\/+$/, '');
}

const pct = (share) => (share === null || share === undefined ? '–' : `${(share * 100).toFixed(1)} %`);
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);

/** Rows of text as aligned columns (numbers to the right). */
function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  const numeric = (text) => /^[\d.]+( %| ms)?$|^–$/.test(text);
  return rows
    .map((row) =>
      row
        .map((cell, c) =>
          numeric(String(cell)) && c > 0 ? String(cell).padStart(widths[c]) : String(cell).padEnd(widths[c]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `GET /api/releases` as a table: a row per build (live, then its canary), with readers' figures. */
export function statusTable(sections) {
  const rows = [['section', 'role', 'build', 'release', 'share', 'views', 'error rate', 'p75 LCP', 'p75 INP']];
  for (const s of sections) {
    const share = s.canary ? 100 - s.canary.percent : 100;
    const line = (role, build, health, percent) => [
      s.section,
      role,
      build.build ?? '(no version)',
      `#${build.release}`,
      `${percent} %`,
      String(health?.views ?? 0),
      pct(health?.errorRate),
      ms(health?.lcpP75),
      ms(health?.inpP75),
    ];
    rows.push(line('live', s.live, s.health?.live, share));
    if (s.canary) rows.push(line('canary', s.canary, s.health?.canary, s.canary.percent));
  }
  return table(rows);
}

/** `GET …/history` as lines, newest first. */
export function historyLines(items) {
  if (items.length === 0) return '(no releases yet)';
  return items
    .map((e) => {
      const share = e.percent === null || e.percent === undefined ? '' : ` ${e.percent} %`;
      const why = e.reason ? ` — ${e.reason}` : '';
      return `#${e.id}  ${e.at}  ${e.action}${share}  ${e.build ?? '(no version)'}  by ${e.actor}${why}\n      ${e.manifest}`;
    })
    .join('\n');
}

/** One line on what a section runs now. */
export function describeSection(s) {
  const live = `live ${s.live.build ?? '(no version)'} (#${s.live.release})`;
  const canary = s.canary
    ? `, canary ${s.canary.build ?? '(no version)'} (#${s.canary.release}) for ${s.canary.percent} %`
    : ', no canary';
  return `${s.section}: ${live}${canary}`;
}

/** The request a command makes: method, path and body. */
function requestOf(command) {
  const section = encodeURIComponent(command.section ?? '');
  const reason = command.reason === undefined ? {} : { reason: command.reason };
  switch (command.kind) {
    case 'status':
      return { method: 'GET', path: '/api/releases' };
    case 'history':
      return { method: 'GET', path: `/api/releases/${section}/history` };
    case 'release':
      return {
        method: 'POST',
        path: `/api/releases/${section}`,
        body: {
          manifest: command.manifest,
          ...(command.canary === undefined ? {} : { canary: command.canary }),
          ...reason,
        },
      };
    default:
      return { method: 'POST', path: `/api/releases/${section}/${command.kind}`, body: reason };
  }
}

/** What to print for a successful answer. */
function success(command, answer) {
  switch (command.kind) {
    case 'status':
      return statusTable(answer.sections ?? []);
    case 'history':
      return historyLines(answer.items ?? []);
    case 'release':
      return `${command.canary ? 'canary released' : 'released'}: ${describeSection(answer.section)}`;
    case 'promote':
      return `promoted: ${describeSection(answer.section)}`;
    default:
      return `rolled back: ${describeSection(answer.section)}`;
  }
}

/**
 * Runs the CLI with `argv` (the arguments after `--`) and `env`; writes to `out`/`err` (functions
 * taking a line). Returns the exit code: 0 done, 1 refused or unreachable, 2 usage.
 */
export async function runRelease(
  argv,
  { env = process.env, out = console.log, err = console.error, fetchFn = fetch } = {},
) {
  let command;
  let base;
  try {
    command = parseArgs(argv);
    if (command.kind === 'help') {
      out(USAGE);
      return 0;
    }
    base = baseUrl(env);
    if (!env.RELEASE_TOKEN?.trim()) throw new UsageError("set RELEASE_TOKEN to the server's operator token");
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`release: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  const { method, path, body } = requestOf(command);
  let response;
  try {
    response = await fetchFn(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${env.RELEASE_TOKEN.trim()}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    err(
      `release: cannot reach ${base} (${error.cause?.code ?? error.message}); is the server running, and RELEASE_URL right?`,
    );
    return 1;
  }
  const text = await response.text();
  let answer;
  try {
    answer = text ? JSON.parse(text) : {};
  } catch {
    answer = { message: text.slice(0, 300) };
  }
  if (!response.ok) {
    const step = answer.step ? ` at pre-flight step "${answer.step}"` : '';
    err(`release: refused (HTTP ${response.status})${step}: ${answer.message ?? response.statusText}`);
    for (const [field, why] of Object.entries(answer.errors ?? {})) err(`  ${field}: ${why}`);
    return 1;
  }
  out(success(command, answer));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runRelease(process.argv.slice(2));
}
