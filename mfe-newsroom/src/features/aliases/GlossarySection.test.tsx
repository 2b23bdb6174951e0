import { reply } from '@janmat/shared/testing';
import { GLOSSARY_FIELD_MESSAGES as G } from '@janmat/shared/validation';
import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { GlossarySection } from './GlossarySection';
import type { SearchGlossaryEntry } from './glossaryApi';

const PARLIAMENT: SearchGlossaryEntry = { term: 'parliament', hindi: 'संसद' };
const MEMBER: SearchGlossaryEntry = { term: 'member of parliament', hindi: 'सांसद' };

function renderGlossary(api = {}) {
  return renderDesk(<GlossarySection />, {
    route: '/newsroom/search-aliases',
    api: { 'GET /api/newsroom/glossary?q=parliament': { data: [MEMBER, PARLIAMENT], next: null }, ...api },
  });
}

async function lookUp(user: ReturnType<typeof renderGlossary>['user'], text: string) {
  const search = screen.getByRole('search', { name: 'शब्दकोश में खोजें' });
  await user.type(within(search).getByRole('searchbox', { name: 'अंग्रेज़ी या हिंदी शब्द' }), text);
  await user.click(within(search).getByRole('button', { name: 'खोजें' }));
}

test('looks entries up by the words typed and lists each English term with its Hindi forms', async () => {
  const { user, requested } = renderGlossary();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await lookUp(user, ' parliament ');
  const table = await screen.findByRole('table', { name: 'शब्दकोश के शब्द' });
  expect(requested()).toContain('/api/newsroom/glossary?q=parliament');
  expect(within(table).getByRole('cell', { name: 'parliament' })).toHaveAttribute('lang', 'en');
  expect(within(table).getByRole('textbox', { name: 'parliament: हिंदी रूप' })).toHaveValue('संसद');
  expect(within(table).getByRole('textbox', { name: 'member of parliament: हिंदी रूप' })).toHaveValue('सांसद');
});

test('says when nothing matches', async () => {
  const { user } = renderGlossary({ 'GET /api/newsroom/glossary?q=xyz': { data: [], next: null } });
  await lookUp(user, 'xyz');
  expect(await screen.findByText('शब्दकोश में «xyz» से मिलता कोई शब्द नहीं है।')).toBeInTheDocument();
});

test('changes an entry’s Hindi forms with the CSRF token; a refusal is shown in the row', async () => {
  let refuse = true;
  const { user, calls, headers } = renderGlossary({
    'PUT /api/newsroom/glossary/parliament': () =>
      refuse
        ? reply(400, { message: 'कुछ जानकारी सही नहीं है।', errors: { hindi: G.hindiInvalid } })
        : { data: { term: 'parliament', hindi: 'संसद, पार्लियामेंट' } },
  });
  await lookUp(user, 'parliament');
  const field = await screen.findByRole('textbox', { name: 'parliament: हिंदी रूप' });
  const save = screen.getByRole('button', { name: 'parliament: सहेजें' });
  // Nothing changed yet: nothing to save.
  expect(save).toBeDisabled();
  await user.type(field, ', पार्लियामेंट ');
  await user.click(save);
  const row = field.closest('tr')!;
  expect(await within(row).findByRole('alert')).toHaveTextContent(G.hindiInvalid);
  refuse = false;
  await user.click(save);
  expect(await within(row).findByRole('status')).toHaveTextContent('«parliament» के हिंदी रूप सहेज दिए गए।');
  const put = calls.filter((c) => c.method === 'PUT');
  expect(put.at(-1)).toMatchObject({ path: '/api/newsroom/glossary/parliament', body: { hindi: 'संसद, पार्लियामेंट' } });
  expect(headers[calls.lastIndexOf(put.at(-1)!)]?.['x-csrf-token']).toBe('token-of-editor');
});

test('adds a new entry: a phrase goes in the address encoded, its forms in the body', async () => {
  const { user, calls } = renderGlossary({
    'PUT /api/newsroom/glossary/Bullet Train': reply(201, {
      data: { term: 'bullet train', hindi: 'बुलेट ट्रेन' },
    }),
  });
  const form = screen.getByRole('form', { name: 'शब्दकोश में नया शब्द' });
  await user.type(within(form).getByRole('textbox', { name: /अंग्रेज़ी शब्द या वाक्यांश/ }), 'Bullet Train');
  await user.type(within(form).getByRole('textbox', { name: /हिंदी रूप/ }), 'बुलेट ट्रेन');
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(
    '«bullet train» शब्दकोश में है: अब इससे «बुलेट ट्रेन» की ख़बरें भी मिलेंगी।',
  );
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
    path: '/api/newsroom/glossary/Bullet Train',
    body: { hindi: 'बुलेट ट्रेन' },
  });
});

test('a term in Devanagari is refused in the form before anything is sent', async () => {
  const { user, calls } = renderGlossary();
  const form = screen.getByRole('form', { name: 'शब्दकोश में नया शब्द' });
  await user.type(within(form).getByRole('textbox', { name: /अंग्रेज़ी शब्द या वाक्यांश/ }), 'संसद');
  await user.type(within(form).getByRole('textbox', { name: /हिंदी रूप/ }), 'संसद');
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  expect(await within(form).findByText(G.termInvalid)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
});
