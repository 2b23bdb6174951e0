import { reply } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { DRAFT, editorApi } from '../../test/articleFixtures';
import { renderNewsroom } from '../../test/renderNewsroom';
import { ARTICLE_TAG } from '../common/articleListApi';
import { articleApi } from './articleApi';
import { SavedArticleEditor } from './SavedArticleEditor';

const { '/api/newsroom/me': _me, ...READER_LISTS } = editorApi('editor');

const EDITOR = 'editor' as const;

const open = (answer: unknown) =>
  renderNewsroom(<SavedArticleEditor id={7} role={EDITOR} />, {
    role: 'editor',
    route: '/newsroom/articles/7',
    api: { ...READER_LISTS, 'GET /api/newsroom/articles/7': answer },
  });

test('the saved article opens in the editor with its steps and history', async () => {
  open(DRAFT);
  expect(await screen.findByDisplayValue(DRAFT.title)).toBe(screen.getByRole('textbox', { name: 'शीर्षक' }));
  expect(screen.getByRole('heading', { name: 'स्थिति: ड्राफ़्ट' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'बदलावों का इतिहास' })).toBeInTheDocument();
});

test('an article that is not there (or another reporter’s) is not found', async () => {
  open(reply(404, { message: 'लेख नहीं मिला।' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'शीर्षक' })).not.toBeInTheDocument();
});

test('a failure says the article could not open, and retries', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, answers } = open(reply(500));
  expect(await screen.findByText('लेख नहीं खुल सका।')).toBeInTheDocument();
  answers.set('GET /api/newsroom/articles/7', DRAFT);
  await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
  expect(await screen.findByDisplayValue(DRAFT.title)).toBeInTheDocument();
});

test('a step taken as the article opened at its own address shows when the desk’s data brings it', async () => {
  const { answers, store } = open(DRAFT);
  expect(await screen.findByRole('heading', { name: 'स्थिति: ड्राफ़्ट' })).toBeInTheDocument();
  answers.set('GET /api/newsroom/articles/7', { ...DRAFT, status: 'published', version: DRAFT.version + 1 });
  store.dispatch(articleApi.util.invalidateTags([{ type: ARTICLE_TAG, id: 7 }]));
  expect(await screen.findByRole('heading', { name: 'स्थिति: प्रकाशित' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'अभी प्रकाशित करें' })).not.toBeInTheDocument();
});

test('a newer version does not replace what the editor is typing', async () => {
  const { answers, store, user, requested } = open(DRAFT);
  const title = await screen.findByRole('textbox', { name: 'शीर्षक' });
  await user.type(title, ' बदला');
  answers.set('GET /api/newsroom/articles/7', { ...DRAFT, title: 'किसी और का शीर्षक', version: DRAFT.version + 1 });
  store.dispatch(articleApi.util.invalidateTags([{ type: ARTICLE_TAG, id: 7 }]));
  await waitFor(() => expect(requested().filter((path) => path === '/api/newsroom/articles/7')).toHaveLength(2));
  expect(title).toHaveValue(`${DRAFT.title} बदला`);
});
