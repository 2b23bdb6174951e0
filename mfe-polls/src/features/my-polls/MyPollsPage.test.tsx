import { list, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { makePoll, VISITOR_IP } from '../../test/polls';
import { MyPollsPage } from './MyPollsPage';

const ipRoute = { 'GET /api/ip': { ip: VISITOR_IP } };
const myPollsPath = `GET /api/mypolls/${VISITOR_IP}`;

afterEach(() => jest.restoreAllMocks());

describe('MyPollsPage', () => {
  it("lists the visitor's polls with the Published label, a link and each option's result", async () => {
    mockApi({
      ...ipRoute,
      [myPollsPath]: list(
        makePoll({ poll_id: 77, name: 'क्या दिल्ली में मेट्रो का किराया घटेगा?', res1: 3, res2: 1, res4: 0 }),
        makePoll({ poll_id: 78, name: 'पहला <b>पोल</b>', op3: 'पता नहीं', res3: 2 }),
      ),
    });
    renderWithPortal(<MyPollsPage />, { route: '/mypolls' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे पोल' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: /आपके बनाए पोल/ });
    const [, first, second] = within(table).getAllByRole('row');
    const link = within(first!).getByRole('link', { name: 'क्या दिल्ली में मेट्रो का किराया घटेगा?' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/polls/77/क्या-दिल्ली-में-मेट्रो-का-किराया-घटेगा');
    expect(within(first!).getByText('Published')).toBeInTheDocument();
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['हाँ: 3 वोट (75%)', 'नहीं: 1 वोट (25%)', 'कह नहीं सकते: 0 वोट (0%)']);
    expect(within(second!).getByRole('link', { name: 'पहला <b>पोल</b>' })).toBeInTheDocument();
    expect(within(second!).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col']);
  });

  it('says so in Hindi and links to the create page when the visitor has no polls', async () => {
    mockApi({ ...ipRoute, [myPollsPath]: list() });
    renderWithPortal(<MyPollsPage />, { route: '/mypolls' });
    expect(await screen.findByText(/आपने अभी तक कोई पोल नहीं बनाया है/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपना पहला पोल बनाएं' })).toHaveAttribute('href', '/createmypoll');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi({
      ...ipRoute,
      [myPollsPath]: () => {
        calls += 1;
        return calls === 1 ? reply(500) : list(makePoll());
      },
    });
    const { user } = renderWithPortal(<MyPollsPage />, { route: '/mypolls' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('आपके पोल लोड नहीं हो सके।');
    expect(logged).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });
});
