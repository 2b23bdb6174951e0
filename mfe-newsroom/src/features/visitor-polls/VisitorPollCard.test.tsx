import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { Outcome } from '../common/Outcome';
import { useDeskAction } from '../common/useDeskAction';
import { VisitorPollCard } from './VisitorPollCard';
import type { VisitorPoll } from './visitorPollApi';

const CRICKET: VisitorPoll = {
  pollId: 12,
  question: 'क्या भारत विश्व कप जीतेगा?',
  options: ['हाँ', 'नहीं'],
  votes: [3, 1],
  totalVotes: 4,
  createdAt: '2026-11-20 10:00:00',
  hidden: false,
  hiddenAt: null,
  hiddenReason: null,
};

function Page({ poll }: { poll: VisitorPoll }) {
  const desk = useDeskAction();
  return (
    <>
      <Outcome outcome={desk.outcome} />
      <ul>
        <VisitorPollCard poll={poll} desk={desk} />
      </ul>
    </>
  );
}

const renderCard = (poll: VisitorPoll, api = {}) =>
  renderDesk(<Page poll={poll} />, { route: '/newsroom/visitor-polls', api });

test('a shown poll: its results; hiding it asks for a reason, giving up asks nothing', async () => {
  const { user, calls } = renderCard(CRICKET);
  const card = screen.getByRole('heading', { level: 2 }).closest('li')!;
  expect(card).toHaveTextContent('पोल 12 · बना 2026-11-20 10:00:00');
  expect(card).toHaveTextContent('हाँ: 3 वोट (75%)');
  expect(within(card).queryByRole('button', { name: 'पोल 12: फिर से दिखाएँ' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'पोल 12: छिपाएँ' }));
  expect(screen.getByRole('dialog', { name: 'पोल 12 पाठकों से छिपाएँ?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('deleting warns that its votes go too, and sends the reason with the deletion', async () => {
  const { user, calls } = renderCard(CRICKET, {
    'DELETE /api/newsroom/userpolls/12': { message: 'पोल हटा दिया गया।' },
  });
  await user.click(screen.getByRole('button', { name: 'पोल 12: हटाएँ' }));
  const dialog = screen.getByRole('dialog', { name: 'पोल 12 और उसके सारे वोट हमेशा के लिए हटाएँ?' });
  await user.type(within(dialog).getByRole('textbox', { name: /^कारण/ }), 'दोहराया गया पोल');
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 12 हटा दिया गया।');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls[0]).toMatchObject({ method: 'DELETE', body: { reason: 'दोहराया गया पोल' } });
});

test('a hidden poll says since when (India time) and why, and can be shown again at once', async () => {
  const { user, calls } = renderCard(
    { ...CRICKET, hidden: true, hiddenAt: '2026-11-21T04:30:00.000Z', hiddenReason: 'भ्रामक सवाल' },
    { 'POST /api/newsroom/userpolls/12/show': { data: CRICKET } },
  );
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('क्या भारत विश्व कप जीतेगा?छिपा हुआ');
  expect(screen.getByText(/^छिपाया गया .*10:00 am; कारण: भ्रामक सवाल$/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'पोल 12: फिर से दिखाएँ' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 12 फिर से दिखने लगा।');
  expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/newsroom/userpolls/12/show' });
});
