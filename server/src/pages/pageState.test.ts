import { pageStateOf } from './pageState';

const query = (data: unknown, requestId: string) => ({ status: 'fulfilled', data, requestId, fulfilledTimeStamp: 1 });

describe('pageStateOf', () => {
  it('names the same data by one address, whatever order its queries and tags finished in', () => {
    const first = pageStateOf({
      queries: { 'getPopularNews(undefined)': query([1, 2], 'a'), 'getArticle("x")': query({ id: 1 }, 'b') },
      provided: { keys: { 'getPopularNews(undefined)': [], 'getArticle("x")': [] } },
    });
    const again = pageStateOf({
      queries: { 'getArticle("x")': query({ id: 1 }, 'c'), 'getPopularNews(undefined)': query([1, 2], 'd') },
      provided: { keys: { 'getArticle("x")': [], 'getPopularNews(undefined)': [] } },
    });
    expect(again.href).toBe(first.href);
  });

  it('names other data by another address', () => {
    const one = pageStateOf({ queries: { 'getArticle("x")': query({ id: 1 }, 'a') } });
    const other = pageStateOf({ queries: { 'getArticle("x")': query({ id: 2 }, 'a') } });
    expect(other.href).not.toBe(one.href);
  });
});
