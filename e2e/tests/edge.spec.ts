import type { APIRequestContext, APIResponse } from '@playwright/test';
import { EDGE_URL, type RunningEdge, startEdge, startEdgeOrigin } from '../fixtures/edge';
import { NEWSROOM_ADMIN } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { editorApi, liveArticle } from '../fixtures/liveArticle';
import { openFromMenu, signIn } from '../fixtures/newsroom';
import type { Running } from '../fixtures/processes';
import { journeyElection } from '../fixtures/results';

/**
 * The site behind its edge: `npm run start:edge` (Varnish, deploy/varnish/janmat.vcl) in front of a
 * server of these journeys' own, as an operator runs them. The last journey stops the origin.
 */
const atEdge = (...parts: ('news' | 'polls' | 'newsroom')[]) => ({
  tag: [...tags('shell', ...parts, 'local').tag, '@edge'],
});

const xCache = (res: APIResponse) => res.headers()['x-cache'];

/** The parts of a results answer the journey reads: a seat's candidates, the election's parties. */
interface ResultsBody {
  candidates?: { id: number; votes: number }[];
  parties?: { code: string; votes: number }[];
}

/** Requests the edge has sent on to its origins so far, answered or not (its backends' `req` counters). */
const sentToOrigins = (edge: RunningEdge) =>
  Object.entries(edge.stats())
    .filter(([name]) => /^VBE\..*\.req$/.test(name))
    .reduce((sum, [, count]) => sum + count, 0);

/** The seed's lead story: its headline and its page's address at the edge. */
async function leadStory(request: APIRequestContext): Promise<{ name: string; url: string; path: string }> {
  const lead = (await (await request.get(`${EDGE_URL}/api/newsall`)).json()).data[0];
  return { name: lead.name, url: lead.url, path: `/news/${lead.type}/${lead.url}` };
}

test.describe
  .serial('the edge in front of the site', () => {
    let origin: Running | undefined;
    let edge: RunningEdge | undefined;

    test.beforeAll(async () => {
      test.setTimeout(360_000);
      origin = await startEdgeOrigin();
      edge = await startEdge([origin.url]);
    });
    test.afterAll(async () => {
      await edge?.stop();
      await origin?.stop();
    });

    test(
      'a public page is kept at the edge: a second reader gets the same copy whatever cookies they carry, a lite reader a copy of their own, a tester trying another build none',
      atEdge('news'),
      async ({ request }) => {
        const lead = await leadStory(request);
        const page = `${EDGE_URL}${lead.path}`;
        const first = await request.get(page, { headers: { cookie: 'reader=one' } });
        expect(first.status()).toBe(200);
        expect(await first.text()).toContain(lead.name);
        const second = await request.get(page, { headers: { cookie: 'reader=two; _ga=GA1.2.3' } });
        expect(xCache(second)).toBe('HIT');
        expect(await second.text()).toBe(await first.text());

        // The lite choice is part of the key, and only that cookie reaches the origin's copy.
        const lite = await request.get(page, { headers: { cookie: 'reader=one; janmat-lite=1' } });
        const liteAgain = await request.get(page, { headers: { cookie: 'janmat-lite=1; reader=three' } });
        expect(xCache(liteAgain)).toBe('HIT');
        expect(await liteAgain.text()).toBe(await lite.text());
        expect(await lite.text()).not.toBe(await first.text());
        expect(await lite.text()).toContain(lead.name);

        // A tester's other build of a section is never kept nor served from the copy.
        const tester = await request.get(page, { headers: { cookie: 'janmat-remote-override=news%3Dx' } });
        expect(xCache(tester)).toBe('PASS');
      },
    );

    test(
      'a personal page is never kept: two visitors through the edge each see only their own polls',
      atEdge('polls'),
      async ({ request }) => {
        const visitors = ['10.77.0.1', '10.77.0.2'];
        const name = `क्या इस बार मतदान का रिकॉर्ड टूटेगा ${Date.now().toString(36)}`;
        const created = await request.post(`${EDGE_URL}/api/createmypoll`, {
          headers: { 'x-forwarded-for': visitors[0]! },
          data: {
            name,
            poll_id: 10 + Math.floor(Math.random() * 10_000),
            created_by: visitors[0],
            op1: 'हाँ',
            op2: 'नहीं',
          },
        });
        expect(created.status()).toBe(201);
        for (let round = 0; round < 2; round += 1) {
          const [mine, theirs] = await Promise.all(
            visitors.map((ip) => request.get(`${EDGE_URL}/mypolls`, { headers: { 'x-forwarded-for': ip } })),
          );
          expect(mine!.headers()['cache-control']).toBe('private, no-store');
          expect([xCache(mine!), xCache(theirs!)]).toEqual(['PASS', 'PASS']);
          expect(await mine!.text()).toContain(name);
          expect(await theirs!.text()).not.toContain(name);
        }
      },
    );

    test(
      'an editor corrects a headline in the newsroom: readers at the edge see the new one within a second',
      atEdge('news', 'newsroom'),
      async ({ request }) => {
        const lead = await leadStory(request);
        const page = `${EDGE_URL}${lead.path}`;
        await request.get(page);
        expect(xCache(await request.get(page))).toBe('HIT');

        // Through the edge: the newsroom is passed to the origin with its cookie.
        const api = await editorApi(request, EDGE_URL);
        const found = await api.get(`/api/newsroom/articles?q=${encodeURIComponent(lead.url)}`);
        const article = (await found.json()).data.find((a: { slug: string }) => a.slug === lead.url);
        const seen = await api.get(`/api/newsroom/articles/${article.id}`);
        const corrected = `${lead.name} (सुधार)`;
        await api.send(
          'PATCH',
          `/api/newsroom/articles/${article.id}`,
          { title: corrected },
          { 'if-match': seen.headers().etag! },
        );
        await expect
          .poll(async () => (await request.get(page)).text(), { timeout: 1000, intervals: [50] })
          .toContain(corrected);
      },
    );

    test(
      'a count sent to the results feed reaches readers at the edge within a second: its seat and the tally, while another seat stays kept',
      atEdge('news', 'newsroom'),
      async ({ request }) => {
        const election = await journeyElection(request, EDGE_URL);
        await election.count(1, 1, 10, { 11: 100, 12: 90 });
        const seat = `${EDGE_URL}/api/results/${election.slug}/patna-sahib`;
        const tally = `${EDGE_URL}/api/results/${election.slug}`;
        const other = `${EDGE_URL}/api/results/${election.slug}/danapur`;
        for (const url of [seat, tally, other]) {
          await request.get(url);
          expect(xCache(await request.get(url)), url).toBe('HIT');
        }
        const votesAt = async (url: string, read: (body: ResultsBody) => number | undefined) =>
          read(await (await request.get(url)).json());
        const nandKishore = (body: ResultsBody) => body.candidates?.find((c) => c.id === 11)?.votes;
        const bjp = (body: ResultsBody) => body.parties?.find((p) => p.code === 'BJP')?.votes;

        await election.count(1, 2, 10, { 11: 250, 12: 90 });
        await expect.poll(() => votesAt(seat, nandKishore), { timeout: 1000, intervals: [50] }).toBe(350);
        await expect.poll(() => votesAt(tally, bjp), { timeout: 1000, intervals: [50] }).toBe(350);
        expect(xCache(await request.get(other)), 'a seat the batch did not touch stays at the edge').toBe('HIT');
      },
    );

    test(
      'an admin signs in to the newsroom through the edge and opens «रिलीज़»: the release API answers through it with the session, and every section is shown',
      atEdge('newsroom'),
      async ({ page }) => {
        const releaseAnswers: [number, string | undefined][] = [];
        page.on('response', (res) => {
          if (new URL(res.url()).pathname === '/api/releases')
            releaseAnswers.push([res.status(), res.headers()['x-cache']]);
        });
        await signIn(page, NEWSROOM_ADMIN, EDGE_URL);
        await openFromMenu(page, 'रिलीज़');
        const sections = page.getByRole('list', { name: 'सेक्शन' });
        for (const label of [
          'समाचार (news)',
          'मीडिया (media)',
          'पोल (polls)',
          'स्थायी पेज (static)',
          'न्यूज़रूम (newsroom)',
        ]) {
          await expect(sections.getByRole('heading', { level: 2, name: label })).toBeVisible();
        }
        await expect(sections.getByRole('heading', { level: 3, name: 'लाइव' })).toHaveCount(5);
        // Passed to the origin with the session cookie, never kept: the page's own asks were answered.
        expect(releaseAnswers.length).toBeGreaterThan(0);
        expect(releaseAnswers.every(([status, cache]) => status === 200 && cache === 'PASS')).toBe(true);
      },
    );

    test(
      'a soft purge by key from this machine makes the edge fetch the page again; a purge naming no key is refused',
      atEdge('news'),
      async ({ request }) => {
        const lead = await leadStory(request);
        const page = `${EDGE_URL}${lead.path}`;
        await request.get(page);
        const kept = await request.get(page);
        expect(xCache(kept)).toBe('HIT');
        // X-Varnish: this request's id, then the id of the fetch that made the copy.
        const copyOf = (res: APIResponse) => res.headers()['x-varnish']!.split(' ')[1];

        const keys = (await request.get(`${origin!.url}${lead.path}`)).headers().xkey;
        expect(keys).toMatch(/\S/);
        const purge = await request.fetch(`${EDGE_URL}/`, { method: 'PURGE', headers: { 'xkey-softpurge': keys! } });
        expect(purge.status()).toBe(200);
        expect((await purge.json()).purged).toBeGreaterThan(0);
        await expect
          .poll(async () => {
            const res = await request.get(page);
            return xCache(res) === 'HIT' && copyOf(res) !== copyOf(kept);
          })
          .toBe(true);

        const none = await request.fetch(`${EDGE_URL}/`, { method: 'PURGE' });
        expect(none.status()).toBe(400);
      },
    );

    test(
      'votes through the edge are all counted and none is kept: 20 visitors vote on a site poll, and its answer at the edge shows exactly 20 more',
      atEdge('polls'),
      async ({ request }) => {
        const [poll] = (await (await request.get(`${EDGE_URL}/api/pollsathome`)).json()).data;
        const answer = `${EDGE_URL}/api/pppolls/${poll.poll_id}`;
        const total = async () => {
          const [now] = (await (await request.get(answer)).json()).data;
          return now.res1 + now.res2 + now.res3 + now.res4;
        };
        const before = await total();
        expect(xCache(await request.get(answer))).toBe('HIT');

        const voters = Array.from({ length: 20 }, (_, i) => `10.78.0.${i + 1}`);
        const votes = await Promise.all(
          voters.map((ip) =>
            request.patch(`${EDGE_URL}/api/updatepollsres1/0/${poll.poll_id}`, { headers: { 'x-forwarded-for': ip } }),
          ),
        );
        expect(votes.map((vote) => [vote.status(), xCache(vote)])).toEqual(voters.map(() => [200, 'PASS']));
        const again = await request.patch(`${EDGE_URL}/api/updatepollsres2/0/${poll.poll_id}`, {
          headers: { 'x-forwarded-for': voters[0]! },
        });
        expect(again.status()).toBe(409);
        await expect.poll(total).toBe(before + 20);
      },
    );

    test(
      'a live page read through the edge gets an update posted in the newsroom within 10 s, unasked, and tells screen readers',
      atEdge('news', 'newsroom'),
      async ({ page, request }) => {
        const api = await editorApi(request, EDGE_URL);
        const article = await liveArticle(api);
        const feed = `/api/live/${article.id}?after=0`;
        try {
          await page.clock.install();
          const firstAsk = page.waitForResponse((res) => res.url().includes(feed));
          await page.goto(`${EDGE_URL}${article.path}`);
          await expect(page.getByText('अभी कोई अपडेट नहीं है।')).toBeVisible();
          await firstAsk;
          // Every reader's ask is answered by the edge until a post purges the feed.
          expect(xCache(await request.get(`${EDGE_URL}${feed}`))).toBe('HIT');

          const text = 'दूसरा रुझान: बढ़त बदली।';
          await api.send('POST', `/api/newsroom/live/${article.id}/updates`, { body: `<p>${text}</p>` });
          await expect
            .poll(async () => (await request.get(`${EDGE_URL}${feed}`)).text(), { timeout: 1000 })
            .toContain(text);
          const nextAsk = page.waitForResponse((res) => res.url().includes(feed));
          await page.clock.fastForward(10_000);
          await nextAsk;
          await expect(page.getByRole('button', { name: '1 नया अपडेट' })).toBeVisible();
          await expect(page.locator('[aria-live="polite"]', { hasText: '1 नया अपडेट आए हैं' })).toHaveCount(1);
        } finally {
          await article.end();
        }
      },
    );

    test(
      'a write through the edge reaches an origin so busy that the probe calls it sick: a vote and a sign-in sent then are answered, and the vote is counted',
      atEdge('polls', 'newsroom'),
      async ({ request }) => {
        test.setTimeout(180_000);
        const [poll] = (await (await request.get(`${EDGE_URL}/api/pollsathome`)).json()).data;
        // Counted at the origin itself: the edge may serve a stale copy while it judges the origin sick.
        const total = async () => {
          const [now] = (await (await request.get(`${origin!.url}/api/pppolls/${poll.poll_id}`)).json()).data;
          return now.res1 + now.res2 + now.res3 + now.res4;
        };
        const before = await total();

        // The origin answers nothing for a while, as one whose every moment goes to others: paused,
        // with a crowd of renders of pages nobody has read sent straight to it meanwhile.
        const pid = origin!.pid!;
        process.kill(pid, 'SIGSTOP');
        let vote: Promise<APIResponse> | undefined;
        let signin: Promise<APIResponse> | undefined;
        let crowd: Promise<(number | string)[]> | undefined;
        try {
          crowd = Promise.all(
            Array.from({ length: 200 }, (_, i) =>
              fetch(`${origin!.url}/news/national/crowd-${i}`).then(
                (res) => res.status,
                (error: Error) => error.message,
              ),
            ),
          );
          await expect.poll(() => edge!.health().origin_0, { timeout: 60_000 }).toBe(false);
          // Both reach the paused origin before it resumes (Varnish counts each request it sends on).
          const sent = sentToOrigins(edge!);
          vote = request.patch(`${EDGE_URL}/api/updatepollsres1/0/${poll.poll_id}`, {
            headers: { 'x-forwarded-for': '10.79.0.1' },
            timeout: 60_000,
          });
          signin = request.post(`${EDGE_URL}/api/newsroom/signin`, { data: NEWSROOM_ADMIN, timeout: 60_000 });
          await expect.poll(() => sentToOrigins(edge!) - sent, { timeout: 30_000 }).toBe(2);
          expect(edge!.health().origin_0).toBe(false);
        } finally {
          process.kill(pid, 'SIGCONT');
        }
        const [voted, signedIn] = await Promise.all([vote, signin]);
        expect([voted!.status(), xCache(voted!)]).toEqual([200, 'PASS']);
        expect(signedIn!.status()).toBe(200);
        expect((await signedIn!.json()).csrfToken).toMatch(/\S/);
        await expect.poll(total).toBe(before + 1);
        // The crowd was answered too (unknown stories: the Hindi 404 page); the origin was only busy.
        expect(new Set(await crowd)).toEqual(new Set([404]));
        await expect.poll(() => edge!.health().origin_0, { timeout: 60_000 }).toBe(true);
      },
    );

    test(
      'with the origin down, pages already seen are still served from the edge and a write gets a Hindi error',
      atEdge('news', 'polls'),
      async ({ request }) => {
        const lead = await leadStory(request);
        const seen = [lead.path, '/', '/api/newsall'];
        for (const path of seen) await request.get(`${EDGE_URL}${path}`);
        // One of them only in grace: soft-purged, so stale, before the origin goes.
        const keys = (await request.get(`${origin!.url}/`)).headers().xkey!;
        await request.fetch(`${EDGE_URL}/`, { method: 'PURGE', headers: { 'xkey-softpurge': keys } });

        await origin!.stop();
        for (const path of seen) {
          const res = await request.get(`${EDGE_URL}${path}`);
          expect(res.status(), path).toBe(200);
          expect(xCache(res), path).toBe('HIT');
        }

        const poll = await request.post(`${EDGE_URL}/api/createmypoll`, {
          data: { name: 'क्या यह पोल बनेगा', poll_id: 1, created_by: '10.77.0.3', op1: 'हाँ', op2: 'नहीं' },
        });
        expect(poll.status()).toBe(503);
        expect((await poll.json()).message).toBe(
          'साइट अभी जवाब नहीं दे पा रही है। आपका भेजा हुआ सहेजा नहीं गया। कृपया थोड़ी देर बाद फिर भेजें।',
        );
        const unseen = await request.get(`${EDGE_URL}/news/national/never-read-before`);
        expect(unseen.status()).toBe(503);
        expect(await unseen.text()).toContain('<h1>साइट अभी जवाब नहीं दे पा रही है</h1>');
      },
    );
  });
