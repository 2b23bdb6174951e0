import { screen, waitFor } from '@testing-library/react';
import { DRAFT, editorApi } from '../../test/articleFixtures';
import { renderDesk } from '../../test/renderDesk';
import { ArticleEditor } from './ArticleEditor';

const REPORTER = 'reporter' as const;
const EDITOR = 'editor' as const;

test('a new article has its form only: no steps and no history until it is saved', async () => {
  renderDesk(<ArticleEditor role={REPORTER} />, {
    route: '/newsroom/articles/new',
    role: 'reporter',
    api: editorApi('reporter'),
  });
  expect(screen.getByRole('textbox', { name: 'शीर्षक' })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'सहेजें' })).toBeEnabled();
  expect(screen.queryByRole('heading', { name: /^स्थिति/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'बदलावों का इतिहास' })).not.toBeInTheDocument();
});

test('a reporter’s article past the editors’ door is shown, not saved, and may not be sent again', async () => {
  renderDesk(<ArticleEditor role={REPORTER} article={{ ...DRAFT, status: 'published' }} />, {
    route: '/newsroom/articles/7',
    role: 'reporter',
    api: editorApi('reporter'),
  });
  expect(screen.getByRole('textbox', { name: 'शीर्षक' })).toHaveValue(DRAFT.title);
  expect(screen.getByText('यह लेख अब संपादकों के पास है; इसमें बदलाव वही कर सकते हैं।')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'सहेजें' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'स्थिति: प्रकाशित' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'संपादक को भेजें' })).not.toBeInTheDocument();
  expect(await screen.findByText('अभी कोई बदलाव दर्ज नहीं है।')).toBeInTheDocument();
});

test('an editor may change a reporter’s submitted article', () => {
  renderDesk(<ArticleEditor role={EDITOR} article={{ ...DRAFT, status: 'submitted' }} />, {
    route: '/newsroom/articles/7',
    api: editorApi('editor'),
  });
  expect(screen.getByRole('button', { name: 'सहेजें' })).toBeDisabled();
  expect(screen.queryByText(/अब संपादकों के पास है/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'अभी प्रकाशित करें' })).toBeEnabled();
});

test('a new article, once created, offers its steps only on its own page, not on the form it was written in', async () => {
  const { user, pathname } = renderDesk(<ArticleEditor role={EDITOR} />, {
    route: '/newsroom/articles/new',
    api: { ...editorApi('editor'), 'POST /api/newsroom/articles': { ...DRAFT, id: 42 } },
  });
  await user.type(screen.getByLabelText('शीर्षक'), DRAFT.title);
  await user.selectOptions(await screen.findByLabelText('श्रेणी'), 'national');
  await user.selectOptions(await screen.findByLabelText('रिपोर्टर'), '5');
  await user.click(screen.getByRole('button', { name: 'सहेजें' }));
  await waitFor(() => expect(pathname()).toBe('/newsroom/articles/42'));
  expect(screen.queryByRole('button', { name: 'अभी प्रकाशित करें' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /^स्थिति/ })).not.toBeInTheDocument();
});
