import { takeOverrideParams } from './takeOverrideParams';

function page(search: string) {
  const history = { state: { idx: 0 }, replaceState: jest.fn() };
  return { location: { pathname: '/news/national', search, hash: '#top' }, history };
}

test('takes ?remote.<name>= out of the address and returns it, keeping the other parameters', () => {
  const { location, history } = page(
    '?page=2&remote.news=https%3A%2F%2Fpreview.example%2Fmf-manifest.json&remote.polls=&x=1',
  );
  expect(takeOverrideParams(location, history)).toEqual({
    news: 'https://preview.example/mf-manifest.json',
    polls: '',
  });
  expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/news/national?page=2&x=1#top');
});

test('leaves an address without overrides alone', () => {
  for (const search of ['', '?page=2', '?remote.=x']) {
    const { location, history } = page(search);
    expect(takeOverrideParams(location, history)).toEqual({});
    expect(history.replaceState).not.toHaveBeenCalled();
  }
});

test('an address with only overrides ends with no query at all', () => {
  const { location, history } = page('?remote.static=https://preview.example/s/mf-manifest.json');
  takeOverrideParams(location, history);
  expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/news/national#top');
});
