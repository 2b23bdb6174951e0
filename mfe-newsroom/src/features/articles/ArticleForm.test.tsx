import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { DRAFT, editorApi } from '../../test/articleFixtures';
import { renderDesk } from '../../test/renderDesk';
import { ArticleForm } from './ArticleForm';
import { valuesOf } from './articleForm';

type Props = Partial<Parameters<typeof ArticleForm>[0]>;

function renderForm(props: Props = {}, onSubmit = jest.fn()) {
  const view = renderDesk(
    <Formik initialValues={valuesOf(DRAFT)} onSubmit={onSubmit}>
      <ArticleForm id={7} slugFixed={false} locked={false} refusal={undefined} saved={false} {...props} />
    </Formik>,
    { route: '/newsroom/articles/7', api: editorApi('editor') },
  );
  return { ...view, onSubmit };
}

test('a saved article is saved only once something changed', async () => {
  const { user, onSubmit } = renderForm();
  const save = screen.getByRole('button', { name: 'सहेजें' });
  expect(save).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'शीर्षक' }), '!');
  expect(save).toBeEnabled();
  await user.click(save);
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: `${DRAFT.title}!` }), expect.anything());
});

test('the preview shows what readers will see in place of the body editor, and back', async () => {
  const { user } = renderForm();
  const toggle = screen.getByRole('button', { name: 'पाठकों जैसा पूर्वावलोकन' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('region', { name: DRAFT.title })).toHaveTextContent('पहला पैरा');
  expect(screen.getByRole('textbox', { hidden: true, name: 'लेख का पाठ' })).not.toBeVisible();
  await user.click(toggle);
  expect(screen.queryByRole('region', { name: DRAFT.title })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'लेख का पाठ' })).toBeVisible();
});

test('a refusal is an alert; a save is a status until the next change', () => {
  renderForm({ refusal: 'यह स्लग किसी दूसरे लेख का है।', saved: true });
  expect(screen.getByRole('alert')).toHaveTextContent('यह स्लग किसी दूसरे लेख का है।');
  expect(screen.getByText('लेख सहेज लिया गया।')).toHaveAttribute('role', 'status');
});

test('an article that is the editors’ now is shown to its reporter without a save button', () => {
  renderForm({ locked: true });
  expect(screen.getByText('यह लेख अब संपादकों के पास है; इसमें बदलाव वही कर सकते हैं।')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'सहेजें' })).not.toBeInTheDocument();
});
