import { KEPT_COPY_MARK, LITE_PAGE_MARK } from '@janmat/shared/contracts';
import { SAVED_LIST_MESSAGE } from '@janmat/shared/reader';
import { ORIGIN } from '../test/fakeWorkerScope';
import { offlineTestSite, storyHtml } from '../test/offlineTestSite';
import { OFFLINE_CACHES, readCopies } from './offlineCaches';
import { FORM_NOT_SENT, readOffline } from './readOffline';

const STORY = '/news/rajasthan/satra-shuru';
const OTHER = '/news/national/chunav';
const story = (path: string, title: string, at = 1) => ({ path, title, photo: '/uploads/lead-photo.jpg', at });

function setUp(room?: number) {
  const pages = { [STORY]: storyHtml('सत्र शुरू'), [OTHER]: storyHtml('चुनाव'), '/': '<h1>मुखपृष्ठ</h1>' };
  const { worker, site } = offlineTestSite(pages, room);
  readOffline(worker.scope);
  /** Posts the saved list as a page does; resolves with the worker's answer. */
  const post = async (stories: unknown[]) => {
    const answers: unknown[] = [];
    const ports = [{ postMessage: (message: unknown) => answers.push(message) }];
    await worker.dispatch('message', { data: { type: SAVED_LIST_MESSAGE, stories }, ports });
    return answers[0] as { kept: string[] };
  };
  const page = (path: string) => worker.request(ORIGIN + path);
  return { worker, site, post, page };
}

describe('offline reading in the worker', () => {
  it('keeps a saved story whole: its page, stylesheet, fonts and own photo renditions, nothing of elsewhere', async () => {
    const { worker, post } = setUp();
    expect(await post([story(STORY, 'सत्र शुरू')])).toEqual({ type: SAVED_LIST_MESSAGE, kept: [STORY] });
    const saved = worker.scope.caches.named.get(OFFLINE_CACHES.saved);
    const urls = [...(saved?.keys() ?? [])].map((url) => url.slice(ORIGIN.length)).sort();
    expect(urls).toEqual([
      '/__janmat-offline/saved.json',
      '/fonts/janmat.woff2',
      '/fonts/other.woff2',
      STORY,
      '/static/site.css',
      '/uploads/lead-photo.jpg',
      '/uploads/r/lead-photo-400.jpg',
      '/uploads/r/lead-photo-400.webp',
      '/uploads/r/lead-photo-800.webp',
    ]);
  });

  it('with the network gone, serves a saved story from its copy and its photo too', async () => {
    const { site, post, page, worker } = setUp();
    await post([story(STORY, 'सत्र शुरू')]);
    site.offline = true;
    expect((await page(STORY))?.body).toContain('<h1>सत्र शुरू</h1>');
    const photo = await worker.request(`${ORIGIN}/uploads/r/lead-photo-400.webp`, 'no-cors', 'image');
    expect(photo?.body).toBe('photo');
  });

  it('serves a kept copy to read: none of the scripts of the builds it names load, even once the network is back', async () => {
    const { site, post, page } = setUp();
    await post([story(STORY, 'सत्र शुरू')]);
    expect((await page(STORY))?.body).toContain('"scripts":["/main.js"]');
    site.offline = true;
    const copy = await page(STORY);
    expect(copy?.status).toBe(200);
    expect(copy?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(copy?.body).toContain('<h1>सत्र शुरू</h1>');
    expect(copy?.body).toContain(`<html ${LITE_PAGE_MARK} ${KEPT_COPY_MARK} lang="hi">`);
    expect(copy?.body).not.toContain('/main.js');
  });

  it('answers pages from the network first, and keeps the latest home page as it goes', async () => {
    const { site, page } = setUp();
    expect((await page(STORY))?.body).toContain('सत्र शुरू');
    expect(site.asked).toEqual([ORIGIN + STORY]);
    await page('/');
    site.offline = true;
    expect((await page('/'))?.body).toBe('<h1>मुखपृष्ठ</h1>');
  });

  it('asks the server for every page opened, never the browser’s copy of one seen moments ago', async () => {
    const { worker, site, page } = setUp();
    // Seen before a release (or a correction): the HTTP cache may still hand it out while it asks again.
    site.seen[STORY] = storyHtml('पिछला संस्करण');
    expect((await page(STORY))?.body).toContain('<h1>सत्र शुरू</h1>');
    expect(site.asked).toEqual([ORIGIN + STORY]);
    // A request the browser made with a mode of its own (a history navigation that prefers its copy) keeps it.
    expect((await worker.request(ORIGIN + STORY, 'navigate', 'document', 'force-cache'))?.body).toContain('पिछला');
  });

  it('gives any other page, offline, the Hindi offline page listing what is saved', async () => {
    const { site, post, page } = setUp();
    await post([story(STORY, '<script>alert(1)</script> सत्र')]);
    site.offline = true;
    const answer = await page(OTHER);
    expect(answer?.status).toBe(503);
    expect(answer?.body).toContain('आप ऑफ़लाइन हैं');
    expect(answer?.body).toContain(`<a href="${STORY}">&lt;script&gt;alert(1)&lt;/script&gt; सत्र</a>`);
    expect(answer?.body).not.toContain('<script>');
    // In the site's palettes, and in its own face, kept with the saved story.
    expect(answer?.body).toContain('--jm-brand:#b71c1c');
    expect(answer?.body).toMatch(
      /@font-face\{font-family:"Janmat Offline";src:url\("[^"]*\/fonts\/(janmat|other)\.woff2"\)\}/,
    );
  });

  it('sends a form posted from a page to the server, and offline says in Hindi that it was not sent', async () => {
    const { worker, site } = setUp();
    const vote = () => worker.request(ORIGIN + STORY, 'navigate', 'document', 'default', 'POST');
    // Online the server answers it (the worker only passes it on).
    expect((await vote())?.body).toContain('सत्र शुरू');
    site.offline = true;
    const answer = await vote();
    expect(answer?.status).toBe(503);
    expect(answer?.body).toContain('आप ऑफ़लाइन हैं');
    expect(answer?.body).toContain(FORM_NOT_SENT);
    // A script's own POST (a vote sent by the page's code) is left to the page, which says so itself.
    expect(await worker.request(ORIGIN + STORY, 'cors', '', 'default', 'POST')).toBeUndefined();
  });

  it('deletes the copy of a story no longer listed (removed on the profile or in another tab)', async () => {
    const { worker, site, post, page } = setUp();
    await post([story(STORY, 'सत्र शुरू', 2), story(OTHER, 'चुनाव', 1)]);
    expect(await post([story(OTHER, 'चुनाव', 1)])).toEqual({ type: SAVED_LIST_MESSAGE, kept: [OTHER] });
    expect((await readCopies(worker.scope)).map((copy) => copy.path)).toEqual([OTHER]);
    // The stylesheet both pages use stays for the one still saved.
    expect(worker.scope.caches.named.get(OFFLINE_CACHES.saved)?.has(`${ORIGIN}/static/site.css`)).toBe(true);
    site.offline = true;
    expect((await page(STORY))?.body).toContain('आप ऑफ़लाइन हैं');
  });

  it('keeps at most 50 stories, the newest saved', async () => {
    const { post } = setUp();
    const many = Array.from({ length: 52 }, (_, n) => story(`/news/many/story-${n}`, `ख़बर ${n}`, 100 - n));
    const { kept } = await post(many);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe(many[0]?.path);
    expect(kept).not.toContain(many[50]?.path);
  });

  it('when storage is short, lets the home page copy go before a saved story', async () => {
    const { worker, post, page } = setUp(9);
    await page('/');
    expect(worker.scope.caches.named.get(OFFLINE_CACHES.pages)?.size).toBe(1);
    expect((await post([story(STORY, 'सत्र शुरू')])).kept).toEqual([STORY]);
    expect(worker.scope.caches.named.has(OFFLINE_CACHES.pages)).toBe(false);
  });

  it('keeps nothing of a story it could not fetch, and never the staff pages or the API', async () => {
    const { worker, post, page } = setUp();
    expect((await post([story('/news/x/missing', 'नहीं'), story('/newsroom/articles', 'डेस्क')])).kept).toEqual([]);
    expect(await worker.request(`${ORIGIN}/newsroom/articles`)).toBeUndefined();
    expect(await worker.request(`${ORIGIN}/api/newsall`, 'cors', '')).toBeUndefined();
    expect(await page('/news/x/missing')).toBeDefined();
  });
});
