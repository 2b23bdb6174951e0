import { overrideOriginsSetting } from './overrideOrigins';

test('unset or empty: no origin, overrides are off', () => {
  expect(overrideOriginsSetting(undefined)).toEqual([]);
  expect(overrideOriginsSetting(' ')).toEqual([]);
});

test('origins separated by commas or spaces, normalised and without repeats', () => {
  expect(
    overrideOriginsSetting('https://Preview.Janmat.in/, http://127.0.0.1:3213  https://preview.janmat.in'),
  ).toEqual(['https://preview.janmat.in', 'http://127.0.0.1:3213']);
});

test('anything but a bare http(s) origin stops the start, naming the entry', () => {
  for (const entry of ['preview.janmat.in', 'https://cdn.example.com/news/', 'ftp://cdn.example.com', '*']) {
    expect(() => overrideOriginsSetting(`https://ok.example,${entry}`)).toThrow(`"${entry}" is not an origin`);
  }
});
