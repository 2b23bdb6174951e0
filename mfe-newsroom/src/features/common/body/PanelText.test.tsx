import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PanelText } from './PanelText';

function Panel({ onEnter, onSubmit }: { onEnter: () => void; onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PanelText id="t-link" label="लिंक का पता" value={value} onChange={setValue} onEnter={onEnter} />
      <output>{value}</output>
    </form>
  );
}

test('a labelled box whose Enter applies the panel and never sends the article’s form', async () => {
  const user = userEvent.setup();
  const onEnter = jest.fn();
  const onSubmit = jest.fn();
  render(<Panel onEnter={onEnter} onSubmit={onSubmit} />);
  await user.type(screen.getByRole('textbox', { name: 'लिंक का पता' }), 'https://janmat.in{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('https://janmat.in');
  expect(onEnter).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

test('an invalid value is marked and described by its message', () => {
  render(
    <>
      <PanelText
        id="t-src"
        label="या चित्र का पता"
        value="ftp://x"
        onChange={jest.fn()}
        onEnter={jest.fn()}
        invalid
        describedBy="t-error"
      />
      <p id="t-error">https:// से शुरू होने वाला पता लिखें।</p>
    </>,
  );
  const box = screen.getByRole('textbox', { name: 'या चित्र का पता' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('https:// से शुरू होने वाला पता लिखें।');
});
