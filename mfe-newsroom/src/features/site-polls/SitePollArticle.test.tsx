import { screen } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { Outcome } from '../common/Outcome';
import { useDeskAction } from '../common/useDeskAction';
import { SitePollArticle } from './SitePollArticle';
import type { SitePoll } from './sitePollApi';

const POLL: SitePoll = {
  pollId: 2,
  question: 'क्या शहर में नई मेट्रो लाइन बननी चाहिए?',
  options: ['हाँ', 'नहीं'],
  votes: [0, 0],
  totalVotes: 0,
  createdAt: '2026-11-20 10:00:00',
  atHome: false,
  newsId: 7,
  closed: false,
  closedAt: null,
  version: 4,
};

function Card({ poll }: { poll: SitePoll }) {
  const desk = useDeskAction();
  return (
    <>
      <Outcome outcome={desk.outcome} />
      <SitePollArticle poll={poll} desk={desk} />
    </>
  );
}

const renderArticle = (poll: SitePoll, api = {}) =>
  renderDesk(<Card poll={poll} />, {
    route: '/newsroom/polls',
    api: { 'PATCH /api/newsroom/sitepolls/2': { data: poll }, ...api },
  });

test('an attached poll names its article, links to its editor and can be taken off it', async () => {
  const { user, calls, headers } = renderArticle(POLL);
  await user.click(screen.getByText('लेख 7 से जुड़ा — लेख बदलें'));
  expect(screen.getByRole('link', { name: 'लेख 7 खोलें' })).toHaveAttribute('href', '/newsroom/articles/7');
  await user.click(screen.getByRole('button', { name: 'लेख से हटाएँ' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 2 अब किसी लेख पर नहीं दिखेगा।');
  expect(calls[0]).toMatchObject({ method: 'PATCH', body: { newsId: null } });
  expect(headers[0]?.['if-match']).toBe('"4"');
});

test('an article’s number is typed in digits only, and nothing is sent without one', async () => {
  const { user, calls } = renderArticle({ ...POLL, newsId: null });
  await user.click(screen.getByText('किसी लेख से नहीं जुड़ा — लेख बदलें'));
  expect(screen.queryByRole('link', { name: /खोलें$/ })).not.toBeInTheDocument();
  const attach = screen.getByRole('button', { name: 'इस लेख से जोड़ें' });
  expect(attach).toBeDisabled();
  const id = screen.getByRole('textbox', { name: 'लेख आईडी' });
  await user.type(id, 'लेख 1२x9');
  expect(id).toHaveValue('19');
  await user.type(id, '{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 2 लेख 19 से जुड़ गया।');
  expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ newsId: 19 }]);
});
