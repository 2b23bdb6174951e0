import { OVERRIDE_COOKIE, readOverrideCookie } from '@janmat/shared/composition';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyOverrides as applyNow, type OverridePage } from './applyOverrides';
import { writeOverrideCookie } from './overrideCookie';

const NEWS = 'http://127.0.0.1:3213/mf-manifest.json';
const shell = {
  remotes: ['news', 'media', 'polls', 'static'].map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` })),
  overrideOrigins: ['http://127.0.0.1:3213'],
};

function testPage(): OverridePage & { location: { reload: jest.Mock } } {
  const manifest = { metaData: { buildInfo: { buildVersion: '0.0.0+1a2b3c4.aaaabbbb' } } };
  return {
    document,
    location: { href: 'http://localhost/news/national', protocol: 'http:', reload: jest.fn() },
    fetch: jest.fn(async () => new Response(JSON.stringify(manifest))) as unknown as typeof fetch,
  };
}

const request = (requested: Record<string, string>) => ({
  requested,
  active: {} as Record<string, string>,
  cookies: () => document.cookie,
});

/** Applies overrides and lets React render the banner they show. */
const applyOverrides = (...args: Parameters<typeof applyNow>) => act(() => applyNow(...args));

afterEach(() => {
  writeOverrideCookie(document, {}, false);
  document.body.innerHTML = '';
});

test('allowed: the runtime gets it, the session cookie keeps it, the banner names the section and its build', async () => {
  const wanted = request({ news: NEWS });
  await applyOverrides(shell, wanted, testPage());
  expect(wanted.active).toEqual({ news: NEWS });
  expect(readOverrideCookie(document.cookie)).toEqual({ news: NEWS });
  expect(await screen.findByText('0.0.0+1a2b3c4.aaaabbbb')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'दूसरे बिल्ड का पूर्वावलोकन' })).toHaveTextContent('«समाचार» (news)');
});

test('kept: the next page of the session takes the override from the cookie alone', async () => {
  await applyOverrides(shell, request({ news: NEWS }), testPage());
  document.body.innerHTML = '';
  const next = request({});
  await applyOverrides(shell, next, testPage());
  expect(next.active).toEqual({ news: NEWS });
  expect(await screen.findByText('0.0.0+1a2b3c4.aaaabbbb')).toBeInTheDocument();
});

test('refused: a URL outside the allowed origins is not used nor kept, and a message says why', async () => {
  const wanted = request({ news: 'https://evil.example/mf-manifest.json' });
  await applyOverrides(shell, wanted, testPage());
  expect(wanted.active).toEqual({});
  expect(document.cookie).not.toContain(OVERRIDE_COOKIE);
  expect(await screen.findByRole('alert')).toHaveTextContent('यह पता अनुमत स्रोतों में नहीं है।');
});

test('refused: nothing is used while the site allows no origin, even what the cookie kept', async () => {
  await applyOverrides(shell, request({ news: NEWS }), testPage());
  document.body.innerHTML = '';
  const later = request({});
  await applyOverrides({ ...shell, overrideOrigins: [] }, later, testPage());
  expect(later.active).toEqual({});
  expect(document.cookie).not.toContain(OVERRIDE_COOKIE);
  expect(await screen.findByRole('alert')).toHaveTextContent('अनुमति नहीं है');
});

test('cleared: the button drops the cookie and reloads with the site’s own builds', async () => {
  const page = testPage();
  await applyOverrides(shell, request({ news: NEWS }), page);
  await userEvent.click(await screen.findByRole('button', { name: 'मूल बिल्ड पर लौटें' }));
  expect(document.cookie).not.toContain(OVERRIDE_COOKIE);
  expect(page.location.reload).toHaveBeenCalledTimes(1);
});

test('cleared: an empty value in the address drops that section only', async () => {
  const other = 'http://127.0.0.1:3213/polls/mf-manifest.json';
  await applyOverrides(shell, request({ news: NEWS, polls: other }), testPage());
  const next = request({ news: '' });
  await applyOverrides(shell, next, testPage());
  expect(next.active).toEqual({ polls: other });
  expect(readOverrideCookie(document.cookie)).toEqual({ polls: other });
  await waitFor(() => expect(screen.getByRole('region')).not.toHaveTextContent('«समाचार»'));
});

test('nothing asked for and nothing kept: no banner, no cookie', async () => {
  await applyOverrides(shell, request({}), testPage());
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(document.cookie).not.toContain(OVERRIDE_COOKIE);
});
