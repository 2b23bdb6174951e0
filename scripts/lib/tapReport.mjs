// The pure parts of `npm run tap` (scripts/tapResponse.mjs): its options, the median of a case's runs and
// the markdown table. A run is a number of milliseconds, or `NEVER` (no answer before the case's time
// limit) or `ABSENT` (the control is not on the page).

export const NEVER = 'never';
export const ABSENT = 'absent';
/** The target: every first tap answered within this many milliseconds. */
export const TARGET_MS = 200;

/** The network profiles, both at 4× CPU on a 390×844 touch phone. */
export const PROFILES = {
  fast: { label: 'no network limit', network: null },
  // Lighthouse's mobile profile (its "Slow 4G"), as the DevTools protocol takes it: bytes per second.
  weak: {
    label: 'weak network',
    network: { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
  },
  // DevTools' own "Slow 4G" (150 ms, 1.6 Mbit/s): the browser reports `4g`, so an idle page fetches its
  // scripts for later (decision 0026). Not in `both`: measured on its own (`--profile good`).
  good: {
    label: 'good (4g) network',
    network: { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
};

/** The value of `--name value`, or `fallback`. */
function optionValue(argv, name, fallback) {
  const at = argv.indexOf(name);
  if (at < 0) return fallback;
  const value = argv[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/**
 * The command line: `--runs N` (3), `--profile fast|weak|good|both` (both), `--only a,b` (every case),
 * `--when load|held|hydrated|idle` (load), `--json <file>`, `--root <checkout>` (serve that checkout's build;
 * implies `--as-built`), `--as-built`.
 */
export function parseArgs(argv) {
  const runs = Number(optionValue(argv, '--runs', '3'));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');
  const profile = optionValue(argv, '--profile', 'both');
  if (!['fast', 'weak', 'good', 'both'].includes(profile)) throw new Error('--profile is fast, weak, good or both');
  const only = optionValue(argv, '--only', '');
  const root = optionValue(argv, '--root', null);
  const when = optionValue(argv, '--when', 'load');
  if (!['load', 'held', 'hydrated', 'idle'].includes(when)) throw new Error('--when is load, held, hydrated or idle');
  return {
    when,
    runs,
    profiles: profile === 'both' ? ['fast', 'weak'] : [profile],
    only: only ? only.split(',').map((name) => name.trim()) : [],
    json: optionValue(argv, '--json', null),
    root,
    asBuilt: argv.includes('--as-built') || root !== null,
  };
}

/** The cases `--only` names (all when it names none), in their own order; an unknown name is an error. */
export function selectCases(cases, only) {
  const unknown = only.filter((name) => !cases.some((c) => c.name === name));
  if (unknown.length > 0) {
    throw new Error(`unknown case ${unknown.join(', ')}; the cases: ${cases.map((c) => c.name).join(', ')}`);
  }
  return only.length === 0 ? cases : cases.filter((c) => only.includes(c.name));
}

const rank = (run) => (run === NEVER ? Number.POSITIVE_INFINITY : run);

/** The middle run (the upper middle of an even count); a control absent from every run is `ABSENT`. */
export function median(runs) {
  const counted = runs.filter((run) => run !== ABSENT);
  if (counted.length === 0) return ABSENT;
  return [...counted].sort((a, b) => rank(a) - rank(b))[Math.floor(counted.length / 2)];
}

/** A run as the table shows it: `1,262`, `never`, `absent`. */
export const formatRun = (run) => (typeof run === 'number' ? run.toLocaleString('en-US') : run);

/** A median with `OVER` when it misses the target (a control that never answers misses it too). */
function formatMedian(run) {
  const over = run === NEVER || (typeof run === 'number' && run > TARGET_MS);
  return over ? `**${formatRun(run)}** OVER` : formatRun(run);
}

/**
 * The markdown table: a row per measured case (`{ label, page, results: { fast: runs, weak: runs } }`),
 * the runs and their median for each profile measured.
 */
export function formatTable(rows, profiles) {
  const head = ['control', 'page', ...profiles.flatMap((p) => [`${PROFILES[p].label}: runs`, 'median'])];
  const align = ['---', '---', ...profiles.flatMap(() => ['---:', '---:'])];
  const body = rows.map((row) => [
    row.label,
    `\`${row.page}\``,
    ...profiles.flatMap((p) => [row.results[p].map(formatRun).join(' / '), formatMedian(median(row.results[p]))]),
  ]);
  return [head, align, ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
