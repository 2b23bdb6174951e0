import { pageAddress } from './address';

describe('stage "address": one address per page', () => {
  it('takes a canonical path as it is, with its route and query string', () => {
    expect(pageAddress('/videos?page=2')).toEqual({
      kind: 'page',
      path: '/videos',
      query: '?page=2',
      match: expect.objectContaining({ id: expect.any(String) }),
    });
    expect(pageAddress('')).toMatchObject({ kind: 'page', path: '/', query: '' });
  });

  it('moves another spelling to the canonical one, query kept', () => {
    expect(pageAddress('/VIDEOS?x=1')).toEqual({ kind: 'moved', location: '/videos?x=1' });
    expect(pageAddress('/videos/')).toEqual({ kind: 'moved', location: '/videos' });
    expect(pageAddress('/news/%e0%a4%95')).toEqual({ kind: 'moved', location: '/news/%E0%A4%95' });
  });

  it('answers missing for a path no page can have', () => {
    expect(pageAddress('/news/%E0%A4')).toEqual({ kind: 'missing' });
    expect(pageAddress('/a/%2e%2e/b')).toEqual({ kind: 'missing' });
  });

  it('keeps a path no route matches at its canonical spelling, without a route', () => {
    expect(pageAddress('/no-such-page')).toEqual({ kind: 'page', path: '/no-such-page', query: '', match: undefined });
  });
});
