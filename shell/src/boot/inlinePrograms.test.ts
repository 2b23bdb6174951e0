import { PENDING_MARK, TAPPED_PRESSED_MARK } from '@janmat/shared';
import { LITE_PAGE_MARK } from '@janmat/shared/contracts';
import { appearance } from './appearance';
import { bootLoader } from './bootLoader';
import { earlyTapReplay } from './earlyTapReplay';
import { fontWait } from './fontWait';
import { BOOT_SETTINGS, inlineHash, PROGRAM_ARGUMENTS, pagePrograms } from './inlinePrograms';
import { nativeTaps } from './nativeTaps';

const { programs } = pagePrograms();

test.each(Object.entries(programs))('%s is one self-contained script, allowed by the hash it carries', (_, program) => {
  expect(program.source).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
  expect(program.source).not.toMatch(/\brequire\(|\bimport\b|\bexport\b/);
  expect(program.hash).toBe(inlineHash(program.source));
  expect(inlineHash(program.source)).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
});

test('each program takes the arguments the page calls it with', () => {
  const functions = { appearance, fontWait, nativeTaps, earlyTapReplay, bootLoader };
  for (const [name, args] of Object.entries(PROGRAM_ARGUMENTS)) {
    expect([name, functions[name as keyof typeof functions].length]).toEqual([name, args.length]);
  }
});

test('the marks the replay sets and reads are the ones the page’s code and the worker name', () => {
  expect([BOOT_SETTINGS.pendingAttr, BOOT_SETTINGS.tappedPressedAttr, BOOT_SETTINGS.liteAttr]).toEqual([
    PENDING_MARK,
    TAPPED_PRESSED_MARK,
    LITE_PAGE_MARK,
  ]);
});
