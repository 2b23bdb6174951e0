import { reply } from '@janmat/shared/testing';
import { GLOSSARY_FIELD_MESSAGES as G } from '@janmat/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { GlossaryRow } from './GlossaryRow';

function renderRow(api = {}) {
  const onRemoved = jest.fn();
  const view = renderDesk(
    <table>
      <tbody>
        <GlossaryRow entry={{ term: 'parliament', hindi: 'संसद' }} onRemoved={onRemoved} />
      </tbody>
    </table>,
    { route: '/newsroom/search-aliases', api },
  );
  return { ...view, onRemoved };
}

test('the English term is marked as English for screen readers', () => {
  renderRow();
  expect(screen.getByRole('cell', { name: 'parliament' })).toHaveAttribute('lang', 'en');
});

test('changes an entry’s Hindi forms with the CSRF token; a refusal is shown in the row', async () => {
  let refuse = true;
  const { user, calls, headers } = renderRow({
    'PUT /api/newsroom/glossary/parliament': () =>
      refuse
        ? reply(400, { message: 'कुछ जानकारी सही नहीं है।', errors: { hindi: G.hindiInvalid } })
        : { data: { term: 'parliament', hindi: 'संसद, पार्लियामेंट' } },
  });
  const field = screen.getByRole('textbox', { name: 'parliament: हिंदी रूप' });
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

test('removing an entry says what the search loses and asks first; a refusal stays in the dialog', async () => {
  let refuse = true;
  const { user, calls, onRemoved } = renderRow({
    'DELETE /api/newsroom/glossary/parliament': () =>
      refuse ? reply(404, { message: 'शब्दकोश में यह शब्द नहीं है।' }) : { message: 'हटा दिया गया।' },
  });
  await user.click(screen.getByRole('button', { name: 'parliament: हटाएँ' }));
  const dialog = screen.getByRole('dialog', { name: '«parliament» शब्दकोश से हटाएँ?' });
  expect(dialog).toHaveTextContent('इसके बाद «parliament» खोजने पर «संसद» की ख़बरें शब्दकोश के सहारे नहीं मिलेंगी।');
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('शब्दकोश में यह शब्द नहीं है।');
  expect(onRemoved).not.toHaveBeenCalled();
  refuse = false;
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, हटाएँ' }));
  await waitFor(() => expect(onRemoved).toHaveBeenCalledWith('«parliament» हटा दिया गया।'));
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    '/api/newsroom/glossary/parliament',
    '/api/newsroom/glossary/parliament',
  ]);
});
