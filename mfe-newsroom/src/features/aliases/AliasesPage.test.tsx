import { reply } from '@janmat/shared/testing';
import { ALIAS_FIELD_MESSAGES as A } from '@janmat/shared/validation';
import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { AliasesPage } from './AliasesPage';
import type { SearchAlias } from './aliasApi';

const BJP: SearchAlias = { term: 'bjp', expansion: 'भाजपा' };
const UP: SearchAlias = { term: 'up', expansion: 'उत्तर प्रदेश' };

function renderAliases(api = {}) {
  return renderDesk(<AliasesPage />, {
    route: '/newsroom/search-aliases',
    api: { 'GET /api/newsroom/aliases': { data: [BJP, UP], next: null }, ...api },
  });
}

const rowOf = (term: string) => screen.getByRole('cell', { name: term }).closest('tr')!;

test('lists each word readers type beside its Devanagari meaning', async () => {
  renderAliases();
  expect(await screen.findByRole('heading', { level: 1, name: 'खोज के उपनाम' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'खोज के उपनाम' });
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['bjpभाजपाहटाएँ', 'upउत्तर प्रदेशहटाएँ']);
});

test('adds an alias with the CSRF token; the list refreshes and the form empties', async () => {
  const added: SearchAlias = { term: 'vvpat', expansion: 'वीवीपैट' };
  const { user, calls, headers, answers } = renderAliases({
    'POST /api/newsroom/aliases': reply(201, { data: added }),
  });
  const form = await screen.findByRole('form', { name: 'नया उपनाम' });
  const term = within(form).getByRole('textbox', { name: /पाठक जो लिखते हैं/ });
  await user.type(term, ' VVPAT ');
  await user.type(within(form).getByRole('textbox', { name: /देवनागरी में अर्थ/ }), 'वीवीपैट');
  answers.set('GET /api/newsroom/aliases', { data: [BJP, UP, added], next: null });
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(
    '«vvpat» जोड़ दिया गया: अब इससे «वीवीपैट» की ख़बरें भी मिलेंगी।',
  );
  const post = calls.findIndex((c) => c.method === 'POST');
  expect(calls[post]?.body).toEqual({ term: 'VVPAT', expansion: 'वीवीपैट' });
  expect(headers[post]?.['x-csrf-token']).toBe('token-of-editor');
  expect(await screen.findByRole('cell', { name: 'vvpat' })).toBeInTheDocument();
  expect(term).toHaveValue('');
});

test('the shared rules stop a bad meaning in the browser; a taken word shows the server’s Hindi refusal', async () => {
  const taken = 'खोज के शब्द «bjp» का अर्थ पहले से «भाजपा» है। उसे बदलना हो तो पहले पुराना हटाएँ।';
  const { user, calls } = renderAliases({ 'POST /api/newsroom/aliases': reply(409, { message: taken }) });
  const form = await screen.findByRole('form', { name: 'नया उपनाम' });
  const meaning = within(form).getByRole('textbox', { name: /देवनागरी में अर्थ/ });
  await user.type(within(form).getByRole('textbox', { name: /पाठक जो लिखते हैं/ }), 'BJP');
  await user.type(meaning, 'Bharatiya Janata Party');
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(meaning).toHaveAccessibleDescription(A.expansionInvalid);
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.clear(meaning);
  await user.type(meaning, 'भारतीय जनता पार्टी');
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(taken);
});

test('removing asks first; a removal refreshes the list and says so', async () => {
  const { user, calls, answers } = renderAliases({
    'DELETE /api/newsroom/aliases/bjp': { message: 'खोज का शब्द हटा दिया गया।' },
  });
  await screen.findByRole('table', { name: 'खोज के उपनाम' });
  await user.click(within(rowOf('bjp')).getByRole('button', { name: 'bjp: हटाएँ' }));
  const dialog = screen.getByRole('dialog', { name: '«bjp» → «भाजपा» हटाएँ?' });
  await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await user.click(within(rowOf('bjp')).getByRole('button', { name: 'bjp: हटाएँ' }));
  answers.set('GET /api/newsroom/aliases', { data: [UP], next: null });
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await screen.findByText('«bjp» हटा दिया गया।')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/newsroom/aliases/bjp']);
  expect(screen.queryByRole('cell', { name: 'bjp' })).not.toBeInTheDocument();
});
