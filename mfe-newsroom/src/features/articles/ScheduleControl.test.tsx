import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScheduleControl } from './ScheduleControl';

function renderSchedule(disabled = false) {
  const onSchedule = jest.fn();
  render(<ScheduleControl disabled={disabled} onSchedule={onSchedule} />);
  return { onSchedule, user: userEvent.setup(), time: screen.getByLabelText('प्रकाशन का समय (भारतीय समय, IST)') };
}

test('without a date and time it asks for them under the field and schedules nothing', async () => {
  const { user, onSchedule, time } = renderSchedule();
  await user.click(screen.getByRole('button', { name: 'इस समय प्रकाशित करें' }));
  expect(time).toHaveAttribute('aria-invalid', 'true');
  expect(time).toHaveAccessibleDescription('प्रकाशन की तारीख़ और समय चुनें।');
  expect(onSchedule).not.toHaveBeenCalled();
});

test('the time typed goes out as India time, as typed; the message leaves once it is right', async () => {
  const { user, onSchedule, time } = renderSchedule();
  await user.click(screen.getByRole('button', { name: 'इस समय प्रकाशित करें' }));
  await user.type(time, '2026-05-08T10:00');
  await user.click(screen.getByRole('button', { name: 'इस समय प्रकाशित करें' }));
  expect(onSchedule).toHaveBeenCalledWith('2026-05-08T10:00');
  expect(time).toHaveAttribute('aria-invalid', 'false');
  expect(screen.queryByText('प्रकाशन की तारीख़ और समय चुनें।')).not.toBeInTheDocument();
});

test('while a step is under way (or changes are unsaved) it cannot be pressed', () => {
  renderSchedule(true);
  expect(screen.getByRole('button', { name: 'इस समय प्रकाशित करें' })).toBeDisabled();
});
