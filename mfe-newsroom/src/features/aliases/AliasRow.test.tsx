import { reply } from '@janmat/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { AliasRow } from './AliasRow';
import type { SearchAlias } from './aliasApi';

function renderRow(alias: SearchAlias, api = {}) {
  const onRemoved = jest.fn();
  const view = renderDesk(
    <table>
      <tbody>
        <AliasRow alias={alias} onRemoved={onRemoved} />
      </tbody>
    </table>,
    { route: '/newsroom/search-aliases', api },
  );
  return { ...view, onRemoved };
}

test('a Latin word is marked as English for screen readers; a Devanagari one is not', () => {
  const { unmount } = renderRow({ term: 'vvpat', expansion: 'वीवीपैट' });
  expect(screen.getByRole('cell', { name: 'vvpat' })).toHaveAttribute('lang', 'en');
  unmount();
  renderRow({ term: 'बीजेपी', expansion: 'भारतीय जनता पार्टी' });
  expect(screen.getByRole('cell', { name: 'बीजेपी' })).not.toHaveAttribute('lang');
});

test('removing says what the search loses and asks first; cancelling keeps it', async () => {
  const { user, calls, onRemoved } = renderRow({ term: 'bjp', expansion: 'भाजपा' });
  await user.click(screen.getByRole('button', { name: 'bjp: हटाएँ' }));
  const dialog = screen.getByRole('dialog', { name: '«bjp» → «भाजपा» हटाएँ?' });
  expect(dialog).toHaveTextContent('इसके बाद «bjp» खोजने पर «भाजपा» की ख़बरें इसके सहारे नहीं मिलेंगी।');
  await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
  expect(onRemoved).not.toHaveBeenCalled();
});

test('a word with a space or a sign in it goes in the address encoded; a refusal stays in the dialog', async () => {
  let refuse = true;
  const { user, calls, fetch, onRemoved } = renderRow(
    { term: 'यू/पी', expansion: 'उत्तर प्रदेश' },
    {
      'DELETE /api/newsroom/aliases/यू/पी': () =>
        refuse ? reply(503, { message: 'अभी हटाया नहीं जा सका।' }) : { message: 'हटा दिया गया।' },
    },
  );
  await user.click(screen.getByRole('button', { name: 'यू/पी: हटाएँ' }));
  await user.click(screen.getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('अभी हटाया नहीं जा सका।');
  refuse = false;
  await user.click(screen.getByRole('button', { name: 'हाँ, हटाएँ' }));
  await waitFor(() => expect(onRemoved).toHaveBeenCalledWith('«यू/पी» हटा दिया गया।'));
  expect(calls[0]?.method).toBe('DELETE');
  expect(calls[0]?.path).toBe('/api/newsroom/aliases/यू/पी');
  // One path segment: the slash inside the word is sent encoded.
  const sent = new URL((fetch.mock.calls[0]![0] as unknown as Request).url);
  expect(sent.pathname.split('/')).toHaveLength(5);
  expect(sent.pathname).toMatch(/\/aliases\/%E0%A4%AF%E0%A5%82%2F%E0%A4%AA%E0%A5%80$/);
});
