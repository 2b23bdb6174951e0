// Run after the production build (npm test's "page tests on the build"): the shell's real list and
// the programs it carries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildInlineProgramsApart, pagePrograms } from './inlinePrograms';

const BUILT = join(__dirname, '..', '..', 'dist', 'page-assets.json');

test("the build's list: the entry, its boot chunks, the theme's colours and the face's rules", () => {
  const assets = JSON.parse(readFileSync(BUILT, 'utf8'));
  expect(assets.scripts).toEqual(['/main.js']);
  expect(assets.preloads[0]).toEqual({ href: '/main.js', as: 'script' });
  expect(assets.preloads.every((p: { as: string }) => p.as === 'script')).toBe(true);
  expect(assets.styles.join('\n')).toContain('@font-face');
  // The theme's colours first, in the head of every page (lite ones too), no script needed.
  expect(assets.styles[0]).toMatch(/^:root\{--jm-brand:#b71c1c;[\s\S]*prefers-color-scheme: dark/);
  expect(Object.keys(assets.inline)).toEqual(['appearance', 'fontWait', 'nativeTaps', 'earlyTapReplay', 'bootLoader']);
  expect(assets.bootListId).toBe('janmat-boot');
});

// The other tests beside this file run the build's programs: they must be these sources' build.
test('the built page-assets.json holds the build of these sources (else: build the shell)', () => {
  const { built, programs } = pagePrograms();
  expect(built).toBe(true);
  expect(programs).toEqual(buildInlineProgramsApart());
});
