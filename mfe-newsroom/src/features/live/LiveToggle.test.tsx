import { reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { Outcome } from '../common/Outcome';
import { useDeskAction } from '../common/useDeskAction';
import { LiveToggle } from './LiveToggle';
import type { LiveArticle } from './liveDeskApi';

const ARTICLE: LiveArticle = { articleId: 7, name: 'चुनाव नतीजे लाइव', type: 'national', url: 'chunav', live: true };

function Desk({ article }: { article: LiveArticle }) {
  const action = useDeskAction();
  return (
    <>
      <Outcome outcome={action.outcome} />
      <LiveToggle article={article} action={action} />
    </>
  );
}

const renderToggle = (article: LiveArticle, api = {}) =>
  renderDesk(<Desk article={article} />, { route: '/newsroom/articles/7/live', api });

test('a live page can be ended: its updates stay on the article', async () => {
  const { user, calls, headers } = renderToggle(ARTICLE, {
    'PUT /api/newsroom/live/7': { data: { ...ARTICLE, live: false } },
  });
  expect(screen.getByText('यह पेज अभी लाइव है।')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'लाइव समाप्त करें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('लाइव पेज समाप्त हुआ; अपडेट पेज पर बने रहेंगे।');
  expect(calls[0]).toMatchObject({ path: '/api/newsroom/live/7', body: { live: false } });
  expect(headers[0]?.['x-csrf-token']).toBe('token-of-editor');
});

test('starting a live page tells the editor readers will see updates by themselves; a refusal says why', async () => {
  const { user, answers } = renderToggle(
    { ...ARTICLE, live: false },
    { 'PUT /api/newsroom/live/7': reply(409, { message: 'अप्रकाशित लेख लाइव नहीं हो सकता।' }) },
  );
  expect(screen.getByText('यह पेज लाइव नहीं है।')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'लाइव शुरू करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('अप्रकाशित लेख लाइव नहीं हो सकता।');
  answers.set('PUT /api/newsroom/live/7', { data: ARTICLE });
  await user.click(screen.getByRole('button', { name: 'लाइव शुरू करें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पेज लाइव हो गया: पाठक नए अपडेट अपने-आप देखेंगे।');
});
