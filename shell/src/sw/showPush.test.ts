import { fakeWorkerScope, ORIGIN, pushEvent } from '../test/fakeWorkerScope';
import { NOTIFICATION_ICON, showPush } from './showPush';

async function push(payload: unknown) {
  const worker = fakeWorkerScope();
  showPush(worker.scope);
  await worker.dispatch('push', pushEvent(payload));
  return worker.shown;
}

test("a push shows its Hindi title and text, the site's icon, its picture, and opens its article", async () => {
  const shown = await push({
    title: 'ब्रेकिंग: विधानसभा भंग',
    body: 'राज्यपाल ने विधानसभा भंग करने की सिफ़ारिश मानी।',
    url: `${ORIGIN}/news/states/vidhansabha-bhang`,
    image: '/uploads/photos/vidhansabha.jpg',
  });
  expect(shown).toEqual([
    {
      title: 'ब्रेकिंग: विधानसभा भंग',
      options: {
        body: 'राज्यपाल ने विधानसभा भंग करने की सिफ़ारिश मानी।',
        icon: NOTIFICATION_ICON,
        image: `${ORIGIN}/uploads/photos/vidhansabha.jpg`,
        lang: 'hi',
        dir: 'auto',
        tag: `${ORIGIN}/news/states/vidhansabha-bhang`,
        data: { url: `${ORIGIN}/news/states/vidhansabha-bhang` },
      },
    },
  ]);
});

test('a push without a picture shows none', async () => {
  const [notification] = await push({ title: 'ख़बर', body: 'पाठ', url: '/news/national/x' });
  expect(notification?.options).not.toHaveProperty('image');
  expect(notification?.options.data).toEqual({ url: `${ORIGIN}/news/national/x` });
});

test('a picture whose address is none is left out: the push still shows', async () => {
  const [notification] = await push({ title: 'ख़बर', body: 'पाठ', url: '/news/national/x', image: 'http://[' });
  expect(notification?.title).toBe('ख़बर');
  expect(notification?.options).not.toHaveProperty('image');
});

test.each([
  ['a payload that is not JSON', '{not json'],
  ['an empty payload', {}],
  ['an address that is not a web page', { title: '', url: 'javascript:alert(1)' }],
])('%s still shows a notification (the browser requires one), leading home', async (_what, payload) => {
  const [notification] = await push(payload);
  expect(notification?.title).toBe('जनमत');
  expect(notification?.options.body).toBe('नई ख़बर आई है।');
  expect(notification?.options.data).toEqual({ url: `${ORIGIN}/` });
});
