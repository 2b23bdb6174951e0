import { READER_KEYS } from './readerKeys';
import { fillYourTopics, YOUR_TOPICS_ATTR, yourTopicsHtml } from './yourTopics';

afterEach(() => localStorage.clear());

const RAJASTHAN = { kind: 'state' as const, code: '2', name: 'राजस्थान', path: '/news/state/2/rajasthan' };
const SPORTS = { kind: 'category' as const, code: 'sports', name: 'खेल', path: '/news/sports' };

const links = (html: string) => {
  const row = document.createElement('nav');
  row.innerHTML = html;
  return Array.from(row.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')]);
};

describe("home's row of the reader's topics", () => {
  it('names each followed topic as a link to its page, in the order followed, then «बदलें»', () => {
    expect(links(yourTopicsHtml([RAJASTHAN, SPORTS], '/mera-janmat'))).toEqual([
      ['राजस्थान', '/news/state/2/rajasthan'],
      ['खेल', '/news/sports'],
      ['बदलें', '/mera-janmat'],
    ]);
  });

  it('is empty when the reader follows nothing, so the row takes no room', () => {
    expect(yourTopicsHtml([], '/mera-janmat')).toBe('');
  });

  it('keeps a stored name as text and never links another site', () => {
    const html = yourTopicsHtml(
      [
        { ...SPORTS, name: '<img src=x onerror=alert(1)>"' },
        { ...RAJASTHAN, path: '//evil.example/x' },
        { ...RAJASTHAN, path: '/\\evil.example' },
      ],
      '/mera-janmat',
    );
    const row = document.createElement('nav');
    row.innerHTML = html;
    expect(row.querySelector('img')).toBeNull();
    expect(links(html)).toEqual([
      ['<img src=x onerror=alert(1)>"', '/news/sports'],
      ['बदलें', '/mera-janmat'],
    ]);
  });

  it('fills the marked row from this browser, and leaves it empty for a list of another shape', () => {
    const row = document.createElement('nav');
    row.setAttribute(YOUR_TOPICS_ATTR, '/mera-janmat');
    localStorage.setItem(READER_KEYS.follows, JSON.stringify([SPORTS]));
    fillYourTopics(row);
    expect(row.querySelector('a')?.textContent).toBe('खेल');
    localStorage.setItem(READER_KEYS.follows, JSON.stringify([{ kind: 'city', code: '1' }]));
    fillYourTopics(row);
    expect(row.innerHTML).toBe('');
  });
});
