import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { Outcome } from '../common/Outcome';
import { useDeskAction } from '../common/useDeskAction';
import { SitePollCard } from './SitePollCard';
import type { SitePoll } from './sitePollApi';

const POLL: SitePoll = {
  pollId: 2,
  question: 'क्या शहर में नई मेट्रो लाइन बननी चाहिए?',
  options: ['हाँ', 'नहीं'],
  votes: [30, 10],
  totalVotes: 40,
  createdAt: '2026-11-20 10:00:00',
  atHome: true,
  newsId: null,
  closed: true,
  closedAt: '2026-11-22T04:30:00.000Z',
  version: 4,
};

function Page({ poll }: { poll: SitePoll }) {
  const desk = useDeskAction();
  return (
    <>
      <Outcome outcome={desk.outcome} />
      <ul>
        <SitePollCard poll={poll} desk={desk} />
      </ul>
    </>
  );
}

const renderCard = (poll: SitePoll, api = {}) => renderDesk(<Page poll={poll} />, { route: '/newsroom/polls', api });

test('a closed, voted poll: its results, when it closed (India time), no change of its text', () => {
  renderCard(POLL);
  const card = screen.getByRole('heading', { level: 2 }).closest('li')!;
  expect(within(card).getByRole('heading')).toHaveTextContent(`${POLL.question}बंद`);
  expect(card).toHaveTextContent(/पोल 2 · बना 2026-11-20 10:00:00 · बंद हुआ .*10:00 am/);
  expect(card).toHaveTextContent('हाँ: 30 वोट (75%)');
  expect(within(card).queryByRole('button', { name: 'पोल 2: सवाल बदलें' })).not.toBeInTheDocument();
  expect(card).toHaveTextContent('वोट आ चुके हैं: सवाल और विकल्प अब नहीं बदले जा सकते।');
});

test('reopening and taking it off the home page each send their step with the version held', async () => {
  const { user, calls, headers } = renderCard(POLL, {
    'POST /api/newsroom/sitepolls/2/reopen': { data: { ...POLL, closed: false } },
    'PATCH /api/newsroom/sitepolls/2': { data: { ...POLL, atHome: false } },
  });
  await user.click(screen.getByRole('button', { name: 'पोल 2: फिर से खोलें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 2 फिर से खुल गया।');
  await user.click(screen.getByRole('checkbox', { name: 'होम पेज पर दिखाएँ' }));
  expect(await screen.findByText('पोल 2 होम पेज से हटा।')).toBeInTheDocument();
  expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
    ['POST', '/api/newsroom/sitepolls/2/reopen', undefined],
    ['PATCH', '/api/newsroom/sitepolls/2', { atHome: false }],
  ]);
  expect(headers.map((header) => header['if-match'])).toEqual(['"4"', '"4"']);
});

test('an unvoted poll’s question opens in its form; giving up brings the card back', async () => {
  const { user } = renderCard({ ...POLL, votes: [0, 0], totalVotes: 0, closed: false, closedAt: null });
  expect(screen.queryByText(/वोट आ चुके हैं/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'पोल 2: सवाल बदलें' }));
  expect(screen.getByRole('form', { name: 'पोल 2 का सवाल बदलें' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(screen.getByRole('button', { name: 'पोल 2: बंद करें' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
