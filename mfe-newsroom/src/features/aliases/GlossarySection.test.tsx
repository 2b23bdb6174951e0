import { screen, waitFor, within } from '@testing-library/react';
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

test('a removed entry leaves the table and the section says so', async () => {
  let removed = false;
  const { user } = renderGlossary({
    'GET /api/newsroom/glossary?q=parliament': () => ({ data: removed ? [MEMBER] : [MEMBER, PARLIAMENT], next: null }),
    'DELETE /api/newsroom/glossary/parliament': () => {
      removed = true;
      return { message: 'शब्दकोश से शब्द हटा दिया गया।' };
    },
  });
  await lookUp(user, 'parliament');
  const table = await screen.findByRole('table', { name: 'शब्दकोश के शब्द' });
  await user.click(within(table).getByRole('button', { name: 'parliament: हटाएँ' }));
  await user.click(screen.getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await screen.findByRole('status')).toHaveTextContent('«parliament» हटा दिया गया।');
  await waitFor(() => expect(within(table).queryByRole('cell', { name: 'parliament' })).not.toBeInTheDocument());
  expect(within(table).getByRole('cell', { name: 'member of parliament' })).toBeInTheDocument();
});
