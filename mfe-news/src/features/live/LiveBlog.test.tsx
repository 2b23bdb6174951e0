import { type LiveFeed, type LiveUpdate, ROUTES } from '@janmat/shared';
import { renderWithPortal } from '@janmat/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { newsItem } from '../../test/fixtures';
import { LiveBlog } from './LiveBlog';

const update = (id: number, fields: Partial<LiveUpdate> = {}): LiveUpdate => ({
  id,
  body: `<p>अपडेट ${id}</p>`,
  photo: '',
  pinned: false,
  keyEvent: false,
  postedAt: `2026-11-26T04:${String(id).padStart(2, '0')}:00.000Z`,
  updatedAt: `2026-11-26T04:${String(id).padStart(2, '0')}:00.000Z`,
  ...fields,
});

const feed = (data: LiveUpdate[], fields: Partial<LiveFeed> = {}): LiveFeed => ({
  data,
  next: null,
  latest: data[0]?.id ?? 0,
  newer: 0,
  live: true,
  pinned: [],
  edition: '5:1',
  ...fields,
});

const ARTICLE = { ...newsItem(7, { url: 'chunav-natije', name: 'चुनाव नतीजे' }), live: true };
const PAGE = feed([update(5), update(4, { keyEvent: true })], { next: 4, pinned: [update(3, { pinned: true })] });
const TITLE = 'चुनाव नतीजे | जनमत';

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function open({ route = '/news/national/chunav-natije', item = ARTICLE, api = {} } = {}) {
  document.title = TITLE;
  const view = renderWithPortal(<LiveBlog item={item} />, {
    route,
    path: ROUTES.article.path,
    api: { '/api/live/7': PAGE, '/api/live/7?after=5': feed([], { latest: 5 }), ...api },
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  const polls = () => view.requested().filter((path) => path.startsWith('/api/live/7?after='));
  return { ...view, polls };
}

/** The next poll answers one new update. */
const oneNew = (view: ReturnType<typeof open>) =>
  view.answers.set('/api/live/7?after=5', feed([update(6)], { latest: 6, newer: 1 }));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  setVisibility('visible');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('LiveBlog', () => {
  it('shows the page’s updates, the pinned one first, a link to older ones, and LiveBlogPosting JSON-LD', async () => {
    const { container } = open();
    const stream = await screen.findByRole('list');
    expect(
      within(stream)
        .getAllByRole('article')
        .map((a) => a.id),
    ).toEqual(['update-5', 'update-4']);
    expect(within(stream).getByText('मुख्य घटना')).toBeInTheDocument();
    expect(screen.getByText('अपडेट 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पुराने अपडेट' })).toHaveAttribute(
      'href',
      '/news/national/chunav-natije?before=4',
    );
    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld['@type']).toBe('LiveBlogPosting');
    expect(ld.liveBlogUpdate.map((u: { url: string }) => u.url.split('#')[1])).toEqual(['update-5', 'update-4']);
  });

  it('asks every 10 s and offers new updates with «1 नया अपडेट» instead of inserting them', async () => {
    const view = open();
    await screen.findByRole('list');
    await tick(0);
    const first = view.polls().length;
    expect(first).toBe(1);
    oneNew(view);
    await tick(9_000);
    expect(view.polls()).toHaveLength(first);
    await tick(1_000);
    expect(view.polls()).toHaveLength(first + 1);
    // Each ask goes out, past the browser's own copy (which, served stale while it revalidates, is a poll late).
    const modes = view.fetch.mock.calls.map(([request]) => request as unknown as Request);
    expect(modes.filter((r) => r.url.includes('after=')).map((r) => r.cache)).toEqual(['no-cache', 'no-cache']);

    const button = await screen.findByRole('button', { name: '1 नया अपडेट' });
    expect(screen.queryByText('अपडेट 6')).not.toBeInTheDocument();
    expect(document.title).toBe(`(1) ${TITLE}`);
    expect(screen.getByText(/1 नया अपडेट आए हैं/)).toHaveAttribute('aria-live', 'polite');

    view.answers.set('/api/live/7?after=6', feed([], { latest: 6 }));
    await view.user.click(button);
    const stream = screen.getByRole('list');
    expect(
      within(stream)
        .getAllByRole('article')
        .map((a) => a.id),
    ).toEqual(['update-6', 'update-5', 'update-4']);
    await tick(0);
    expect(screen.queryByRole('button', { name: /नया अपडेट|नए अपडेट/ })).not.toBeInTheDocument();
    expect(document.title).toBe(TITLE);
  });

  it('counts several waiting updates: «3 नए अपडेट» and (3) in the title', async () => {
    const view = open();
    await screen.findByRole('list');
    view.answers.set('/api/live/7?after=5', feed([update(8), update(7), update(6)], { latest: 8, newer: 3 }));
    await tick(10_000);
    expect(await screen.findByRole('button', { name: '3 नए अपडेट' })).toBeInTheDocument();
    expect(document.title).toBe(`(3) ${TITLE}`);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    const view = open();
    await screen.findByRole('list');
    await tick(0);
    const before = view.polls().length;
    setVisibility('hidden');
    await tick(60_000);
    expect(view.polls()).toHaveLength(before);
    oneNew(view);
    setVisibility('visible');
    await tick(0);
    expect(view.polls()).toHaveLength(before + 1);
    expect(await screen.findByRole('button', { name: '1 नया अपडेट' })).toBeInTheDocument();
  });

  it('offers the page as it is now when an update it shows was corrected or deleted, and says so politely', async () => {
    const view = open();
    await screen.findByRole('list');
    await tick(100);
    expect(screen.queryByRole('button', { name: /बदले गए/ })).not.toBeInTheDocument();
    view.answers.set('/api/live/7?after=5', feed([], { latest: 5, edition: '4:2' }));
    await tick(10_000);
    expect(await screen.findByRole('button', { name: 'पहले के अपडेट बदले गए: पेज ताज़ा करें' })).toBeInTheDocument();
    expect(screen.getByText(/पहले के अपडेट में बदलाव हुआ है/)).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('article').map((a) => a.id)).toContain('update-4');
  });

  it('does not ask on an older page, which links back to the latest', async () => {
    const view = open({
      route: '/news/national/chunav-natije?before=4',
      api: { '/api/live/7?before=4': feed([update(3)], { latest: 5 }) },
    });
    expect(await screen.findByText('अपडेट 3')).toBeInTheDocument();
    await tick(30_000);
    expect(view.polls()).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'नवीनतम अपडेट' })).toHaveAttribute('href', '/news/national/chunav-natije');
  });

  it('does not ask once the live page has ended', async () => {
    const view = open({ item: { ...ARTICLE, live: false }, api: { '/api/live/7': { ...PAGE, live: false } } });
    await screen.findByRole('list');
    await tick(30_000);
    expect(view.polls()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'अपडेट' })).toBeInTheDocument();
  });
});
