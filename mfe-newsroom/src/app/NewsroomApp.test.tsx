import { reply } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderNewsroom, sessionAs } from '../test/renderNewsroom';
import { NewsroomApp } from './NewsroomApp';

const EMPTY_LIST = { 'GET /api/newsroom/articles': { data: [], next: null } };

test('signed out, the newsroom is the sign-in form; signing in opens the article list', async () => {
  const { user, calls, headers } = renderNewsroom(<NewsroomApp />, {
    role: null,
    api: { 'POST /api/newsroom/signin': sessionAs('editor'), ...EMPTY_LIST },
  });
  await user.type(await screen.findByRole('textbox', { name: 'ई-मेल' }), ' editor@janmat.test ');
  await user.type(screen.getByLabelText('पासवर्ड'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'लेख' })).toBeInTheDocument();
  expect(screen.getByText('रीना (संपादक)')).toBeInTheDocument();
  const signin = calls.findIndex((c) => c.path === '/api/newsroom/signin');
  expect(calls[signin]?.body).toEqual({ email: 'editor@janmat.test', password: 'correct horse battery' });
  // Signing in needs no token; the session it opens is asked for no second time.
  expect(headers[signin]?.['x-csrf-token']).toBeUndefined();
  expect(calls.filter((c) => c.path === '/api/newsroom/me')).toHaveLength(1);
});

test('a session that ends mid-work brings the sign-in form back', async () => {
  const { user, answers } = renderNewsroom(<NewsroomApp />, { role: 'admin', api: EMPTY_LIST });
  await screen.findByRole('heading', { level: 1, name: 'लेख' });
  answers.set('GET /api/newsroom/me', reply(401, { message: 'सत्र समाप्त हो गया।' }));
  answers.set('GET /api/newsroom/staff', reply(401, { message: 'सत्र समाप्त हो गया।' }));
  await user.click(screen.getByRole('link', { name: 'स्टाफ' }));
  expect(await screen.findByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument();
});

test('when the server cannot say who is signed in, the newsroom says so and retries', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, answers } = renderNewsroom(<NewsroomApp />, {
    api: { 'GET /api/newsroom/me': reply(503), ...EMPTY_LIST },
  });
  expect(await screen.findByText('न्यूज़रूम अभी नहीं खुल सका।')).toBeInTheDocument();
  answers.set('GET /api/newsroom/me', sessionAs('reporter'));
  await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'लेख' })).toBeInTheDocument());
});
