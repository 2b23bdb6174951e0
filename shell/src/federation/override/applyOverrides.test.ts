import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyOverrides as applyNow, type OverridePage } from './applyOverrides';

const NEWS = 'http://127.0.0.1:3213/mf-manifest.json';
const shell = {
  remotes: ['news', 'media', 'polls', 'static', 'newsroom'].map((name) => ({
    name,
    entry: `/remotes/${name}/mf-manifest.json`,
  })),
  overrideOrigins: ['http://127.0.0.1:3213'],
};
const BUILD = '0.0.0+1a2b3c4.aaaabbbb';

type TestPage = OverridePage & { location: { reload: jest.Mock }; fetch: jest.Mock };

/** A page whose fetch answers the override API with 200 and a manifest with BUILD. */
function testPage(pathname = '/news/national', api: Response = new Response('{"overrides":{}}')): TestPage {
  const manifest = { metaData: { buildInfo: { buildVersion: BUILD } } };
  return {
    document,
    location: { href: `http://localhost${pathname}`, pathname, reload: jest.fn() },
    fetch: jest.fn(async (url: string) => (url === '/api/override' ? api : new Response(JSON.stringify(manifest)))),
  } as unknown as TestPage;
}

const request = (requested: Record<string, string>, applied: Record<string, string> = {}) => ({
  requested,
  applied,
  active: {} as Record<string, string>,
  sealed: [] as string[],
});

/** Works out overrides and lets React render the banner they show. */
const applyOverrides = (...args: Parameters<typeof applyNow>) => act(() => applyNow(...args));
const proposal = () => screen.getByRole('alertdialog', { name: 'दूसरा बिल्ड चलाने से पहले पुष्टि करें' });

afterEach(() => {
  document.body.innerHTML = '';
});

test('proposed by the address: the banner asks, takes the focus, and nothing is fetched or registered', async () => {
  const page = testPage();
  const wanted = request({ news: NEWS });
  await applyOverrides(shell, wanted, page);
  expect(wanted.active).toEqual({});
  expect(proposal()).toHaveTextContent(`«समाचार» (news) हिस्सा http://127.0.0.1:3213 के बिल्ड से चलाया जाएगा: ${NEWS}`);
  expect(proposal()).toHaveFocus();
  expect(page.fetch).not.toHaveBeenCalled();
  expect(page.location.reload).not.toHaveBeenCalled();
});

test('applied only on the click: the server is asked to keep it, then the page reloads', async () => {
  const page = testPage();
  await applyOverrides(shell, request({ news: NEWS }), page);
  await userEvent.click(screen.getByRole('button', { name: 'यह बिल्ड लागू करें' }));
  expect(page.fetch).toHaveBeenCalledTimes(1);
  expect(page.fetch).toHaveBeenCalledWith('/api/override', expect.objectContaining({ method: 'POST' }));
  expect(JSON.parse(page.fetch.mock.calls[0][1].body)).toEqual({ overrides: { news: NEWS } });
  expect(page.location.reload).toHaveBeenCalledTimes(1);
});

test('dismissed: the question goes, nothing is asked of the server and nothing is fetched', async () => {
  const page = testPage();
  await applyOverrides(shell, request({ news: NEWS }), page);
  await userEvent.click(screen.getByRole('button', { name: 'लागू न करें' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(page.fetch).not.toHaveBeenCalled();
});

test('a refusal by the server is shown in the banner, and the page does not reload', async () => {
  const page = testPage('/news/national', new Response('{"message":"यह पता अनुमत स्रोतों में नहीं है।"}', { status: 400 }));
  await applyOverrides(shell, request({ news: NEWS }), page);
  await userEvent.click(screen.getByRole('button', { name: 'यह बिल्ड लागू करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('यह पता अनुमत स्रोतों में नहीं है।');
  expect(page.location.reload).not.toHaveBeenCalled();
});

test('applied earlier (named by the server): the runtime gets it, the banner names its build and ends it', async () => {
  const page = testPage();
  const kept = request({}, { news: NEWS });
  await applyOverrides(shell, kept, page);
  expect(kept.active).toEqual({ news: NEWS });
  expect(kept.sealed).toEqual(['newsroom']);
  expect(await screen.findByText(BUILD)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'दूसरे बिल्ड का पूर्वावलोकन' })).toHaveTextContent(
    '«समाचार» (news) हिस्सा दूसरे बिल्ड से चल रहा है।',
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'मूल बिल्ड पर लौटें' }));
  expect(page.fetch).toHaveBeenCalledWith('/api/override', expect.objectContaining({ method: 'DELETE' }));
  expect(page.location.reload).toHaveBeenCalledTimes(1);
});

test('the newsroom is never proposed, nor anything on a staff page', async () => {
  const page = testPage();
  await applyOverrides(shell, request({ newsroom: NEWS }), page);
  expect(screen.getByRole('alert')).toHaveTextContent('न्यूज़रूम और स्टाफ़ के पेज हमेशा साइट के अपने बिल्ड से चलते हैं');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  document.body.innerHTML = '';

  const staff = testPage('/newsroom');
  const onStaffPage = request({ news: NEWS }, { static: NEWS });
  await applyOverrides(shell, onStaffPage, staff);
  expect(onStaffPage.active).toEqual({});
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('«समाचार» (news) हिस्सा नहीं बदला गया');
  expect(staff.fetch).not.toHaveBeenCalled();
});

test('refused: an origin outside the allowed ones is not proposed, and a message says why', async () => {
  const page = testPage();
  await applyOverrides(shell, request({ news: 'https://evil.example/mf-manifest.json' }), page);
  expect(screen.getByRole('alert')).toHaveTextContent('यह पता अनुमत स्रोतों में नहीं है।');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(page.fetch).not.toHaveBeenCalled();
});

test('nothing proposed and nothing applied: no banner', async () => {
  await applyOverrides(shell, request({}), testPage());
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
