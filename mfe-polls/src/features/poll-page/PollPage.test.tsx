import { href } from '@janmat/shared';
import { list, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { makePoll, VISITOR_IP } from '../../test/polls';
import { SitePollPage } from './SitePollPage';
import { UserPollPage } from './UserPollPage';

const ipRoute = { 'GET /api/ip': { ip: VISITOR_IP } };
const NOT_FOUND = 'पेज नहीं मिला';

afterEach(() => jest.restoreAllMocks());

describe('poll pages', () => {
  it('shows a visitor poll: the question as the heading, the poll and the share links', async () => {
    const poll = makePoll({ poll_id: 321, name: 'क्या हरियाणा में नई औद्योगिक नीति आएगी?' });
    const { calls: sent } = mockApi({ ...ipRoute, 'GET /api/userpolls/321': list(poll) });
    renderWithPortal(<UserPollPage />, { route: '/polls/321/kuch-bhi', path: '/polls/:id/:name' });

    expect(await screen.findByRole('heading', { level: 1, name: poll.name })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: poll.name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'वोट करें' })).toBeDisabled();
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' });
    const pageUrl = href.userPoll({ id: 321, name: 'क्या-हरियाणा-में-नई-औद्योगिक-नीति-आएगी' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(pageUrl));
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toContain('/api/userpolls/321');
  });

  it("reads the site's own polls from pppolls", async () => {
    const poll = makePoll({ poll_id: 3, name: 'क्या बिहार में शराबबंदी जारी रहनी चाहिए?' });
    mockApi({ ...ipRoute, 'GET /api/pppolls/3': list(poll) });
    renderWithPortal(<SitePollPage />, { route: '/pp/polls/3/x', path: '/pp/polls/:id/:name' });
    expect(await screen.findByRole('heading', { level: 1, name: poll.name })).toBeInTheDocument();
  });

  it('shows a title with markup as plain text', async () => {
    const name = '<img src=x onerror="window.hacked=1"> <b>मोटा</b> सवाल';
    mockApi({ ...ipRoute, 'GET /api/userpolls/55': list(makePoll({ poll_id: 55, name })) });
    const { container } = renderWithPortal(<UserPollPage />, { route: '/polls/55/x', path: '/polls/:id/:name' });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('shows the not-found page for an id the server does not know', async () => {
    mockApi({ ...ipRoute, 'GET /api/userpolls/999': reply(404, { message: 'Poll not found' }) });
    renderWithPortal(<UserPollPage />, { route: '/polls/999/x', path: '/polls/:id/:name' });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a number, without asking the server', () => {
    const { calls: sent } = mockApi(ipRoute);
    renderWithPortal(<UserPollPage />, { route: '/polls/abc/x', path: '/polls/:id/:name' });
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
    expect(sent.filter((r) => r.path.startsWith('/api/userpolls'))).toHaveLength(0);
  });

  it('offers a retry when the poll cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ ...ipRoute, 'GET /api/userpolls/8': reply(503) });
    renderWithPortal(<UserPollPage />, { route: '/polls/8/x', path: '/polls/:id/:name' });
    expect(await screen.findByRole('alert')).toHaveTextContent('पोल लोड नहीं हो सके।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
