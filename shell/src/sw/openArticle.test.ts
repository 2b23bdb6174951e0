import { fakeTab, fakeWorkerScope, notificationTap, ORIGIN } from '../test/fakeWorkerScope';
import { openArticle } from './openArticle';

const ARTICLE = `${ORIGIN}/news/national/sansad-satra`;

async function tap(tabs: ReturnType<typeof fakeTab>[], data: unknown = { url: ARTICLE }) {
  const worker = fakeWorkerScope(tabs);
  openArticle(worker.scope);
  const event = notificationTap(data);
  await worker.dispatch('notificationclick', event);
  return { ...worker, event };
}

test('a tap closes the notification and, with no tab of the site open, opens the article in a new window', async () => {
  const { opened, event } = await tap([]);
  expect(event.notification.close).toHaveBeenCalled();
  expect(opened).toEqual([ARTICLE]);
});

test('a tab already showing the article is focused, and nothing else opens', async () => {
  const home = fakeTab(`${ORIGIN}/`);
  const showing = fakeTab(ARTICLE);
  const { opened } = await tap([home, showing]);
  expect(showing.focus).toHaveBeenCalled();
  expect(home.focus).not.toHaveBeenCalled();
  expect(opened).toEqual([]);
});

test('else a tab of the site is focused and goes to the article', async () => {
  const home = fakeTab(`${ORIGIN}/`);
  const { opened } = await tap([home]);
  expect(home.focus).toHaveBeenCalled();
  expect(home.navigate).toHaveBeenCalledWith(ARTICLE);
  expect(home.url).toBe(ARTICLE);
  expect(opened).toEqual([]);
});

test('a tab of the site the worker does not control cannot be moved: the article opens in a new window', async () => {
  const home = fakeTab(`${ORIGIN}/`);
  home.navigate.mockRejectedValue(new TypeError('not a controlled client'));
  const { opened } = await tap([home]);
  expect(opened).toEqual([ARTICLE]);
});

test('an article on another address than the open tabs opens in a window of its own', async () => {
  const home = fakeTab(`${ORIGIN}/`);
  const elsewhere = 'https://www.janmat.example/news/national/sansad-satra';
  const { opened } = await tap([home], { url: elsewhere });
  expect(home.navigate).not.toHaveBeenCalled();
  expect(opened).toEqual([elsewhere]);
});

test('a notification without an address opens the home page', async () => {
  const { opened } = await tap([], null);
  expect(opened).toEqual([`${ORIGIN}/`]);
});
