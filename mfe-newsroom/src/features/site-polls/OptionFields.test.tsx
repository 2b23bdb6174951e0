import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { OptionFields } from './OptionFields';

function renderOptions(options: string[]) {
  render(
    <Formik initialValues={{ options }} onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <OptionFields prefix="t-" />
          <output>{JSON.stringify(values.options)}</output>
        </>
      )}
    </Formik>,
  );
  return userEvent.setup();
}

const optionBoxes = () => screen.getAllByRole('textbox').map((box) => box.getAttribute('aria-label') ?? box.id);

test('two options to start, one more at a time up to four', async () => {
  const user = renderOptions(['', '']);
  expect(screen.getByRole('group', { name: 'विकल्प (2 से 4)' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /हटाएँ$/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'एक और विकल्प' }));
  await user.click(screen.getByRole('button', { name: 'एक और विकल्प' }));
  expect(optionBoxes()).toEqual(['t-options.0', 't-options.1', 't-options.2', 't-options.3']);
  expect(screen.queryByRole('button', { name: 'एक और विकल्प' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'विकल्प 4' })).toBeRequired();
});

test('the third and fourth can be removed, and the rest close up', async () => {
  const user = renderOptions(['हाँ', 'नहीं', 'पता नहीं', 'कह नहीं सकते']);
  expect(screen.queryByRole('button', { name: 'विकल्प 2 हटाएँ' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'विकल्प 3 हटाएँ' }));
  expect(screen.getByRole('status')).toHaveTextContent('["हाँ","नहीं","कह नहीं सकते"]');
  expect(screen.getByRole('textbox', { name: 'विकल्प 3' })).toHaveValue('कह नहीं सकते');
  expect(screen.getByRole('button', { name: 'एक और विकल्प' })).toBeInTheDocument();
});
