import type { StaffAccount } from '@janmat/shared/contracts';
import { reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { StaffRow } from './StaffRow';

const REENA: StaffAccount = {
  id: 2,
  name: 'रीना',
  email: 'reena@janmat.test',
  role: 'reporter',
  disabled: false,
  locked_until: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

const renderRow = (member: StaffAccount, isSelf = false, api = {}) =>
  renderDesk(
    <table>
      <tbody>
        <StaffRow member={member} isSelf={isSelf} />
      </tbody>
    </table>,
    { route: '/newsroom/staff', role: 'admin', api },
  );

test('an admin’s own row: the role cannot be changed and the account cannot be switched off', () => {
  renderRow({ ...REENA, role: 'admin' }, true);
  expect(screen.getByRole('combobox', { name: 'रीना की भूमिका' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'रीना की भूमिका' })).toHaveDisplayValue('एडमिन');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'चालू' })).toBeInTheDocument();
});

test('another’s role and switch are each sent as a change with the token', async () => {
  const { user, calls, headers } = renderRow({ ...REENA, disabled: true }, false, {
    'PATCH /api/newsroom/staff/2': { data: REENA },
  });
  expect(within(screen.getAllByRole('cell')[3]!).getByText('बंद')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'रीना की भूमिका' }), 'संपादक');
  await user.click(screen.getByRole('button', { name: 'चालू करें' }));
  expect(calls.map((call) => call.body)).toEqual([{ role: 'editor' }, { disabled: false }]);
  expect(headers.map((header) => header['x-csrf-token'])).toEqual(['token-of-admin', 'token-of-admin']);
});

test('a refused change says why in the row', async () => {
  const { user } = renderRow(REENA, false, {
    'PATCH /api/newsroom/staff/2': reply(409, { message: 'आख़िरी एडमिन को बंद नहीं किया जा सकता।' }),
  });
  await user.click(screen.getByRole('button', { name: 'बंद करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('आख़िरी एडमिन को बंद नहीं किया जा सकता।');
});
