import { reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F, MIN_PASSWORD_LENGTH } from '@janmat/shared/validation';
import { screen } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { AddStaffForm } from './AddStaffForm';

const renderForm = (api = {}) => renderDesk(<AddStaffForm />, { route: '/newsroom/staff', role: 'admin', api });

const password = () => screen.getByLabelText(`पहला पासवर्ड (कम से कम ${MIN_PASSWORD_LENGTH} अक्षर)`);

test('a new account is a reporter unless chosen otherwise; roles are named in Hindi', () => {
  renderForm();
  const role = screen.getByRole('combobox', { name: 'भूमिका' });
  expect(role).toHaveDisplayValue('रिपोर्टर');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['एडमिन', 'संपादक', 'रिपोर्टर']);
});

test('a short password is refused before sending', async () => {
  const { user, calls } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'नाम' }), 'अमित');
  await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), 'amit@janmat.test');
  await user.type(password(), 'छोटा');
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByText(F.passwordShort(MIN_PASSWORD_LENGTH))).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('adds the account trimmed with its role; an e-mail taken is refused under its field', async () => {
  const { user, calls, answers } = renderForm({
    'POST /api/newsroom/staff': reply(409, { message: 'यह ई-मेल पहले से है।', errors: { email: 'यह ई-मेल पहले से है।' } }),
  });
  await user.type(screen.getByRole('textbox', { name: 'नाम' }), ' अमित ');
  await user.type(screen.getByRole('textbox', { name: 'ई-मेल' }), ' amit@janmat.test ');
  await user.selectOptions(screen.getByRole('combobox', { name: 'भूमिका' }), 'संपादक');
  await user.type(password(), 'lambaa-paasvard-123');
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('यह ई-मेल पहले से है।');
  expect(screen.getByRole('textbox', { name: 'ई-मेल' })).toHaveAccessibleDescription('यह ई-मेल पहले से है।');
  expect(calls[0]?.body).toEqual({
    name: 'अमित',
    email: 'amit@janmat.test',
    role: 'editor',
    password: 'lambaa-paasvard-123',
  });
  answers.set('POST /api/newsroom/staff', reply(201, { data: { id: 4, name: 'अमित' } }));
  await user.click(screen.getByRole('button', { name: 'जोड़ें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('अमित जोड़ दिए गए।');
  expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveValue('');
});
