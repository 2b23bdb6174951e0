import { READER_KEYS } from './readerKeys';
import { readStored, subscribeStored, writeStored } from './readerStorage';

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');

afterEach(() => localStorage.clear());

describe('values kept in this browser', () => {
  it('reads back what was written', () => {
    expect(writeStored(READER_KEYS.recent, [1, 2])).toBe(true);
    expect(readStored(READER_KEYS.recent, isNumbers, [])).toEqual([1, 2]);
  });

  it('reads a missing, broken or other-shaped value as the fallback', () => {
    const fallback: number[] = [];
    expect(readStored(READER_KEYS.recent, isNumbers, fallback)).toBe(fallback);
    localStorage.setItem(READER_KEYS.recent, '{not json');
    expect(readStored(READER_KEYS.recent, isNumbers, fallback)).toBe(fallback);
    localStorage.setItem(READER_KEYS.recent, '["a"]');
    expect(readStored(READER_KEYS.recent, isNumbers, fallback)).toBe(fallback);
  });

  it('says false when the browser refuses to keep it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored(READER_KEYS.recent, [1])).toBe(false);
    setItem.mockRestore();
  });

  it('tells subscribers of that key, in this page and from other tabs, until they leave', () => {
    const told = jest.fn();
    const leave = subscribeStored(READER_KEYS.follows, told);
    writeStored(READER_KEYS.recent, [1]);
    expect(told).not.toHaveBeenCalled();
    writeStored(READER_KEYS.follows, []);
    window.dispatchEvent(new StorageEvent('storage', { key: READER_KEYS.follows }));
    expect(told).toHaveBeenCalledTimes(2);
    leave();
    writeStored(READER_KEYS.follows, []);
    expect(told).toHaveBeenCalledTimes(2);
  });
});
