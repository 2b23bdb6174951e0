import { COMPOSITION_SCRIPT_ID, RUM_TOKEN_ATTR } from '@janmat/shared/contracts';
import { startHealthBeacon } from './healthBeacon';
import { loadHealthBeacon } from './loadHealthBeacon';
import { pageRumToken } from './pageRumToken';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));
jest.mock('./healthBeacon', () => ({ startHealthBeacon: jest.fn() }));

const composition = (token?: string) => {
  document.body.innerHTML = `<script type="application/json" id="${COMPOSITION_SCRIPT_ID}" ${
    token ? `${RUM_TOKEN_ATTR}="${token}"` : ''
  }>${JSON.stringify({ news: { release: 4, manifest: '/remotes/news/mf-manifest.json', build: 'a' } })}</script>`;
};

afterEach(() => {
  document.body.innerHTML = '';
  jest.mocked(startHealthBeacon).mockClear();
});

test('the token is the composition script’s attribute; none without it', () => {
  expect(pageRumToken()).toBeUndefined();
  composition();
  expect(pageRumToken()).toBeUndefined();
  composition('abc.def');
  expect(pageRumToken()).toBe('abc.def');
});

test('starts the beacon with the page’s builds and web-vitals', () => {
  composition('abc.def');
  loadHealthBeacon('abc.def');
  expect(startHealthBeacon).toHaveBeenCalledWith(
    expect.objectContaining({
      token: 'abc.def',
      remotes: [{ name: 'news', entry: '/remotes/news/mf-manifest.json' }],
      vitals: expect.objectContaining({ onLCP: expect.any(Function) }),
    }),
  );
});

test('a page without a composition sends nothing', () => {
  loadHealthBeacon('abc.def');
  expect(startHealthBeacon).not.toHaveBeenCalled();
});
