import {
  createPortalStore,
  dehydrateApi,
  hydrateApi,
  type PortalStore,
  Provider,
  renderPlace,
  setRemoteLoader,
  theme,
} from '@janmat/shared';
import { toggleFollow } from '@janmat/shared/reader';
import { renderWithPortal, reply } from '@janmat/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { newsCard, poll, SITE_ANSWERS } from '../../test/fixtures';
import { stubPollWidget } from '../../test/stubPollWidget';
import { HomePage } from './HomePage';

const NEWSALL = [
  newsCard(1, { name: 'मुख्य ख़बर' }),
  newsCard(2, { name: 'दूसरी ख़बर', type: 'states' }),
  newsCard(3, { name: 'तीसरी ख़बर', type: 'international' }),
  newsCard(4, { name: 'देश की ख़बर' }),
  newsCard(5, { name: 'दुनिया की ख़बर', type: 'international' }),
  newsCard(6, { name: 'राज्य की ख़बर', type: 'states' }),
];

const answers = {
  ...SITE_ANSWERS,
  '/api/newsall': { data: NEWSALL },
  '/api/pollsathome': { data: [poll(4), poll(5)] },
  '/api/datas': { data: [{ id: 1, values: '24', des: 'जयपुर, साफ आसमान' }] },
  '/api/datas2': {
    data: [
      { keys: 'सेंसेक्स', values: '84312.55', type: 1, des: '0.42' },
      { keys: 'निफ्टी आईटी', values: '36480.20', type: 0, des: '0.26' },
    ],
  },
  '/api/datas3': { data: [{ keys: '24 कैरेट', values: '12860', type: 1, des: '45' }] },
};

const open = (api: Record<string, unknown> = {}) => renderWithPortal(<HomePage />, { api: { ...answers, ...api } });

const section = (name: string) => screen.getByRole('region', { name });
/** The photo of the news card named `title` (decorative: the title names the link). */
const cardPhoto = (title: string) => screen.getByRole('link', { name: title }).querySelector('img');

describe('HomePage', () => {
  beforeEach(stubPollWidget);
  afterEach(() => setRemoteLoader());

  it('shows skeletons, then the lead story and two secondary stories', async () => {
    open();
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'मुख्य ख़बर' });
    const lead = cardPhoto('मुख्य ख़बर');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 2, name: 'दूसरी ख़बर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'तीसरी ख़बर' })).toBeInTheDocument();
    // Below the lead: rows on phones, their photos load lazily.
    expect(cardPhoto('दूसरी ख़बर')).toHaveAttribute('loading', 'lazy');
    expect(cardPhoto('दूसरी ख़बर')).not.toHaveAttribute('fetchpriority');
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
  });

  it('lists the remaining stories by type with links to the whole lists', async () => {
    open();
    await screen.findByRole('region', { name: 'राज्य' });
    const titles = (name: string) =>
      within(section(name))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles('राष्ट्रीय')).toEqual(['देश की ख़बर']);
    expect(titles('अंतरराष्ट्रीय')).toEqual(['दुनिया की ख़बर']);
    expect(titles('राज्य')).toEqual(['राज्य की ख़बर']);
    expect(screen.getByRole('link', { name: 'सभी देखें: राज्य' })).toHaveAttribute('href', '/news/state');
  });

  it('places the first home poll and fills the sidebar boxes', async () => {
    open();
    expect(await screen.findByTestId('poll-widget')).toHaveTextContent(poll(4).name);
    expect(await within(section('लोकप्रिय ख़बरें')).findByRole('link', { name: 'लोकप्रिय ख़बर एक' })).toBeInTheDocument();
    expect(await within(section('ट्रेंडिंग')).findByRole('link', { name: '#उपचुनाव' })).toHaveAttribute(
      'href',
      '/news/trending/upchunav',
    );
    expect(await within(section('मौसम')).findByText('24°C')).toBeInTheDocument();
    const market = section('बाज़ार');
    expect(await within(market).findByText('▲ 0.42%')).toHaveStyle({ color: theme.colors.success });
    expect(within(market).getByText('▼ 0.26%').closest('td')).toHaveAttribute('data-trend', 'fall');
    const gold = section('सोना-चांदी (प्रति ग्राम)');
    expect(await within(gold).findByText('₹12860')).toBeInTheDocument();
    expect(within(gold).getByText('+₹45')).toBeInTheDocument();
    expect(within(section('राशिफल')).getByRole('link', { name: /मेष/ })).toHaveAttribute('href', '/astrology/leo');
  });

  it('renders the sidebar boxes after the first screen, already with their data', async () => {
    open();
    const weather = await screen.findByRole('region', { name: 'मौसम' });
    expect(within(weather).getByText('24°C')).toBeInTheDocument();
    expect(within(section('लोकप्रिय ख़बरें')).getByRole('link', { name: 'लोकप्रिय ख़बर एक' })).toBeInTheDocument();
  });

  it('has a labelled newsletter checkbox that only toggles', async () => {
    const { user, fetch } = open();
    const box = await screen.findByRole('checkbox', { name: 'हाँ, मुझे जनमत की रोज़ की बड़ी ख़बरें चाहिए' });
    await screen.findByRole('link', { name: 'मुख्य ख़बर' });
    const calls = fetch.mock.calls.length;
    await user.click(box);
    expect(box).toBeChecked();
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('sets the home head tags', () => {
    open();
    expect(document.title).toBe('जनमत — राजनीति की हर खबर');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // The site and its search, for search engines.
    const lds = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    );
    expect(lds.map((ld) => ld['@type'])).toEqual(['WebSite', 'Organization', 'BreadcrumbList']);
    expect(lds[0].potentialAction.target.urlTemplate).toBe('http://localhost/search?q={search_term_string}');
    expect(lds[1].url).toBe('http://localhost/');
  });

  it('says so when there is no news', async () => {
    open({ '/api/newsall': { data: [] } });
    expect(await screen.findByText('अभी कोई ख़बर नहीं है।')).toBeInTheDocument();
  });

  it('shows an error with a retry button when the news fails, then the news', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, answers: api } = open({ '/api/newsall': reply(500) });
    expect(await screen.findByText('ख़बरें लोड नहीं हो सकीं।')).toBeInTheDocument();
    api.set('/api/newsall', { data: NEWSALL });
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('link', { name: 'मुख्य ख़बर' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('comes whole from the server (lists and sidebar too) and hydrates it without a mismatch', async () => {
    const page = (store: PortalStore) => (
      <Provider store={store}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </Provider>
    );
    const server = open();
    // The sidebar's code loads on demand: the first time, from the compiler.
    await screen.findByRole('link', { name: 'लोकप्रिय ख़बर एक' }, { timeout: 10_000 });
    await screen.findByText('₹12860');
    server.unmount();
    renderPlace.server = true;
    const html = renderToString(page(server.store));
    renderPlace.server = false;
    // Everything below the lead stories is in the HTML: the page arrives at its full height.
    for (const text of ['देश की ख़बर', 'राज्य की ख़बर', 'लोकप्रिय ख़बर एक', 'उपचुनाव', '24°C', '₹12860']) {
      expect(html).toContain(text);
    }
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The browser's store takes the server's answers over before it hydrates (`janmat-state`).
    const browser = createPortalStore();
    browser.dispatch(hydrateApi(dehydrateApi(server.store.getState().api)));
    const recoverable = jest.fn();
    const popular = within(container).getByRole('link', { name: 'लोकप्रिय ख़बर एक' });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(browser), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // Hydrated in place: the server's elements are the page's.
    expect(within(container).getByRole('link', { name: 'लोकप्रिय ख़बर एक' })).toBe(popular);
    expect(within(container).getByRole('link', { name: 'मुख्य ख़बर' })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });

  describe("the reader's followed states and topics", () => {
    const BIHAR = { kind: 'state', code: '6', name: 'बिहार', path: '/news/state/6/bihar' } as const;
    const ELECTION = { kind: 'category', code: 'election', name: 'चुनाव', path: '/news/election' } as const;
    const followedAnswers = {
      '/api/newsstatewise/bihar': { data: [newsCard(21, { name: 'बिहार की ख़बर', type: 'states' })] },
      '/api/news/election': { data: [newsCard(22, { name: 'चुनाव की ख़बर', type: 'election' })] },
    };
    /** Puts every element `top` px down the page (jsdom lays nothing out). */
    const laidOutAt = (top: number) =>
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    /** The titles of the news column's lists, in page order (the sidebar's boxes follow them). */
    const lists = () =>
      screen
        .getAllByRole('heading', { level: 2 })
        .filter((h) => h.closest('section[aria-labelledby]') && h.id)
        .slice(0, 5);
    afterEach(() => {
      localStorage.clear();
      jest.restoreAllMocks();
    });

    it('come first after the lead stories, in the order followed, when that place is below the screen', async () => {
      toggleFollow(BIHAR);
      toggleFollow(ELECTION);
      laidOutAt(window.innerHeight + 200);
      open(followedAnswers);
      const block = await screen.findByRole('region', { name: 'आपके विषयों की ख़बरें' });
      expect(await within(block).findByRole('link', { name: 'बिहार की ख़बर' })).toBeInTheDocument();
      expect(await within(block).findByRole('link', { name: 'चुनाव की ख़बर' })).toBeInTheDocument();
      expect(within(block).getByRole('link', { name: 'सभी देखें: बिहार' })).toHaveAttribute('href', BIHAR.path);
      expect(lists().map((h) => h.textContent)).toEqual(['बिहार', 'चुनाव', 'राष्ट्रीय', 'अंतरराष्ट्रीय', 'राज्य']);
    });

    it('come after the first list that ends below the screen when the lead stories fill less than it (a phone)', async () => {
      toggleFollow(BIHAR);
      // The screen ends within the national list: what follows it is below.
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const national = screen.queryByRole('region', { name: 'राष्ट्रीय' });
        const after = national && national.compareDocumentPosition(this) & Node.DOCUMENT_POSITION_FOLLOWING;
        return { top: after ? window.innerHeight + 10 : 100 } as DOMRect;
      });
      open(followedAnswers);
      const block = await screen.findByRole('region', { name: 'आपके विषयों की ख़बरें' });
      expect(await within(block).findByRole('link', { name: 'बिहार की ख़बर' })).toBeInTheDocument();
      expect(lists().map((h) => h.textContent)).toEqual(['राष्ट्रीय', 'बिहार', 'अंतरराष्ट्रीय', 'राज्य', 'ट्रेंडिंग']);
    });

    it('are not added where the reader is looking: on a screen showing every place, not on this visit', async () => {
      toggleFollow(BIHAR);
      laidOutAt(100);
      open(followedAnswers);
      await screen.findByRole('region', { name: 'राज्य' });
      await act(async () => {});
      expect(screen.queryByRole('region', { name: 'आपके विषयों की ख़बरें' })).not.toBeInTheDocument();
    });

    it("are named in home's first row, above the lead stories, each a link to its page", async () => {
      toggleFollow(BIHAR);
      laidOutAt(window.innerHeight + 200);
      open(followedAnswers);
      const row = screen.getByRole('navigation', { name: 'आपके विषय' });
      expect(within(row).getByRole('link', { name: 'बिहार' })).toHaveAttribute('href', BIHAR.path);
      const lead = await screen.findByRole('region', { name: 'राष्ट्रीय' });
      expect(row.compareDocumentPosition(lead) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('are not shown to a reader who follows nothing', async () => {
      laidOutAt(window.innerHeight + 200);
      open(followedAnswers);
      await screen.findByRole('region', { name: 'राज्य' });
      await act(async () => {});
      expect(screen.queryByRole('region', { name: 'आपके विषयों की ख़बरें' })).not.toBeInTheDocument();
    });
  });
});
