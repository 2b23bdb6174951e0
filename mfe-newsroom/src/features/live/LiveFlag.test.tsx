import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { LiveFlag } from './LiveFlag';

test('a mark of the update is a labelled checkbox bound to its field', async () => {
  const user = userEvent.setup();
  render(
    <Formik initialValues={{ pinned: false, keyEvent: true }} onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <LiveFlag name="pinned" label="ऊपर पिन करें" />
          <LiveFlag name="keyEvent" label="मुख्य घटना" />
          <output>{JSON.stringify(values)}</output>
        </>
      )}
    </Formik>,
  );
  expect(screen.getByRole('checkbox', { name: 'मुख्य घटना' })).toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'ऊपर पिन करें' }));
  await user.click(screen.getByRole('checkbox', { name: 'मुख्य घटना' }));
  expect(screen.getByRole('status')).toHaveTextContent('{"pinned":true,"keyEvent":false}');
});
