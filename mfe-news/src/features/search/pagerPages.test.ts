import { pagerPages } from './pagerPages';

test('links up to five pages, the current one in the middle where it can be', () => {
  expect(pagerPages(1, 1)).toEqual([1]);
  expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
  expect(pagerPages(1, 20)).toEqual([1, 2, 3, 4, 5]);
  expect(pagerPages(10, 20)).toEqual([8, 9, 10, 11, 12]);
  expect(pagerPages(20, 20)).toEqual([16, 17, 18, 19, 20]);
});
