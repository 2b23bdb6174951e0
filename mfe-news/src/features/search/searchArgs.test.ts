import { searchArgsOf, searchQueryString } from './searchArgs';

const of = (query: string) => searchArgsOf(new URLSearchParams(query));

describe('searchArgsOf', () => {
  it('reads the words, page and filters of an address', () => {
    expect(of('q=+chunav+aayog+&page=3&section=national&state=bihar&from=2026-01-01&to=2026-02-01')).toEqual({
      q: 'chunav aayog',
      page: 3,
      section: 'national',
      state: 'bihar',
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('is undefined without words', () => {
    expect(of('')).toBeUndefined();
    expect(of('q=%20%20&section=national')).toBeUndefined();
  });

  it('takes the first page for a page that is no positive number, and leaves out empty filters and bad dates', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '']) {
      expect(of(`q=modi&page=${page}&section=&state=&from=kal&to=2026-13`)).toEqual({ q: 'modi', page: 1 });
    }
  });
});

describe('searchQueryString', () => {
  it('writes the parts in one order, the first page without its number', () => {
    expect(searchQueryString({ to: '2026-02-01', page: 1, q: 'शीतकालीन सत्र', state: 'bihar' })).toBe(
      `q=${encodeURIComponent('शीतकालीन').replace(/%20/g, '+')}+${encodeURIComponent('सत्र')}&state=bihar&to=2026-02-01`,
    );
    expect(searchQueryString({ q: 'bjp', page: 2 })).toBe('q=bjp&page=2');
    expect(searchQueryString({ q: 'bjp', page: 1 }, { withPage: true })).toBe('q=bjp&page=1');
  });
});
