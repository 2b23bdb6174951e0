import { reply } from '@janmat/shared/testing';
import { ALIAS_FIELD_MESSAGES as A } from '@janmat/shared/validation';
import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { AliasForm } from './AliasForm';

const renderForm = (api = {}) => renderDesk(<AliasForm />, { route: '/newsroom/search-aliases', api });

const term = () => screen.getByRole('textbox', { name: 'पाठक जो लिखते हैं (एक शब्द, जैसे vvpat या बीजेपी)' });
const expansion = () =>
  screen.getByRole('textbox', { name: 'देवनागरी में अर्थ (नाम या वाक्यांश, जैसे वीवीपैट या भारतीय जनता पार्टी)' });

test('the shared rules answer in Hindi before anything is sent: one word, a Devanagari meaning', async () => {
  const { user, calls } = renderForm();
  await user.type(term(), 'bjp party');
  await user.type(expansion(), 'BJP');
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByText(A.termInvalid)).toBeInTheDocument();
  expect(expansion()).toHaveAccessibleDescription(A.expansionInvalid);
  expect(term()).toHaveFocus();
  expect(calls).toHaveLength(0);
});

test('adds the alias trimmed, says what the search will now find, and empties the form', async () => {
  const { user, calls, headers } = renderForm({
    'POST /api/newsroom/aliases': reply(201, { data: { term: 'bjp', expansion: 'भारतीय जनता पार्टी' } }),
  });
  await user.type(term(), ' BJP ');
  await user.type(expansion(), 'भारतीय जनता पार्टी ');
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '«bjp» जोड़ दिया गया: अब इससे «भारतीय जनता पार्टी» की ख़बरें भी मिलेंगी।',
  );
  expect(calls[0]?.body).toEqual({ term: 'BJP', expansion: 'भारतीय जनता पार्टी' });
  expect(headers[0]?.['x-csrf-token']).toBe('token-of-editor');
  expect(term()).toHaveValue('');
  expect(expansion()).toHaveValue('');
});

test('a word already taken is refused under its field, and the text stays to be corrected', async () => {
  const { user } = renderForm({
    'POST /api/newsroom/aliases': reply(409, {
      message: 'यह शब्द पहले से है।',
      errors: { term: '«bjp» का उपनाम पहले से है।' },
    }),
  });
  await user.type(term(), 'bjp');
  await user.type(expansion(), 'भाजपा');
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  const form = screen.getByRole('form', { name: 'नया उपनाम' });
  expect(await within(form).findByRole('alert')).toHaveTextContent('यह शब्द पहले से है।');
  expect(term()).toHaveAccessibleDescription('«bjp» का उपनाम पहले से है।');
  expect(term()).toHaveValue('bjp');
});
