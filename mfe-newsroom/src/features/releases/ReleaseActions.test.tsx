import { reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { NEWS, POLLS } from '../../test/releaseFixtures';
import { renderDesk } from '../../test/renderDesk';
import { ReleaseActions } from './ReleaseActions';

const renderActions = (status = NEWS, api = {}) =>
  renderDesk(<ReleaseActions status={status} />, { route: '/newsroom/releases', role: 'admin', api });

test('without a canary only rollback is offered, and it says the previous build comes back', async () => {
  const { user, calls } = renderActions(POLLS, {
    'POST /api/releases/polls/rollback': { section: POLLS },
  });
  expect(screen.queryByRole('button', { name: /प्रमोट/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'पोल (polls): रोलबैक' }));
  const dialog = screen.getByRole('dialog', { name: 'पोल (polls): रोलबैक करें?' });
  expect(dialog).toHaveTextContent('पिछला लाइव बिल्ड फिर से सभी पाठकों के लिए लाइव हो जाएगा।');
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, रोलबैक करें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल (polls): पिछला बिल्ड फिर से लाइव है।');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    path: '/api/releases/polls/rollback',
    body: {},
  });
});

test('promoting names the canary’s build and, once done, says the canary is live', async () => {
  const { user, calls, headers } = renderActions(NEWS, {
    'POST /api/releases/news/promote': { section: NEWS },
  });
  await user.click(screen.getByRole('button', { name: 'समाचार (news): प्रमोट' }));
  const dialog = screen.getByRole('dialog', { name: 'समाचार (news): कैनरी को लाइव करें?' });
  expect(dialog).toHaveTextContent('कैनरी बिल्ड b9 सभी पाठकों के लिए लाइव हो जाएगा।');
  await user.type(within(dialog).getByRole('textbox'), 'सब ठीक');
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, प्रमोट करें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('समाचार (news): कैनरी अब लाइव है।');
  const post = calls.findIndex((call) => call.method === 'POST');
  expect(calls[post]?.body).toEqual({ reason: 'सब ठीक' });
  expect(headers[post]?.['x-csrf-token']).toBe('token-of-admin');
});

test('a refusal without words is explained by its status; opening the step again starts clean', async () => {
  const { user } = renderActions(NEWS, { 'POST /api/releases/news/rollback': reply(403, {}) });
  await user.click(screen.getByRole('button', { name: 'समाचार (news): रोलबैक' }));
  await user.click(screen.getByRole('button', { name: 'हाँ, रोलबैक करें' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('यह काम सिर्फ़ एडमिन कर सकते हैं।');
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  await user.click(screen.getByRole('button', { name: 'समाचार (news): रोलबैक' }));
  expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
});
