// `node scripts/checkDocs.mjs` (part of `npm run lint`): fails when the docs say something about the
// parts of the site or the server's settings that the code no longer says. It reads the sources as
// text (no build): the remotes (`REMOTE_NAMES` in shared/src), the dev servers' ports
// (`scripts/dev.mjs`) and the environment variables the server reads (the files of its config module,
// server/src/core/config/, and any `process.env` read in server/src). Checked:
// - README.md, docs/contracts.md, docs/deploy.md, server/README.md: a count of sections or remotes
//   ("the four sections") is the number of remotes, and a list of sections (three or more of them in
//   one paragraph, row or list item, written the same way: `mfe-news`, `@news`, `REMOTE_NEWS_URL`,
//   `docs/news.md`, "news, media, polls") names every one. A list that is partial on purpose carries
//   `<!-- checkDocs: partial list -->` in the same paragraph.
// - README.md: its folder table has a row and the dev port for the shell, each remote and the server,
//   and its `npm run dev` row names the same ports (which are the ones each app's webpack.config.js
//   listens on); docs/contracts.md lists every remote somewhere.
// - docs/deploy.md (the one table of settings; README.md and server/README.md link to it): its table of variables names every variable the
//   server reads and no other, and a variable set elsewhere in them (`NAME=value`) is one the server
//   reads (the test tools' own `E2E_*`, `TEST_*` and `CI` excepted); in docs/deploy.md so is every
//   `UPPER_CASE_NAME` in code.
// - docs/decisions/*.md: a `Status:` line before the first section (accepted, superseded, …).
// - A pointer to a section of the same file (`see "Behind a proxy"`, `"Not yet" below`) names a
//   heading of that file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..');

/** Docs that speak of the sections (counts and lists are checked in them). */
const SECTION_DOCS = ['README.md', 'docs/contracts.md', 'docs/deploy.md', 'server/README.md'];
/** Docs with a table of the server's environment variables. */
const SETTINGS_DOCS = ['docs/deploy.md'];
/** Docs that point to that one table instead of keeping their own. */
const SETTINGS_POINTERS = ['README.md', 'server/README.md'];
/** Where the server's settings are read: a folder with a reader for each area of settings. */
const CONFIG_DIR = 'server/src/core/config';
/** Variables of the test tools, not of the server: docs may name them beside the server's. */
// The edge script's own settings (`npm run start:edge`) and the benchmarks' are the tools', not the server's.
const TOOL_VARIABLE = /^(E2E_\w+|TEST_\w+|CI|BENCH_\w+|EDGE_(?:PORT|HOST|ORIGINS|PURGERS|MEMORY))$/;
const DECISION_STATUS = /^Status: (accepted|superseded|proposed|rejected|deprecated)\b/;
const PARTIAL_LIST_MARK = '<!-- checkDocs: partial list -->';
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

const read = (root, file) => readFileSync(join(root, file), 'utf8');
const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every `.ts` file under `dir` (tests left out), as paths relative to `root`. */
function sourceFiles(root, dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  if (existsSync(join(root, dir))) walk(dir);
  return files;
}

/** The text of `export const NAME … = <open>…<close>` in shared/src, and where it is. */
function sharedConstant(root, name, open, close) {
  const pattern = new RegExp(`export const ${name}\\b[^=]*=\\s*\\${open}([^\\${close}]*)\\${close}`);
  for (const file of sourceFiles(root, 'shared/src')) {
    const found = pattern.exec(read(root, file));
    if (found) return { file, body: found[1] };
  }
  throw new Error(`cannot find \`export const ${name} = ${open}…${close}\` in shared/src`);
}

/** The remotes, in the order of `REMOTE_NAMES`. */
export function remoteNames(root = ROOT) {
  const { body } = sharedConstant(root, 'REMOTE_NAMES', '[', ']');
  const names = [...body.matchAll(/'([a-z][a-z0-9-]*)'/g)].map((m) => m[1]);
  if (names.length === 0) throw new Error('REMOTE_NAMES lists no remote');
  return names;
}

/** `REMOTE_URL_ENV`: remote → the variable that moves its manifest. */
function remoteUrlVariables(root) {
  const { body } = sharedConstant(root, 'REMOTE_URL_ENV', '{', '}');
  return [...body.matchAll(/\b([a-z][a-z0-9]*)\s*:\s*'([A-Z][A-Z0-9_]*)'/g)].map((m) => m[2]);
}

/** The dev servers of `npm run dev`: `{ name, port }` of each app, and the API's port. */
function devPorts(root = ROOT) {
  const text = read(root, 'scripts/dev.mjs');
  const apps = [...text.matchAll(/\{\s*name:\s*'([^']+)',\s*port:\s*(\d+)\s*\}/g)].map((m) => ({
    name: m[1],
    port: Number(m[2]),
  }));
  const api = /\bAPI_PORT\s*=\s*(\d+)/.exec(text);
  if (apps.length === 0 || !api) throw new Error('cannot read APPS and API_PORT from scripts/dev.mjs');
  return { apps, api: Number(api[1]) };
}

/** scripts/dev.mjs prints the ports; each app's webpack.config.js is what its dev server listens on. */
function checkDevServers(root, { apps }, problems) {
  for (const { name, port } of apps) {
    const file = `${name}/webpack.config.js`;
    const listens = existsSync(join(root, file)) ? /\bport:\s*(\d+)/.exec(read(root, file))?.[1] : undefined;
    if (listens !== undefined && Number(listens) !== port) {
      problems.push(`${file}: the dev server listens on ${listens}, scripts/dev.mjs says ${name} is on ${port}`);
    }
  }
}

/** The config module's sources (its tests left out), as paths relative to `root`. */
export function configFiles(root = ROOT) {
  const files = sourceFiles(root, CONFIG_DIR);
  if (files.length === 0) throw new Error(`cannot find the server's config module (${CONFIG_DIR}/)`);
  return files;
}

/**
 * The environment variables the server reads: `env.X` and `env['X']` in the config module's files
 * (its `env` is `process.env` or a test's copy), `env[REMOTE_URL_ENV[name]]` as the values of
 * REMOTE_URL_ENV, and `process.env.X` anywhere in server/src. A read the script cannot name (a
 * computed key, destructuring) is an error, so a new way of reading cannot slip past the check.
 */
function serverVariables(root = ROOT) {
  const names = new Set();
  const unknown = [];
  const config = `${CONFIG_DIR}/`;
  const scan = (file, text, receiver, label) => {
    const at = (index) => `${file}:${lineOf(text, index)}`;
    for (const m of text.matchAll(new RegExp(`${receiver}\\.([A-Z][A-Z0-9_]*)\\b`, 'g'))) names.add(m[1]);
    for (const m of text.matchAll(new RegExp(`${receiver}\\[\\s*([^\\]]*?)\\s*\\]`, 'g'))) {
      const literal = /^(['"`])([A-Z][A-Z0-9_]*)\1$/.exec(m[1]);
      if (literal) names.add(literal[2]);
      else if (/^REMOTE_URL_ENV\[/.test(m[1])) for (const name of remoteUrlVariables(root)) names.add(name);
      else
        unknown.push(`${at(m.index)} reads ${m[0]}: name the variable (${label}.NAME) or teach scripts/checkDocs.mjs`);
    }
    for (const m of text.matchAll(new RegExp(`\\}\\s*=\\s*${receiver}\\b`, 'g'))) {
      unknown.push(`${at(m.index)} destructures ${label}: read each variable as ${label}.NAME`);
    }
  };
  for (const file of configFiles(root)) scan(file, read(root, file), '(?<![\\w.])env', 'env');
  for (const file of sourceFiles(root, 'server/src')) scan(file, read(root, file), 'process\\.env', 'process.env');
  return { config, names, unknown };
}

/** Paragraphs, table rows, list items and headings of a markdown text, with their first line. */
function blocks(text) {
  const found = [];
  let current;
  text.split('\n').forEach((line, index) => {
    const starts = /^\s*(\||[-*] |\d+\. |#)/.test(line);
    if (line.trim() === '' || starts) {
      if (current) found.push(current);
      current = undefined;
    }
    if (line.trim() === '') return;
    if (!current) current = { line: index + 1, text: line };
    else current.text += `\n${line}`;
    if (line.startsWith('|')) {
      found.push(current);
      current = undefined;
    }
  });
  if (current) found.push(current);
  return found;
}

/** The ways a doc writes a remote's name, each a pattern whose first group is the name. */
function nameFamilies(names) {
  const any = names.map(escapeRegExp).join('|');
  const upper = names.map((n) => escapeRegExp(n.toUpperCase().replaceAll('-', '_'))).join('|');
  const lower = (m) => m.toLowerCase().replaceAll('_', '-');
  return [
    { what: 'folders (mfe-<name>)', pattern: new RegExp(`\\bmfe-(${any})\\b`, 'g'), name: (m) => m },
    { what: 'journey tags (@<name>)', pattern: new RegExp(`(?<![\\w.])@(${any})\\b(?![/.-])`, 'g'), name: (m) => m },
    { what: 'REMOTE_<NAME>_URL', pattern: new RegExp(`\\bREMOTE_(${upper})_URL\\b`, 'g'), name: lower },
    { what: 'E2E_REMOTE_<NAME>', pattern: new RegExp(`\\bE2E_REMOTE_(${upper})\\b`, 'g'), name: lower },
    { what: 'section pages (docs/<name>.md)', pattern: new RegExp(`\\bdocs/(${any})\\.md\\b`, 'g'), name: (m) => m },
  ];
}

/** Runs of three or more names in a row, separated only by commas, bars, "and" or "or". */
function plainLists(text, names) {
  const any = names.map(escapeRegExp).join('|');
  const matches = [...text.matchAll(new RegExp(`(?<![\\w/@.-])(${any})(?![\\w-])`, 'g'))];
  const runs = [];
  let run = [];
  matches.forEach((m, i) => {
    const previous = matches[i - 1];
    const gap = previous ? text.slice(previous.index + previous[0].length, m.index) : undefined;
    if (gap !== undefined && /^[\s`'",|]*(?:(?:and|or)\s+)?[\s`']*$/.test(gap) && /[,|]|and|or/.test(gap)) {
      run.push(m[1]);
    } else {
      if (run.length > 0) runs.push(run);
      run = [m[1]];
    }
  });
  if (run.length > 0) runs.push(run);
  return runs.filter((r) => new Set(r).size >= 3);
}

/** Counts of sections or remotes and incomplete lists of them in `file`; true when a full list is there. */
function checkSectionLists(file, text, names, problems) {
  const numbers = NUMBER_WORDS.join('|');
  const counts = new RegExp(
    `\\b(?:the\\s+(${numbers})|(${numbers})\\s+independently\\s+deployed)\\s+(?:[\\w-]+\\s+){0,3}?(sections|remotes)\\b`,
    'gi',
  );
  let complete = false;
  for (const block of blocks(text)) {
    if (block.text.includes(PARTIAL_LIST_MARK)) continue;
    const where = `${file}:${block.line}`;
    for (const m of block.text.matchAll(counts)) {
      const said = NUMBER_WORDS.indexOf((m[1] ?? m[2]).toLowerCase()) + 2;
      if (said !== names.length) {
        problems.push(
          `${where}: "${m[0].replace(/\s+/g, ' ')}" — there are ${names.length} remotes (REMOTE_NAMES: ${names.join(', ')})`,
        );
      }
    }
    const lists = [
      ...nameFamilies(names).map(({ what, pattern, name }) => ({
        what,
        named: [...block.text.matchAll(pattern)].map((m) => name(m[1])),
      })),
      ...plainLists(block.text, names).map((named) => ({ what: 'names', named })),
    ];
    for (const { what, named } of lists) {
      const distinct = new Set(named);
      if (distinct.size === names.length) complete = true;
      else if (distinct.size >= 3) {
        const missing = names.filter((n) => !distinct.has(n));
        problems.push(
          `${where}: lists the ${what} of ${[...distinct].join(', ')} but not ${missing.join(', ')} (REMOTE_NAMES)`,
        );
      }
    }
  }
  return complete;
}

/** The ports written in a text: `3000`, and ranges `3001–3005` spelled out. */
function portsIn(text) {
  const ports = [];
  for (const m of text.matchAll(/\b(\d{4,5})(?:\s*[–-]\s*(\d{4,5}))?\b/g)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let port = from; port <= to && port - from < 100; port += 1) ports.push(port);
  }
  return ports;
}

const cellsOf = (row) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** The rows (as cells) of the first table whose header passes `isHeader`, with their line numbers. */
function tableRows(text, isHeader) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|') && isHeader(cellsOf(line)));
  if (start === -1) return undefined;
  const rows = [];
  for (let i = start + 2; i < lines.length && lines[i].startsWith('|'); i += 1) {
    rows.push({ line: i + 1, cells: cellsOf(lines[i]) });
  }
  return { header: cellsOf(lines[start]), rows };
}

/** README: the folder table's dev ports and the `npm run dev` row against scripts/dev.mjs. */
function checkReadmePorts(text, names, { apps, api }, problems) {
  const table = tableRows(text, (cells) => cells[0] === 'folder' && cells.some((cell) => /port/i.test(cell)));
  if (!table) {
    problems.push('README.md: no folder table with a dev port column (| folder | … | port |)');
    return;
  }
  const portColumn = table.header.findIndex((cell) => /port/i.test(cell));
  const expected = new Map([...apps.map(({ name, port }) => [name, port]), ['server', api]]);
  for (const name of names)
    if (!expected.has(`mfe-${name}`)) problems.push(`scripts/dev.mjs: no dev server for mfe-${name}`);
  const seen = new Set();
  for (const { line, cells } of table.rows) {
    const folder = /^`([\w-]+)\/`$/.exec(cells[0])?.[1];
    if (!folder) continue;
    seen.add(folder);
    const port = cells[portColumn]?.replace(/`/g, '');
    if (expected.has(folder) && port !== String(expected.get(folder))) {
      problems.push(
        `README.md:${line}: ${folder}'s dev port is ${expected.get(folder)} (scripts/dev.mjs), not "${port}"`,
      );
    }
    if (/^mfe-/.test(folder) && !names.includes(folder.slice(4))) {
      problems.push(`README.md:${line}: ${folder} is not a remote (REMOTE_NAMES: ${names.join(', ')})`);
    }
  }
  for (const folder of new Set([...expected.keys(), ...names.map((name) => `mfe-${name}`)])) {
    if (!seen.has(folder)) problems.push(`README.md: the folder table has no row for \`${folder}/\``);
  }
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith('| `npm run dev` |'));
  if (at === -1) {
    problems.push('README.md: no `npm run dev` row in the commands table');
    return;
  }
  const said = [...new Set(portsIn(lines[at]))].sort((a, b) => a - b);
  const real = [...apps.map((a) => a.port), api].sort((a, b) => a - b);
  if (said.join() !== real.join()) {
    problems.push(
      `README.md:${at + 1}: the \`npm run dev\` row names ports ${said.join(', ') || 'none'}; scripts/dev.mjs uses ${real.join(', ')}`,
    );
  }
}

/**
 * Variables a doc mentions in code (inline or fenced): each `NAME=value`, and with `bareNames` each
 * `UPPER_CASE_NAME` too (in an operator's doc those are variables; elsewhere they may be constants).
 */
function mentionedVariables(text, bareNames) {
  const found = [];
  const add = (name, index) => found.push({ name, line: lineOf(text, index) });
  for (const m of text.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)) {
    const code = m[1] ?? m[2];
    const offset = m.index + m[0].indexOf(code);
    for (const v of code.matchAll(/(?<![\w$.<-])([A-Z][A-Z0-9_]*)=/g)) add(v[1], offset + v.index);
    if (!bareNames) continue;
    for (const v of code.matchAll(/(?<![\w$.<-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![\w<*-])/g))
      add(v[1], offset + v.index);
  }
  return found;
}

/** A doc's table of variables (and its other mentions of variables) against what the server reads. */
/** A doc that points to the one table of settings keeps none of its own, and links to it. */
function checkSettingsPointer(file, text, problems) {
  if (tableRows(text, (cells) => cells[0] === 'variable'))
    problems.push(`${file}: keeps a table of the server's variables; the one table is docs/deploy.md's «Settings»`);
  if (!text.includes('docs/deploy.md#settings')) problems.push(`${file}: does not link to docs/deploy.md#settings`);
}

function checkSettings(file, text, server, problems) {
  const table = tableRows(text, (cells) => cells[0] === 'variable');
  if (!table) {
    problems.push(`${file}: no table of the server's variables (| variable | default | … |)`);
    return;
  }
  const listed = new Set();
  for (const { line, cells } of table.rows) {
    for (const m of cells[0].matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
      listed.add(m[1]);
      if (!server.names.has(m[1])) {
        problems.push(
          `${file}:${line}: \`${m[1]}\` is in the table, but the server does not read it (${server.config})`,
        );
      }
    }
  }
  for (const name of server.names) {
    if (!listed.has(name))
      problems.push(`${file}: \`${name}\` is read by the server (${server.config}) but not in the table`);
  }
  const reported = new Set();
  for (const { name, line } of mentionedVariables(text, file === 'docs/deploy.md')) {
    if (server.names.has(name) || TOOL_VARIABLE.test(name) || reported.has(name)) continue;
    reported.add(name);
    problems.push(`${file}:${line}: mentions \`${name}\`, which the server does not read (${server.config})`);
  }
}

/** Each decision record says where it stands, before its first section. */
function checkDecision(file, text, problems) {
  const head = text.split('\n## ')[0].split('\n');
  const status = head.find((line) => line.startsWith('Status:'));
  if (!status) {
    problems.push(`${file}: no "Status:" line before the first section (e.g. "Status: accepted.")`);
    return;
  }
  if (!DECISION_STATUS.test(status)) {
    problems.push(`${file}: "${status}" — a status starts with accepted, superseded, proposed, rejected or deprecated`);
  }
}

/** `see "Heading"` and `"Heading" below/above` name a heading of the same file. */
function checkPointers(file, text, problems) {
  const headings = new Set(
    [...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1].replace(/[`*]/g, '').trim().toLowerCase()),
  );
  for (const m of text.matchAll(/\bsee "([^"\n]+)"|"([^"\n]+)" (?:below|above)\b/g)) {
    const target = (m[1] ?? m[2]).replace(/[`*]/g, '').trim();
    const known = [...headings].some((h) => h === target.toLowerCase() || h.startsWith(`${target.toLowerCase()}:`));
    if (!known)
      problems.push(`${file}:${lineOf(text, m.index)}: points to "${target}", but no heading of the file says so`);
  }
}

/** Every way the docs have drifted from the code, as lines naming the file; empty when none. */
export function checkDocs(root = ROOT) {
  const problems = [];
  const names = remoteNames(root);
  const server = serverVariables(root);
  problems.push(...server.unknown);
  for (const file of SECTION_DOCS) {
    const complete = checkSectionLists(file, read(root, file), names, problems);
    if (file === 'docs/contracts.md' && !complete) {
      problems.push(`${file}: lists the remotes nowhere in full (REMOTE_NAMES: ${names.join(', ')})`);
    }
  }
  const ports = devPorts(root);
  checkDevServers(root, ports, problems);
  checkReadmePorts(read(root, 'README.md'), names, ports, problems);
  for (const file of SETTINGS_DOCS) checkSettings(file, read(root, file), server, problems);
  for (const file of SETTINGS_POINTERS) checkSettingsPointer(file, read(root, file), problems);
  const decisions = readdirSync(join(root, 'docs', 'decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`);
  for (const file of decisions) checkDecision(file, read(root, file), problems);
  for (const file of [...new Set([...SECTION_DOCS, ...SETTINGS_DOCS, ...decisions])]) {
    checkPointers(file, read(root, file), problems);
  }
  return problems;
}

function main() {
  let problems;
  try {
    problems = checkDocs();
  } catch (error) {
    problems = [`${relative(process.cwd(), fileURLToPath(import.meta.url))}: ${error.message}`];
  }
  if (problems.length === 0) return;
  console.error('[janmat] the docs no longer match the code:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
