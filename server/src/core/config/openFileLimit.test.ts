import { maxConnectionsFor, openFileLimit } from './openFileLimit';

test('the default total cap leaves a fifth of the open-file limit free', () => {
  expect(openFileLimit('Max open files            1024                 524288               files')).toBe(1024);
  expect(openFileLimit('Max open files            unlimited            unlimited            files')).toBeUndefined();
  expect(maxConnectionsFor(1024)).toBe(819);
  expect(maxConnectionsFor(undefined)).toBe(800);
});
