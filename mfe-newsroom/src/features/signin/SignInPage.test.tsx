import { deferred, reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { screen, waitFor } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { SignInPage } from './SignInPage';

const renderSignIn = (api = {}) => renderNewsroom(<SignInPage />, { role: null, api });

test('the sign-in page has its own tab title and one heading', () => {
  renderSignIn();
  expect(document.title).toBe('साइन इन | जनमत न्यूज़रूम');
  expect(screen.getByRole('heading', { level: 1, name: 'जनमत न्यूज़रूम: साइन इन' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ई-मेल' })).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('autocomplete', 'current-password');
});

test('an empty form is answered in Hindi under its fields, and nothing is sent', async () => {
  const { user, calls } = renderSignIn();
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByText(F.emailRequired)).toBeInTheDocument();
  expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription(F.passwordRequired);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'ई-मेल' })).toHaveFocus());
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

test('while signing in the button says so and waits; a refusal is the server’s Hindi words', async () => {
  const held = deferred<unknown>();
  const { user } = renderSignIn({ 'POST /api/newsroom/signin': () => held.promise });
  await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), 'editor@janmat.test');
  await user.type(screen.getByLabelText('पासवर्ड'), 'galat');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByRole('button', { name: 'साइन इन हो रहा है…' })).toBeDisabled();
  held.resolve(reply(401, { message: 'ई-मेल या पासवर्ड सही नहीं है।' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('ई-मेल या पासवर्ड सही नहीं है।');
  expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeEnabled();
});

test('the next try clears the last refusal', async () => {
  const { user, answers } = renderSignIn({
    'POST /api/newsroom/signin': reply(429, { message: 'बहुत सारी कोशिशें। थोड़ी देर बाद कोशिश करें।' }),
  });
  await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), 'editor@janmat.test');
  await user.type(screen.getByLabelText('पासवर्ड'), 'galat');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('बहुत सारी कोशिशें।');
  const held = deferred<unknown>();
  answers.set('POST /api/newsroom/signin', () => held.promise);
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  held.resolve(reply(401, { message: 'ई-मेल या पासवर्ड सही नहीं है।' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('ई-मेल या पासवर्ड सही नहीं है।');
});
