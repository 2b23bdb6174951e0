// The pure parts of `npm run tap` (scripts/lib/tapReport.mjs): its options, which cases run, the median
// of a case's runs and the table. `node --test scripts/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ABSENT, formatTable, median, NEVER, parseArgs, selectCases } from './lib/tapReport.mjs';

const CASES = [{ name: 'search' }, { name: 'menu' }, { name: 'bell' }];

test('by default every case runs 3 times on both profiles, at the load event, after a rebuild', () => {
  assert.deepEqual(parseArgs([]), {
    when: 'load',
    runs: 3,
    profiles: ['fast', 'weak'],
    only: [],
    json: null,
    root: null,
    asBuilt: false,
  });
});

test('the options choose the runs, the profile, the cases, the JSON file and the build served', () => {
  const options = parseArgs(['--runs', '5', '--profile', 'weak', '--only', 'menu, bell', '--root', '../other']);
  assert.equal(options.runs, 5);
  assert.deepEqual(options.profiles, ['weak']);
  assert.deepEqual(options.only, ['menu', 'bell']);
  assert.equal(options.root, '../other');
  // Another checkout is measured as it was built.
  assert.equal(options.asBuilt, true);
  assert.equal(parseArgs(['--as-built', '--json', 'tap.json']).json, 'tap.json');
});

test('a wrong option is refused', () => {
  assert.throws(() => parseArgs(['--profile', 'slow']), /--profile/);
  assert.throws(() => parseArgs(['--runs', '0']), /--runs/);
  assert.throws(() => parseArgs(['--when', 'later']), /--when/);
  assert.throws(() => parseArgs(['--json']), /--json needs a value/);
});

test('--only keeps the named cases in their own order, and refuses a name it does not know', () => {
  assert.deepEqual(selectCases(CASES, []), CASES);
  assert.deepEqual(
    selectCases(CASES, ['bell', 'search']).map((c) => c.name),
    ['search', 'bell'],
  );
  assert.throws(() => selectCases(CASES, ['menu', 'bel']), /unknown case bel; the cases: search, menu, bell/);
});

test('the median is the middle run; "never" counts as the slowest, an absent control not at all', () => {
  assert.equal(median([300, 100, 200]), 200);
  assert.equal(median([120, NEVER, 80]), 120);
  assert.equal(median([NEVER, 90, NEVER]), NEVER);
  assert.equal(median([ABSENT, 70, 50]), 70);
  assert.equal(median([ABSENT, ABSENT, ABSENT]), ABSENT);
});

test('the table gives each profile its runs and median, and marks a median over 200 ms', () => {
  const rows = [
    { label: 'side menu', page: '/', results: { fast: [88, 90, 70], weak: [67, 60, 71] } },
    { label: 'header search button', page: '/', results: { fast: [1262, 1300, 1100], weak: [3883, 201, 4000] } },
    { label: 'bell', page: '/', results: { fast: [NEVER, NEVER, NEVER], weak: [NEVER, NEVER, NEVER] } },
  ];
  assert.equal(
    formatTable(rows, ['fast', 'weak']),
    [
      '| control | page | no network limit: runs | median | weak network: runs | median |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      '| side menu | `/` | 88 / 90 / 70 | 88 | 67 / 60 / 71 | 67 |',
      '| header search button | `/` | 1,262 / 1,300 / 1,100 | **1,262** OVER | 3,883 / 201 / 4,000 | **3,883** OVER |',
      '| bell | `/` | never / never / never | **never** OVER | never / never / never | **never** OVER |',
    ].join('\n'),
  );
  assert.equal(
    formatTable([rows[0]], ['weak']),
    [
      '| control | page | weak network: runs | median |',
      '| --- | --- | ---: | ---: |',
      '| side menu | `/` | 67 / 60 / 71 | 67 |',
    ].join('\n'),
  );
});
