import { STORAGE_KEYS } from '@janmat/shared';
import { type ApiTable, deferred, list, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { NOTICE_TEXTS, VOTE_TEXTS } from '@janmat/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { makePoll, VISITOR_IP } from '../../test/polls';
import { PollWidget } from './PollWidget';
import { VOTE_FAILED_TEXT } from './usePollVote';

const poll = makePoll({ res1: 3, res2: 1, res4: 0 });
const ipRoute = { 'GET /api/ip': { ip: VISITOR_IP } };

function setup(routes: ApiTable = {}, props = {}) {
  const { calls: sent } = mockApi({ ...ipRoute, ...routes });
  const view = renderWithPortal(<PollWidget poll={poll} {...props} />);
  const votes = () => sent.filter((r) => r.method === 'PATCH');
  const ipLookups = () => sent.filter((r) => r.path === '/api/ip').length;
  return { ...view, sent, votes, ipLookups };
}

const bar = (name: RegExp) => screen.getByRole('img', { name });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('PollWidget voting state', () => {
  it('shows the question as a heading inside the legend and only the options that exist', () => {
    setup({}, { headingLevel: 3 });
    const group = screen.getByRole('group', { name: poll.name });
    expect(within(group).getByRole('heading', { level: 3, name: poll.name })).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['हाँ', 'नहीं', 'कह नहीं सकते']);
  });

  it('keeps the vote button disabled until an option is chosen', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'वोट करें' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'नहीं' }));
    expect(button).toBeEnabled();
  });
});

describe('PollWidget voting', () => {
  it('raises the count by one at once, then shows the server counts', async () => {
    const reply = deferred<unknown>();
    const { user, votes, notices, ipLookups } = setup({ 'PATCH /api/updatepollsres2/2/42': () => reply.promise });
    await user.click(screen.getByRole('radio', { name: 'नहीं' }));
    expect(ipLookups()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'वोट करें' }));

    expect(await screen.findByText('कुल वोट: 5')).toBeInTheDocument();
    expect(ipLookups()).toBe(1);
    expect(bar(/^नहीं: 40% \(2 वोट\)$/)).toBeInTheDocument();
    expect(votes()).toHaveLength(1);

    reply.resolve(list({ ...poll, res1: 10, res2: 6, res4: 4 }));
    const card = screen.getByRole('region', { name: poll.name });
    expect(await within(card).findByText('कुल वोट: 20')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'पोल के नतीजे' })).toHaveFocus();
    expect(bar(/^हाँ: 50% \(10 वोट\)$/)).toBeInTheDocument();
    expect(bar(/^नहीं: 30%/)).toBeInTheDocument();
    expect(bar(/^कह नहीं सकते: 20%/)).toBeInTheDocument();
    expect(notices()).toEqual([NOTICE_TEXTS.voteThanks]);
    expect(localStorage.getItem(STORAGE_KEYS.voterIp)).toBe(VISITOR_IP);
    expect(localStorage.getItem(STORAGE_KEYS.votedPollId)).toBe('42');
  });

  it('shows whole percentages that add up to 100 for uneven counts', async () => {
    const { user } = setup({ 'PATCH /api/updatepollsres4/1/42': list({ ...poll, res1: 1, res2: 1, res4: 1 }) });
    await user.click(screen.getByRole('radio', { name: 'कह नहीं सकते' }));
    await user.click(screen.getByRole('button', { name: 'वोट करें' }));
    expect(await screen.findByText('कुल वोट: 3')).toBeInTheDocument();
    const labels = screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'));
    expect(labels).toEqual(['हाँ: 34% (1 वोट)', 'नहीं: 33% (1 वोट)', 'कह नहीं सकते: 33% (1 वोट)']);
  });

  it('refuses a repeat vote from the same stored IP and poll id without a request', async () => {
    localStorage.setItem(STORAGE_KEYS.voterIp, VISITOR_IP);
    localStorage.setItem(STORAGE_KEYS.votedPollId, '42');
    const { user, votes, notices } = setup();
    await user.click(screen.getByRole('radio', { name: 'हाँ' }));
    await user.click(screen.getByRole('button', { name: 'वोट करें' }));
    await waitFor(() => expect(notices()).toEqual([NOTICE_TEXTS.alreadyVoted]));
    expect(screen.getByText('कुल वोट: 4')).toBeInTheDocument();
    expect(votes()).toHaveLength(0);
  });

  it('still sends the vote when only the poll id matches the stored one', async () => {
    localStorage.setItem(STORAGE_KEYS.voterIp, '198.51.100.1');
    localStorage.setItem(STORAGE_KEYS.votedPollId, '42');
    const { user, votes } = setup({ 'PATCH /api/updatepollsres1/4/42': list({ ...poll, res1: 4 }) });
    await user.click(screen.getByRole('radio', { name: 'हाँ' }));
    await user.click(screen.getByRole('button', { name: 'वोट करें' }));
    expect(await screen.findByText('कुल वोट: 5')).toBeInTheDocument();
    expect(votes()).toHaveLength(1);
  });

  it('shows the results and the already-voted notice when the server answers 409', async () => {
    const { user, notices } = setup({
      'PATCH /api/updatepollsres1/4/42': reply(409, { message: NOTICE_TEXTS.alreadyVoted }),
    });
    await user.click(screen.getByRole('radio', { name: 'हाँ' }));
    await user.click(screen.getByRole('button', { name: 'वोट करें' }));
    await waitFor(() => expect(notices()).toEqual([NOTICE_TEXTS.alreadyVoted]));
    expect(screen.getByText('कुल वोट: 4')).toBeInTheDocument();
    expect(bar(/^हाँ: 75%/)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.votedPollId)).toBe('42');
  });

  it('a poll the newsroom closed shows its results and the server’s message, and remembers no vote', async () => {
    const closed = 'यह पोल बंद हो चुका है, अब इसमें वोट नहीं दिया जा सकता।';
    const { user, notices } = setup({
      'PATCH /api/updatepollsres1/4/42': reply(409, { message: closed, closed: true }),
    });
    await user.click(screen.getByRole('radio', { name: 'हाँ' }));
    await user.click(screen.getByRole('button', { name: 'वोट करें' }));
    await waitFor(() => expect(notices()).toEqual([closed]));
    expect(screen.getByText('कुल वोट: 4')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.votedPollId)).toBeNull();
  });

  it('rolls the count back and says so in Hindi when the vote fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, notices } = setup({ 'PATCH /api/updatepollsres1/4/42': reply(500, {}) });
    await user.click(screen.getByRole('radio', { name: 'हाँ' }));
    await user.click(screen.getByRole('button', { name: 'वोट करें' }));
    await waitFor(() => expect(notices()).toEqual([VOTE_FAILED_TEXT]));
    expect(screen.queryByText(/कुल वोट/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वोट करें' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.votedPollId)).toBeNull();
  });
});

describe('PollWidget without scripts', () => {
  const renderAt = (route: string) => {
    mockApi(ipRoute);
    return renderWithPortal(<PollWidget poll={poll} />, { route });
  };

  it('is a plain HTML form too: posted to the page it is on with the poll and the chosen option', () => {
    const { container } = renderAt('/news/national/some-story');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/news/national/some-story');
    expect((form.elements.namedItem('poll') as HTMLInputElement).value).toBe('42');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.name, r.value, r.required])).toEqual([
      ['option', '1', true],
      ['option', '2', true],
      ['option', '4', true],
    ]);
    expect(container.querySelector(`#poll-${poll.poll_id}`)).toBe(screen.getByRole('region', { name: poll.name }));
  });

  it('opens on the results with the thanks after its counted vote came back from the server', () => {
    const { notices } = renderAt('/?vote=done&poll=42');
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE_TEXTS.voteThanks);
    expect(screen.getByText('कुल वोट: 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'वोट करें' })).toBeNull();
    expect(notices()).toEqual([]);
  });

  it("opens on the results with the spec's repeat-vote text after a second vote", () => {
    renderAt('/?vote=repeat&poll=42');
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE_TEXTS.alreadyVoted);
    expect(bar(/^हाँ: 75% \(3 वोट\)$/)).toBeInTheDocument();
  });

  it('opens on the results with the closed text when the poll took no more votes', () => {
    renderAt('/?vote=closed&poll=42');
    expect(screen.getByRole('status')).toHaveTextContent(VOTE_TEXTS.pollClosed);
    expect(screen.getByText('कुल वोट: 4')).toBeInTheDocument();
  });

  it('asks for an option when the form came back without one', () => {
    renderAt('/?vote=missing&poll=42');
    expect(screen.getByRole('alert')).toHaveTextContent(VOTE_TEXTS.optionRequired);
    expect(screen.getByRole('group', { name: poll.name })).toHaveAccessibleDescription(VOTE_TEXTS.optionRequired);
  });

  it("leaves another poll's outcome to that poll", () => {
    renderAt('/?vote=done&poll=7');
    expect(screen.getByRole('button', { name: 'वोट करें' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
