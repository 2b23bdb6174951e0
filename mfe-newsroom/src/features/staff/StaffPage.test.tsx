import type { StaffAccount } from '@janmat/shared/contracts';
import { reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { StaffPage } from './StaffPage';

const account = (id: number, name: string, role: StaffAccount['role']): StaffAccount => ({
  id,
  name,
  email: `${id}@janmat.test`,
  role,
  disabled: false,
  locked_until: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

const ADMIN = account(1, 'प्रधान संपादक', 'admin');
const REENA = account(2, 'रीना', 'reporter');

function renderStaff(api = {}) {
  return renderNewsroom(<StaffPage />, {
    route: '/newsroom/staff',
    api: { 'GET /api/newsroom/staff': { data: [ADMIN, REENA] }, ...api },
  });
}

test('lists the staff; the admin’s own row cannot change its role or switch itself off', async () => {
  renderStaff();
  const own = (await screen.findByRole('cell', { name: ADMIN.name })).closest('tr')!;
  expect(within(own).getByRole('combobox')).toBeDisabled();
  expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  const other = screen.getByRole('cell', { name: 'रीना' }).closest('tr')!;
  expect(within(other).getByRole('combobox', { name: 'रीना की भूमिका' })).toHaveValue('reporter');
});

test('adding a member posts the form with the CSRF token and refreshes the list', async () => {
  const added = account(3, 'नया संपादक', 'editor');
  const { user, calls, headers, answers } = renderStaff({ 'POST /api/newsroom/staff': { data: added } });
  await screen.findByRole('cell', { name: 'रीना' });
  const form = screen.getByRole('form', { name: 'नया स्टाफ सदस्य' });
  await user.type(within(form).getByRole('textbox', { name: 'नाम' }), 'नया संपादक');
  await user.type(within(form).getByRole('textbox', { name: 'ई-मेल' }), '3@janmat.test');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'भूमिका' }), 'editor');
  await user.type(within(form).getByLabelText(/पहला पासवर्ड/), 'twelve-chars-long');
  answers.set('GET /api/newsroom/staff', { data: [ADMIN, REENA, added] });
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('नया संपादक जोड़ दिए गए।');
  const post = calls.findIndex((c) => c.method === 'POST');
  expect(calls[post]?.body).toEqual({
    name: 'नया संपादक',
    email: '3@janmat.test',
    role: 'editor',
    password: 'twelve-chars-long',
  });
  expect(headers[post]?.['x-csrf-token']).toBe('token-of-admin');
  expect(await screen.findByRole('cell', { name: '3@janmat.test' })).toBeInTheDocument();
});

test('a short password is stopped in the browser; the server’s refusal shows under its field', async () => {
  const { user, calls } = renderStaff({
    'POST /api/newsroom/staff': reply(409, {
      message: 'यह ई-मेल पहले से दर्ज है।',
      errors: { email: 'यह ई-मेल पहले से दर्ज है।' },
    }),
  });
  const form = await screen.findByRole('form', { name: 'नया स्टाफ सदस्य' });
  await user.type(within(form).getByRole('textbox', { name: 'नाम' }), 'कोई');
  await user.type(within(form).getByRole('textbox', { name: 'ई-मेल' }), '2@janmat.test');
  await user.type(within(form).getByLabelText(/पहला पासवर्ड/), 'short');
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByText(F.passwordShort(12))).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.type(within(form).getByLabelText(/पहला पासवर्ड/), '-now-long-enough');
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('यह ई-मेल पहले से दर्ज है।');
  expect(within(form).getByRole('textbox', { name: 'ई-मेल' })).toHaveAccessibleDescription('यह ई-मेल पहले से दर्ज है।');
});

test('switching a member off sends the change and shows the refreshed row', async () => {
  const { user, calls, answers } = renderStaff({
    'PATCH /api/newsroom/staff/2': { data: { ...REENA, disabled: true } },
  });
  const row = (await screen.findByRole('cell', { name: 'रीना' })).closest('tr')!;
  answers.set('GET /api/newsroom/staff', { data: [ADMIN, { ...REENA, disabled: true }] });
  await user.click(within(row).getByRole('button', { name: 'बंद करें' }));
  await waitFor(() => expect(within(row).getByRole('button', { name: 'चालू करें' })).toBeInTheDocument());
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ disabled: true });
});
