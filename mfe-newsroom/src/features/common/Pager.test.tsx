import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

test('nothing on a single page; older from `next`, back to the newest from a later page', async () => {
  const user = userEvent.setup();
  const onPage = jest.fn();
  const { rerender } = render(<Pager before={undefined} next={null} onPage={onPage} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  rerender(<Pager before={undefined} next={40} onPage={onPage} />);
  expect(screen.queryByRole('button', { name: 'सबसे नए' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'और पुराने' }));
  expect(onPage).toHaveBeenLastCalledWith(40);
  rerender(<Pager before={40} next={null} onPage={onPage} />);
  expect(screen.queryByRole('button', { name: 'और पुराने' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'सबसे नए' }));
  expect(onPage).toHaveBeenLastCalledWith(undefined);
});
