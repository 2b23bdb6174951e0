import { createPortalStore, Provider, StaticRouter } from '@janmat/shared';
import { mockApi } from '@janmat/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SearchPanel } from '../layout/SearchPanel';
import { SEARCH_PANEL_ID } from '../layout/searchPanelId';
import { mountSearch } from './mountSearch';

/** The panel as the server renders it in the whole page. */
const serverHtml = () =>
  renderToString(
    <Provider store={createPortalStore()}>
      <StaticRouter location="/">
        <SearchPanel />
      </StaticRouter>
    </Provider>,
  );

const SUGGESTION = { name: 'संसद का शीतकालीन सत्र शुरू', type: 'national', url: 'sheetkalin-satra' };

test('the search panel, hydrated as an island, suggests as the reader types; given back, it is the server HTML with the words, caret and focus', async () => {
  const html = serverHtml();
  const slot = document.createElement('div');
  slot.innerHTML = html;
  document.body.append(slot);
  const sent = slot.innerHTML;
  const api = mockApi({ '/api/search/suggest': { data: [SUGGESTION] } });
  const errors = jest.spyOn(console, 'error');

  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = mountSearch(slot);
  });
  const input = screen.getByRole('combobox', { name: 'खोज के शब्द' }) as HTMLInputElement;
  // The same element the server sent: hydrated, not drawn again.
  expect(slot.querySelector('input')).toBe(input);
  fireEvent.change(input, { target: { value: 'sheetkalin' } });
  expect(await screen.findByRole('option', { name: SUGGESTION.name }, { timeout: 2000 })).toBeVisible();
  expect(api.requested().some((path) => path.startsWith('/api/search/suggest'))).toBe(true);
  expect(errors).not.toHaveBeenCalled();

  input.focus();
  input.setSelectionRange(3, 3);
  act(() => unmount());
  const again = slot.querySelector('input') as HTMLInputElement;
  expect(again).not.toBe(input);
  expect(again.value).toBe('sheetkalin');
  expect(again).toHaveFocus();
  expect(again.selectionStart).toBe(3);
  // Everything else is as the server sent it: the app hydrates this next.
  again.value = '';
  expect(slot.innerHTML).toBe(sent);
  expect(document.getElementById(SEARCH_PANEL_ID)).not.toBeNull();
  await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
});
