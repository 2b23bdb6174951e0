import type { StaffRole } from '@janmat/shared/contracts';
import { renderWithPortal, reply } from '@janmat/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { DRAFT, editorApi } from '../../test/articleFixtures';
import { ArticleEditorPage } from './ArticleEditorPage';
import { SLUG_DELAY } from './useSlugProposal';

const PATH = '/newsroom/articles/:id';

function openNew(role: StaffRole = 'reporter', api: Record<string, unknown> = {}, userOptions = {}) {
  return renderWithPortal(<ArticleEditorPage />, {
    route: '/newsroom/articles/new',
    path: '/newsroom/articles/new',
    api: { ...editorApi(role), ...api },
    userOptions,
  });
}

async function openSaved(role: StaffRole, article = DRAFT, api: Record<string, unknown> = {}) {
  const view = renderWithPortal(<ArticleEditorPage />, {
    route: `/newsroom/articles/${article.id}`,
    path: PATH,
    api: { ...editorApi(role), [`/api/newsroom/articles/${article.id}`]: article, ...api },
  });
  await screen.findByDisplayValue(article.title);
  await screen.findByRole('option', { name: 'राहुल वर्मा' });
  return view;
}

const sent = (calls: { method: string; path: string; body: unknown }[], method: string) =>
  calls.filter((call) => call.method === method);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ArticleEditorPage: slug', () => {
  beforeEach(() => jest.useFakeTimers());

  it('proposes the slug a moment after the title rests, and stops once the slug is written by hand', async () => {
    const { user, calls, answers } = openNew(
      'reporter',
      { 'GET /api/newsroom/slug': { slug: 'bharat-ki-jeet' } },
      {
        advanceTimers: jest.advanceTimersByTime,
      },
    );
    const slug = await screen.findByLabelText(/^स्लग \(पता\)/);
    await user.type(screen.getByLabelText('शीर्षक'), 'भारत की जीत');
    expect(calls.some((call) => call.path.startsWith('/api/newsroom/slug'))).toBe(false);

    await act(() => jest.advanceTimersByTimeAsync(SLUG_DELAY));
    await waitFor(() => expect(slug).toHaveValue('bharat-ki-jeet'));
    const asked = sent(calls, 'GET').find((call) => call.path.startsWith('/api/newsroom/slug'))!;
    expect(new URL(asked.path, 'http://janmat.test').searchParams.get('title')).toBe('भारत की जीत');

    await user.clear(slug);
    await user.type(slug, 'meri-khabar');
    answers.set('GET /api/newsroom/slug', { slug: 'bharat-ki-badi-jeet' });
    await user.type(screen.getByLabelText('शीर्षक'), ' बड़ी');
    await act(() => jest.advanceTimersByTimeAsync(SLUG_DELAY * 2));
    expect(slug).toHaveValue('meri-khabar');
    expect(calls.filter((call) => call.path.startsWith('/api/newsroom/slug'))).toHaveLength(1);
  });
});

describe('ArticleEditorPage: saving', () => {
  it('creates the article with the filled fields and opens it at its own address', async () => {
    const { user, calls, pathname } = openNew('reporter', {
      'GET /api/newsroom/slug': { slug: 'chunav-ki-khabar' },
      'POST /api/newsroom/articles': { ...DRAFT, id: 42, title: 'चुनाव की ख़बर' },
    });
    await user.type(screen.getByLabelText('शीर्षक'), 'चुनाव की ख़बर');
    await user.selectOptions(await screen.findByLabelText('श्रेणी'), 'state');
    await user.selectOptions(screen.getByLabelText('राज्य'), 'bihar');
    await user.selectOptions(await screen.findByLabelText('रिपोर्टर'), '5');
    await user.click(screen.getByRole('button', { name: 'सहेजें' }));

    await waitFor(() => expect(pathname()).toBe('/newsroom/articles/42'));
    const post = sent(calls, 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toEqual(
      expect.objectContaining({ title: 'चुनाव की ख़बर', category: 'state', state: 'bihar', reporterId: 5 }),
    );
    expect(post[0]!.body).not.toHaveProperty('body');
  });

  it('lets the author’s number be typed when the authors list is refused', async () => {
    const { user, calls } = openNew('reporter', {
      '/api/newsroom/authors': reply(403, { message: 'अनुमति नहीं है।' }),
      'POST /api/newsroom/articles': { ...DRAFT, id: 43 },
    });
    const reporter = await screen.findByLabelText(/^रिपोर्टर \(लेखक क्रमांक\)/);
    await user.type(screen.getByLabelText('शीर्षक'), 'ख़बर');
    await user.selectOptions(await screen.findByLabelText('श्रेणी'), 'national');
    await user.type(reporter, '5');
    await user.click(screen.getByRole('button', { name: 'सहेजें' }));
    await waitFor(() => expect(sent(calls, 'POST')[0]?.body).toEqual(expect.objectContaining({ reporterId: 5 })));
  });

  it('shows the server’s field errors under their fields', async () => {
    const { user } = openNew('reporter', {
      'POST /api/newsroom/articles': reply(400, {
        message: 'जानकारी ठीक नहीं है।',
        errors: { category: 'यह श्रेणी मौजूद नहीं है।', slug: 'स्लग ठीक नहीं है।' },
      }),
    });
    await user.type(screen.getByLabelText('शीर्षक'), 'कोई ख़बर');
    await user.clear(screen.getByLabelText(/^स्लग/));
    await user.type(screen.getByLabelText(/^स्लग/), 'koi-khabar');
    await user.selectOptions(await screen.findByLabelText('श्रेणी'), 'national');
    await user.selectOptions(await screen.findByLabelText('रिपोर्टर'), '5');
    await user.click(screen.getByRole('button', { name: 'सहेजें' }));

    expect(await screen.findByText('यह श्रेणी मौजूद नहीं है।')).toBeInTheDocument();
    expect(screen.getByLabelText('श्रेणी')).toHaveAccessibleDescription('यह श्रेणी मौजूद नहीं है।');
    expect(screen.getByLabelText(/^स्लग/)).toHaveAccessibleDescription('स्लग ठीक नहीं है।');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends only the changed fields of a saved article', async () => {
    const { user, calls } = await openSaved('editor', DRAFT, {
      'PATCH /api/newsroom/articles/7': { ...DRAFT, title: 'नया शीर्षक' },
    });
    const title = screen.getByLabelText('शीर्षक');
    await user.clear(title);
    await user.type(title, 'नया शीर्षक');
    await user.selectOptions(screen.getByLabelText('ट्रेंडिंग उप-श्रेणी'), 'chunav');
    await user.click(screen.getByRole('button', { name: 'सहेजें' }));

    expect(await screen.findByText('लेख सहेज लिया गया।')).toBeInTheDocument();
    expect(sent(calls, 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/newsroom/articles/7', body: { title: 'नया शीर्षक', subtype: 'chunav' } },
    ]);
  });

  it('shows a refusal that is not about one field (a slug taken) in an alert', async () => {
    const { user } = await openSaved('editor', DRAFT, {
      'PATCH /api/newsroom/articles/7': reply(409, { message: 'यह स्लग किसी दूसरे लेख का है।' }),
    });
    await user.clear(screen.getByLabelText(/^स्लग/));
    await user.type(screen.getByLabelText(/^स्लग/), 'dusra-lekh');
    await user.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह स्लग किसी दूसरे लेख का है।');
  });

  it('asks before the page is left with unsaved changes, not before', async () => {
    const { user } = await openSaved('editor');
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(true);
    await user.type(screen.getByLabelText('शीर्षक'), '!');
    expect(leave()).toBe(false);
  });

  it('keeps the slug of an article readers have seen and says why', async () => {
    await openSaved('editor', { ...DRAFT, status: 'unpublished', wasPublic: true });
    expect(screen.queryByLabelText(/^स्लग/)).not.toBeInTheDocument();
    expect(screen.getByText('purana-shirshak')).toBeInTheDocument();
    expect(screen.getByText(/प्रकाशित हो चुका है/)).toBeInTheDocument();
  });

  it('lets the slug of a scheduled article that never went out be changed', async () => {
    await openSaved('editor', { ...DRAFT, status: 'unpublished', wasPublic: false });
    expect(screen.getByLabelText(/^स्लग/)).toHaveValue('purana-shirshak');
  });
});

describe('ArticleEditorPage: steps by role', () => {
  it('offers a reporter to send the draft to an editor, never to publish', async () => {
    const { user, calls } = await openSaved('reporter', DRAFT, {
      'POST /api/newsroom/articles/7/submit': { ...DRAFT, status: 'submitted' },
    });
    expect(screen.queryByRole('button', { name: 'अभी प्रकाशित करें' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/प्रकाशन का समय/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'संपादक को भेजें' }));
    expect(await screen.findByText('लेख संपादक को भेज दिया गया।')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent(calls, 'POST').map((call) => call.path)).toEqual(['/api/newsroom/articles/7/submit']),
    );
  });

  it('lets an editor schedule for an India time, sent as `at`', async () => {
    const { user, calls } = await openSaved('editor', DRAFT, {
      'POST /api/newsroom/articles/7/publish': { ...DRAFT, status: 'scheduled', publishAt: '2026-05-08T04:30:00.000Z' },
    });
    expect(screen.queryByRole('button', { name: 'संपादक को भेजें' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी प्रकाशित करें' })).toBeEnabled();
    await user.type(screen.getByLabelText('प्रकाशन का समय (भारतीय समय, IST)'), '2026-05-08T10:00');
    await user.click(screen.getByRole('button', { name: 'इस समय प्रकाशित करें' }));
    expect(await screen.findByText('प्रकाशन का समय तय हो गया।')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toEqual([
      { method: 'POST', path: '/api/newsroom/articles/7/publish', body: { at: '2026-05-08T10:00' } },
    ]);
  });

  it('lets an editor withdraw a published article', async () => {
    const { user, calls } = await openSaved(
      'admin',
      { ...DRAFT, status: 'published' },
      {
        'POST /api/newsroom/articles/7/unpublish': { ...DRAFT, status: 'unpublished' },
      },
    );
    expect(screen.getByRole('heading', { name: 'स्थिति: प्रकाशित' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'अभी प्रकाशित करें' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /प्रकाशन रोकें/ }));
    expect(await screen.findByText('लेख पाठकों से हटा दिया गया।')).toBeInTheDocument();
    expect(sent(calls, 'POST').map((call) => call.path)).toEqual(['/api/newsroom/articles/7/unpublish']);
  });

  it('shows what publishing still needs under its field', async () => {
    const { user } = await openSaved(
      'editor',
      { ...DRAFT, photo: '' },
      {
        'POST /api/newsroom/articles/7/publish': reply(400, {
          message: 'प्रकाशित करने से पहले ये जानकारी पूरी करें।',
          errors: { photo: 'प्रकाशित करने के लिए फ़ोटो ज़रूरी है।' },
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'अभी प्रकाशित करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('प्रकाशित करने से पहले ये जानकारी पूरी करें।');
    expect(screen.getByRole('group', { name: 'मुख्य फ़ोटो' })).toHaveAccessibleDescription(
      'प्रकाशित करने के लिए फ़ोटो ज़रूरी है।',
    );
  });
});

describe('ArticleEditorPage: preview and history', () => {
  it('previews the headline, photo and body as readers will see them', async () => {
    const { user } = await openSaved('editor', { ...DRAFT, body: '<h2>उपशीर्षक</h2><p>पहला <strong>पैरा</strong></p>' });
    await user.click(screen.getByRole('button', { name: 'पाठकों जैसा पूर्वावलोकन' }));
    const preview = screen.getByRole('region', { name: 'पुराना शीर्षक' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'उपशीर्षक' })).toBeInTheDocument();
    expect(within(preview).getByText('पैरा').tagName).toBe('STRONG');
    expect(within(preview).getByRole('img', { name: 'पुराना शीर्षक' })).toHaveAttribute('src', DRAFT.photo);
    expect(screen.getByRole('textbox', { hidden: true, name: 'लेख का पाठ' })).not.toBeVisible();
  });

  it('lists who changed which fields, newest first', async () => {
    await openSaved('editor', DRAFT, {
      '/api/newsroom/articles/7/versions': [
        { id: 1, at: '2026-05-06T04:00:00.000Z', staff: { id: 3, name: 'सीमा' }, changed: ['title', 'body'] },
        { id: 2, at: '2026-05-06T05:30:00.000Z', staff: { id: 4, name: 'अमित' }, changed: ['status'] },
      ],
    });
    const items = within(await screen.findByRole('list', {})).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/अमित: स्थिति$/),
      expect.stringMatching(/सीमा: शीर्षक, पाठ$/),
    ]);
  });
});

describe('ArticleEditorPage: someone else changed the article', () => {
  const THEIRS = {
    ...DRAFT,
    title: 'दूसरे संपादक का शीर्षक',
    body: '<p>दूसरे संपादक का पैरा</p>',
    version: DRAFT.version + 1,
  };
  const conflict = reply(409, { message: 'आपके खोलने के बाद किसी और ने यह बदल दिया है।', current: THEIRS });
  const ifMatchOf = (view: { calls: { method: string }[]; headers: Record<string, string>[] }, method: string) =>
    view.calls.flatMap((call, i) => (call.method === method ? [view.headers[i]!['if-match']] : []));

  async function saveStale(answers: unknown[]) {
    const view = await openSaved('editor', DRAFT, {
      'PATCH /api/newsroom/articles/7': () => answers.shift(),
    });
    const title = screen.getByLabelText('शीर्षक');
    await view.user.clear(title);
    await view.user.type(title, 'मेरा शीर्षक');
    await view.user.click(screen.getByRole('button', { name: 'सहेजें' }));
    const notice = await screen.findByRole('alert', { name: 'किसी और ने यह लेख बदल दिया है' });
    return { ...view, notice };
  }

  it('sends the version it showed; a 409 shows what they changed beside what the editor wrote', async () => {
    const view = await saveStale([conflict]);
    expect(ifMatchOf(view, 'PATCH')).toEqual([`"${DRAFT.version}"`]);
    expect(view.notice).toHaveTextContent('उन्होंने बदला: शीर्षक, पाठ।');
    const title = within(view.notice).getByRole('row', { name: /^शीर्षक/ });
    expect(
      within(title)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['मेरा शीर्षक', 'दूसरे संपादक का शीर्षक']);
    const body = within(view.notice).getByRole('row', { name: /^पाठ/ });
    expect(
      within(body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['पहला पैरा', 'दूसरे संपादक का पैरा']);
    expect(screen.getByLabelText('शीर्षक')).toHaveValue('मेरा शीर्षक');
  });

  it('reloading takes their version into the form; the next save is made to it', async () => {
    const view = await saveStale([conflict, { ...THEIRS, subtype: 'chunav', version: THEIRS.version + 1 }]);
    await view.user.click(within(view.notice).getByRole('button', { name: 'नया रूप लें (दोबारा लोड करें)' }));
    expect(screen.queryByRole('alert', { name: 'किसी और ने यह लेख बदल दिया है' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('शीर्षक')).toHaveValue('दूसरे संपादक का शीर्षक');
    await view.user.selectOptions(screen.getByLabelText('ट्रेंडिंग उप-श्रेणी'), 'chunav');
    await view.user.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText('लेख सहेज लिया गया।')).toBeInTheDocument();
    expect(sent(view.calls, 'PATCH').at(-1)!.body).toEqual({ subtype: 'chunav' });
    expect(ifMatchOf(view, 'PATCH')).toEqual([`"${DRAFT.version}"`, `"${THEIRS.version}"`]);
  });

  it('keeping one’s text saves it again over their version', async () => {
    const view = await saveStale([conflict, { ...THEIRS, title: 'मेरा शीर्षक', body: DRAFT.body, version: 9 }]);
    await view.user.click(within(view.notice).getByRole('button', { name: 'अपना लिखा रखें और सहेजें' }));
    expect(await screen.findByText('लेख सहेज लिया गया।')).toBeInTheDocument();
    expect(sent(view.calls, 'PATCH').at(-1)!.body).toEqual({ title: 'मेरा शीर्षक', body: DRAFT.body });
    expect(ifMatchOf(view, 'PATCH')).toEqual([`"${DRAFT.version}"`, `"${THEIRS.version}"`]);
    expect(screen.getByLabelText('शीर्षक')).toHaveValue('मेरा शीर्षक');
  });

  it('a step made to an older version shows the notice instead of taking it', async () => {
    const submitted = { ...DRAFT, status: 'submitted' as const };
    const { user, calls, headers } = await openSaved('editor', submitted, {
      'POST /api/newsroom/articles/7/publish': reply(409, {
        message: 'आपके खोलने के बाद किसी और ने यह बदल दिया है।',
        current: { ...THEIRS, status: 'submitted', changedSinceSubmit: true },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'अभी प्रकाशित करें' }));
    const notice = await screen.findByRole('alert', { name: 'किसी और ने यह लेख बदल दिया है' });
    expect(notice).toHaveTextContent('उन्होंने बदला: शीर्षक, पाठ।');
    expect(ifMatchOf({ calls, headers }, 'POST')).toEqual([`"${DRAFT.version}"`]);
    expect(screen.getByRole('heading', { name: 'स्थिति: संपादक के पास' })).toBeInTheDocument();
  });
});
