import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { editorApi } from '../../test/articleFixtures';
import { renderDesk } from '../../test/renderDesk';
import { ArticleFields } from './ArticleFields';
import { EMPTY_ARTICLE } from './articleForm';

const renderFields = (slugFixed = false) =>
  renderDesk(
    <Formik initialValues={{ ...EMPTY_ARTICLE, slug: 'purana-shirshak' }} onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <ArticleFields idPrefix="t-" id={7} slugFixed={slugFixed} />
          <output data-testid="values">{JSON.stringify({ category: values.category, state: values.state })}</output>
        </>
      )}
    </Formik>,
    { route: '/newsroom/articles/7', api: editorApi('editor') },
  );

test('the state is asked for only for state news, and dropped when the category changes', async () => {
  const { user } = renderFields();
  const category = screen.getByRole('combobox', { name: 'श्रेणी' });
  expect(screen.queryByRole('combobox', { name: 'राज्य' })).not.toBeInTheDocument();
  await user.selectOptions(category, await screen.findByRole('option', { name: 'राज्य' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'राज्य' }),
    await screen.findByRole('option', { name: 'बिहार' }),
  );
  expect(screen.getByTestId('values')).toHaveTextContent('{"category":"state","state":"bihar"}');
  await user.selectOptions(category, 'राष्ट्रीय');
  expect(screen.getByTestId('values')).toHaveTextContent('{"category":"national","state":""}');
  expect(screen.queryByRole('combobox', { name: 'राज्य' })).not.toBeInTheDocument();
});

test('every field of the article but its body, the trending pick optional', async () => {
  renderFields();
  expect(screen.getByRole('textbox', { name: 'शीर्षक' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: /^स्लग \(पता\)/ })).toHaveValue('purana-shirshak');
  await screen.findByRole('option', { name: 'चुनाव' });
  const trending = screen.getByRole('combobox', { name: 'ट्रेंडिंग उप-श्रेणी' });
  expect(trending).not.toHaveAttribute('aria-required');
  expect(trending).toHaveDisplayValue('कोई नहीं');
  expect(await screen.findByRole('option', { name: 'राहुल वर्मा' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'मुख्य फ़ोटो' })).toBeInTheDocument();
});

test('an article readers have seen shows its address instead of a field for it', () => {
  renderFields(true);
  expect(screen.queryByRole('textbox', { name: /^स्लग/ })).not.toBeInTheDocument();
  expect(screen.getByText('purana-shirshak')).toBeInTheDocument();
});
