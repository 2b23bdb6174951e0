import { reply } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { renderDesk } from '../../test/renderDesk';
import { ReporterField } from './ReporterField';

const renderField = (authors: unknown) =>
  renderDesk(
    <Formik initialValues={{ reporterId: '' }} onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <ReporterField idPrefix="t-" />
          <output>{values.reporterId}</output>
        </>
      )}
    </Formik>,
    { route: '/newsroom/articles/new', api: { 'GET /api/newsroom/authors': authors } },
  );

test('the site’s authors to pick from, by name; the pick is the author’s number', async () => {
  const { user } = renderField({
    data: [
      { id: 5, name: 'राहुल वर्मा' },
      { id: 8, name: 'सीमा' },
    ],
    next: null,
  });
  const pick = screen.getByRole('combobox', { name: 'रिपोर्टर' });
  await screen.findByRole('option', { name: 'सीमा' });
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'रिपोर्टर चुनें',
    'राहुल वर्मा',
    'सीमा',
  ]);
  await user.selectOptions(pick, 'सीमा');
  expect(screen.getByRole('status')).toHaveTextContent('8');
});

test('without the authors list the author’s number can be typed, and it says why', async () => {
  const { user } = renderField(reply(503, { message: 'अभी नहीं' }));
  const typed = await screen.findByRole('textbox', { name: 'रिपोर्टर (लेखक क्रमांक) (लेखकों की सूची अभी नहीं मिल सकी)' });
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  await user.type(typed, '5');
  expect(screen.getByRole('status')).toHaveTextContent('5');
});
