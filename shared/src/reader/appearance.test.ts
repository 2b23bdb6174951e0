import { applyAppearance, isAppearance, readAppearance } from './appearance';
import { DEFAULT_APPEARANCE, READER_KEYS } from './readerKeys';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('isAppearance', () => {
  it.each([
    ['a theme and a size the site offers', { theme: 'dark', textSize: 'large' }, true],
    ['the defaults', { theme: 'system', textSize: 'normal' }, true],
    ['an unknown theme', { theme: 'sepia', textSize: 'large' }, false],
    ['an unknown size', { theme: 'dark', textSize: 'huge' }, false],
    ['a missing size', { theme: 'dark' }, false],
    ['null', null, false],
    ['a list', ['dark', 'large'], false],
    ['a string', 'dark', false],
  ])('%s: %p', (_, value, known) => {
    expect(isAppearance(value)).toBe(known);
  });
});

describe('readAppearance', () => {
  it('reads the kept choice, and the defaults for a value the site does not know or a blocked storage', () => {
    localStorage.setItem(READER_KEYS.appearance, JSON.stringify({ theme: 'light', textSize: 'small' }));
    expect(readAppearance()).toEqual({ theme: 'light', textSize: 'small' });
    localStorage.setItem(READER_KEYS.appearance, '{not json');
    expect(readAppearance()).toEqual(DEFAULT_APPEARANCE);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readAppearance()).toEqual(DEFAULT_APPEARANCE);
  });
});

describe('applyAppearance', () => {
  it('marks the page with a chosen theme and a size other than normal, and clears the marks for the defaults', () => {
    const root = document.createElement('html');
    applyAppearance(root, { theme: 'dark', textSize: 'large' });
    expect(root.dataset).toMatchObject({ theme: 'dark', textSize: 'large' });
    applyAppearance(root, { theme: 'light', textSize: 'small' });
    expect(root.dataset).toMatchObject({ theme: 'light', textSize: 'small' });
    applyAppearance(root, DEFAULT_APPEARANCE);
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(root.hasAttribute('data-text-size')).toBe(false);
  });
});
