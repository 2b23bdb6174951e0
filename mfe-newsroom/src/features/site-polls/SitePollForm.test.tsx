import { reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { SitePollForm } from './SitePollForm';
import type { SitePoll } from './sitePollApi';

const POLL: SitePoll = {
  pollId: 2,
  question: 'क्या शहर में नई मेट्रो लाइन बननी चाहिए?',
  options: ['हाँ', 'नहीं'],
  votes: [0, 0],
  totalVotes: 0,
  createdAt: '2026-11-20 10:00:00',
  atHome: false,
  newsId: null,
  closed: false,
  closedAt: null,
  version: 4,
};

function renderForm(poll?: SitePoll, api = {}) {
  const onDone = jest.fn();
  const view = renderDesk(<SitePollForm poll={poll} onDone={onDone} />, { route: '/newsroom/polls', api });
  return { ...view, onDone };
}

test('the options rule is read under each option that breaks it, and only there', async () => {
  const { user, calls } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'सवाल' }), 'क्या स्कूलों में छुट्टियाँ बढ़नी चाहिए?');
  await user.type(screen.getByRole('textbox', { name: 'विकल्प 1' }), 'हाँ');
  await user.type(screen.getByRole('textbox', { name: 'विकल्प 2' }), '  ');
  await user.click(screen.getByRole('button', { name: 'पोल बनाएँ' }));
  const rule = F.pollOptionsInvalid(2, 4, 100);
  expect(await screen.findByRole('textbox', { name: 'विकल्प 2' })).toHaveAccessibleDescription(rule);
  expect(screen.getByRole('textbox', { name: 'विकल्प 1' })).toHaveAccessibleDescription('');
  expect(calls).toHaveLength(0);
});

test('a change of the text sends the question and options trimmed (never the home page), with the version', async () => {
  const { user, calls, headers, onDone } = renderForm(POLL, {
    'PATCH /api/newsroom/sitepolls/2': { data: { ...POLL, question: 'क्या मेट्रो की नई लाइन ज़रूरी है?' } },
  });
  expect(screen.queryByRole('checkbox', { name: 'होम पेज पर दिखाएँ' })).not.toBeInTheDocument();
  const question = screen.getByRole('textbox', { name: 'सवाल' });
  await user.clear(question);
  await user.type(question, ' क्या मेट्रो की नई लाइन ज़रूरी है? ');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  await screen.findByRole('button', { name: 'सहेजें' });
  expect(onDone).toHaveBeenCalledWith('पोल का सवाल सहेज लिया गया।');
  expect(calls[0]?.body).toEqual({ question: 'क्या मेट्रो की नई लाइन ज़रूरी है?', options: ['हाँ', 'नहीं'] });
  expect(headers[0]?.['if-match']).toBe('"4"');
});

test('the server’s word on the options shows under them; someone else’s change can be reloaded', async () => {
  const theirs = { ...POLL, question: 'क्या मेट्रो की तीसरी लाइन बने?', options: ['हाँ', 'नहीं', 'पता नहीं'], version: 5 };
  const { user, answers } = renderForm(POLL, {
    'PATCH /api/newsroom/sitepolls/2': reply(400, {
      message: 'जानकारी सही नहीं है।',
      errors: { options: 'विकल्प दोहराए गए हैं।' },
    }),
  });
  await user.type(screen.getByRole('textbox', { name: 'विकल्प 2' }), ' भी');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('जानकारी सही नहीं है।');
  expect(screen.getByText('विकल्प दोहराए गए हैं।')).toBeInTheDocument();
  answers.set('PATCH /api/newsroom/sitepolls/2', reply(409, { message: 'बदल गया है।', current: theirs }));
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  const notice = await screen.findByRole('alert', { name: 'किसी और ने इसे बदल दिया है' });
  expect(notice).toHaveTextContent('अलग है: सवाल, विकल्प।');
  await user.click(within(notice).getByRole('button', { name: 'नया रूप लें (दोबारा लोड करें)' }));
  expect(screen.getByRole('textbox', { name: 'सवाल' })).toHaveValue(theirs.question);
  expect(screen.getByRole('textbox', { name: 'विकल्प 3' })).toHaveValue('पता नहीं');
});
