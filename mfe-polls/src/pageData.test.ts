import { createPortalStore, type PageLoader, type PortalStore, ROUTES } from '@janmat/shared';
import type { PageLoadContext } from '@janmat/shared/page-data';
import { list, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { act, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MyPollsPage } from './features/my-polls/MyPollsPage';
import { myPollsApi } from './features/my-polls/myPollsApi';
import { pollPageApi } from './features/poll-page/pollPageApi';
import { UserPollPage } from './features/poll-page/UserPollPage';
import { visitorApi } from './features/visitor/visitorApi';
import { pageData } from './pageData';
import { makePoll, VISITOR_IP } from './test/polls';

const userPoll = makePoll({ poll_id: 321, name: 'क्या हरियाणा में नई औद्योगिक नीति आएगी?' });
const sitePoll = makePoll({ poll_id: 3, name: 'क्या बिहार में शराबबंदी जारी रहनी चाहिए?' });
const myPoll = makePoll({ poll_id: 77, name: 'क्या दिल्ली में मेट्रो का किराया घटेगा?' });

const API = {
  'GET /api/ip': { ip: VISITOR_IP },
  'GET /api/userpolls/321': list(userPoll),
  'GET /api/userpolls/999': reply(404, { message: 'Poll not found' }),
  'GET /api/pppolls/3': list(sitePoll),
  [`GET /api/mypolls/${VISITOR_IP}`]: list(myPoll),
};

function contextOf(params: Record<string, string> = {}): PageLoadContext & { store: PortalStore } {
  return { store: createPortalStore(), params, search: new URLSearchParams() };
}

/** The page's one address, decoded. */
const pathOf = (load: Awaited<ReturnType<PageLoader>>) =>
  load.found && load.path ? decodeURIComponent(load.path) : undefined;

/**
 * What a query holds in `store`, read with its endpoint's selector (typed for the polls tags, which the
 * portal store's type does not name).
 */
const held = <T>(select: (state: never) => { data?: T }, store: PortalStore) => select(store.getState() as never).data;

afterEach(() => jest.restoreAllMocks());

describe('polls pageData', () => {
  it('answers not-found for an id that is no poll id (without asking) or that the server does not know', async () => {
    const api = mockApi(API);
    for (const id of ['abc', '0', '1234567', '12a']) {
      await expect(pageData.userPoll(contextOf({ id, name: 'x' }))).resolves.toEqual({ found: false });
      await expect(pageData.sitePoll(contextOf({ id, name: 'x' }))).resolves.toEqual({ found: false });
    }
    expect(api.requested()).toEqual([]);
    await expect(pageData.userPoll(contextOf({ id: '999', name: 'x' }))).resolves.toEqual({ found: false });
    // A visitor poll's id is not the site's.
    await expect(pageData.sitePoll(contextOf({ id: '321', name: 'x' }))).resolves.toEqual({ found: false });
  });

  it("gives a poll its one address: its id and its question's slug", async () => {
    mockApi(API);
    const user = await pageData.userPoll(contextOf({ id: '321', name: 'kuch-bhi' }));
    expect(pathOf(user)).toBe('/polls/321/क्या-हरियाणा-में-नई-औद्योगिक-नीति-आएगी');
    expect(user).not.toHaveProperty('canonical');
    const site = await pageData.sitePoll(contextOf({ id: '003', name: 'x' }));
    expect(pathOf(site)).toBe('/pp/polls/3/क्या-बिहार-में-शराबबंदी-जारी-रहनी-चाहिए');
  });

  it('leaves the poll, or the visitor’s address and polls, answered in the store', async () => {
    mockApi(API);
    const user = contextOf({ id: '321', name: 'x' });
    await pageData.userPoll(user);
    expect(held(pollPageApi.endpoints.getUserPoll.select(321), user.store)).toEqual(userPoll);

    const site = contextOf({ id: '3', name: 'x' });
    await pageData.sitePoll(site);
    expect(held(pollPageApi.endpoints.getSitePoll.select(3), site.store)).toEqual(sitePoll);

    const mine = contextOf();
    await expect(pageData.myPolls(mine)).resolves.toEqual({ found: true });
    expect(held(visitorApi.endpoints.getVisitorIp.select(), mine.store)).toBe(VISITOR_IP);
    expect(held(myPollsApi.endpoints.getMyPolls.select(VISITOR_IP), mine.store)).toEqual([myPoll]);

    // The form asks for the visitor's address only when it is sent.
    const create = contextOf();
    await expect(pageData.createPoll(create)).resolves.toEqual({ found: true });
    expect(Object.keys(create.store.getState().api.queries)).toEqual([]);
  });

  it('still answers the page when the visitor’s address cannot be read (the page shows the error)', async () => {
    const api = mockApi({ ...API, 'GET /api/ip': reply(503) });
    await expect(pageData.myPolls(contextOf())).resolves.toEqual({ found: true });
    expect(api.requested()).toEqual(['/api/ip']);
  });

  it('renders a poll’s page from the store the loader filled, without another request', async () => {
    const api = mockApi(API);
    const context = contextOf({ id: '321', name: 'x' });
    await pageData.userPoll(context);
    const before = api.requested();

    renderWithPortal(createElement(UserPollPage), {
      route: '/polls/321/x',
      path: ROUTES.userPoll.path,
      store: context.store,
    });
    expect(screen.getByRole('heading', { level: 1, name: userPoll.name })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: userPoll.name })).toBeInTheDocument();
    await act(async () => {});
    expect(api.requested()).toEqual(before);
  });

  it('renders the visitor’s polls from the store the loader filled, without another request', async () => {
    const api = mockApi(API);
    const context = contextOf();
    await pageData.myPolls(context);
    const before = api.requested();

    renderWithPortal(createElement(MyPollsPage), { route: ROUTES.myPolls.path, store: context.store });
    expect(screen.getByRole('link', { name: myPoll.name })).toBeInTheDocument();
    await act(async () => {});
    expect(api.requested()).toEqual(before);
  });
});
