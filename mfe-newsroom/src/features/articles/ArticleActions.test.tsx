import type { Article, StaffRole } from '@janmat/shared/contracts';
import { reply } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { DRAFT } from '../../test/articleFixtures';
import { renderDesk } from '../../test/renderDesk';
import { ArticleActions } from './ArticleActions';

function renderActions(role: StaffRole, article: Article, { dirty = false, api = {} } = {}) {
  const handlers = { onDone: jest.fn(), onConflict: jest.fn(), onFieldErrors: jest.fn() };
  const view = renderDesk(<ArticleActions article={article} role={role} dirty={dirty} {...handlers} />, {
    route: `/newsroom/articles/${article.id}`,
    role,
    api,
  });
  return { ...view, ...handlers };
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

test('a reporter may send a draft to an editor, and nothing more once it is sent', () => {
  const { unmount } = renderActions('reporter', DRAFT);
  expect(buttonNames()).toEqual(['संपादक को भेजें']);
  expect(screen.queryByRole('link', { name: 'लाइव पेज: अपडेट भेजें' })).not.toBeInTheDocument();
  unmount();
  renderActions('reporter', { ...DRAFT, status: 'submitted' });
  expect(screen.getByRole('heading', { name: 'स्थिति: संपादक के पास' })).toBeInTheDocument();
  expect(buttonNames()).toEqual([]);
});

test('an editor of a scheduled article sees when it goes out, may publish now, withdraw or reschedule', () => {
  renderActions('editor', { ...DRAFT, status: 'scheduled', publishAt: '2026-05-08T04:30:00.000Z' });
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^स्थिति: तय समय पर छपेगा \(.*10:00.*\)$/);
  expect(buttonNames()).toEqual(['अभी प्रकाशित करें', 'प्रकाशन रोकें (पाठकों से हटाएँ)', 'इस समय प्रकाशित करें']);
  expect(screen.getByRole('link', { name: 'लाइव पेज: अपडेट भेजें' })).toHaveAttribute('href', '/newsroom/articles/7/live');
});

test('with unsaved changes every step waits, and says to save first', () => {
  renderActions('editor', DRAFT, { dirty: true });
  expect(screen.getByText('आगे बढ़ाने से पहले बदलाव सहेजें।')).toBeInTheDocument();
  for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
});

test('a step made hands the article back with its new version, and says so', async () => {
  const published = { ...DRAFT, status: 'published' as const, version: 5 };
  const { user, onDone, calls, headers } = renderActions('editor', DRAFT, {
    api: { 'POST /api/newsroom/articles/7/publish': published },
  });
  await user.click(screen.getByRole('button', { name: 'अभी प्रकाशित करें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('लेख प्रकाशित हो गया।');
  expect(onDone).toHaveBeenCalledWith(published);
  expect(calls[0]?.body).toEqual({});
  expect(headers[0]).toMatchObject({ 'if-match': `"${DRAFT.version}"`, 'x-csrf-token': 'token-of-editor' });
});

test('«पुश भेजें» beside publishing now sends push with it, and the answer says what became of the push', async () => {
  const published = { ...DRAFT, status: 'published' as const, version: 5 };
  const push = {
    id: 4,
    recipients: 0,
    heldTopics: ['bihar'],
    message: 'पुश रोका गया: «बिहार» पर पिछले 5 मिनट में एक पुश जा चुका है।',
  };
  const { user, calls } = renderActions('editor', DRAFT, {
    api: { 'POST /api/newsroom/articles/7/publish': { ...published, push } },
  });
  await user.click(screen.getByRole('checkbox', { name: 'पुश भेजें' }));
  await user.click(screen.getByRole('button', { name: 'अभी प्रकाशित करें' }));
  expect(await screen.findByRole('status')).toHaveTextContent(`लेख प्रकाशित हो गया। ${push.message}`);
  expect(calls[0]?.body).toEqual({ push: true });
});

test('what publishing still needs goes to its fields; a step made to an older version goes to the notice', async () => {
  const { user, onFieldErrors, onConflict, answers } = renderActions('editor', DRAFT, {
    api: {
      'POST /api/newsroom/articles/7/publish': reply(400, {
        message: 'प्रकाशित करने से पहले ये जानकारी पूरी करें।',
        errors: { body: 'पाठ लिखें।' },
      }),
    },
  });
  await user.click(screen.getByRole('button', { name: 'अभी प्रकाशित करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('प्रकाशित करने से पहले ये जानकारी पूरी करें।');
  expect(onFieldErrors).toHaveBeenCalledWith({ body: 'पाठ लिखें।' });
  const theirs = { ...DRAFT, title: 'दूसरा शीर्षक', version: 9 };
  answers.set('POST /api/newsroom/articles/7/publish', reply(409, { message: 'बदल गया है।', current: theirs }));
  await user.click(screen.getByRole('button', { name: 'अभी प्रकाशित करें' }));
  await waitFor(() => expect(onConflict).toHaveBeenCalledWith(theirs));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
