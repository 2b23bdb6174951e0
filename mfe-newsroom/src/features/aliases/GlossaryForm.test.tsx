import { reply } from '@janmat/shared/testing';
import { GLOSSARY_FIELD_MESSAGES as G } from '@janmat/shared/validation';
import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { GlossaryForm } from './GlossaryForm';

const renderForm = (api = {}) => renderDesk(<GlossaryForm />, { route: '/newsroom/search-aliases', api });

test('adds a new entry: a phrase goes in the address encoded, its forms in the body', async () => {
  const { user, calls } = renderForm({
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
  const { user, calls } = renderForm();
  const form = screen.getByRole('form', { name: 'शब्दकोश में नया शब्द' });
  await user.type(within(form).getByRole('textbox', { name: /अंग्रेज़ी शब्द या वाक्यांश/ }), 'संसद');
  await user.type(within(form).getByRole('textbox', { name: /हिंदी रूप/ }), 'संसद');
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  expect(await within(form).findByText(G.termInvalid)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
});
