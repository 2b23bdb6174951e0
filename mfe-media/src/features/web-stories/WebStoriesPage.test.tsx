import { ROUTES } from '@janmat/shared';
import { expectPageHead, mockApi, renderWithPortal, reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { stories, storyCategories } from '../../test/fixtures';
import { WebStoriesPage } from './WebStoriesPage';

const open = (api: Record<string, unknown> = {}) => ({
  ...mockApi({
    '/api/webstorycategories': { data: storyCategories },
    '/api/stories': { data: stories },
    ...api,
  }),
  ...renderWithPortal(<WebStoriesPage />, { route: '/web-stories', path: ROUTES.webStories.path }),
});

const filter = () => within(screen.getByRole('group', { name: 'श्रेणी चुनें' }));
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'वेब स्टोरी' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

afterEach(() => jest.restoreAllMocks());

describe('WebStoriesPage', () => {
  it('lists every story with «सभी वेब स्टोरी» first and pressed', async () => {
    open();
    expect(await screen.findByRole('link', { name: /स्टोरी 3/ })).toBeInTheDocument();
    expect(
      filter()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['सभी वेब स्टोरी', 'चुनाव', 'राज्य']);
    expect(filter().getByRole('button', { name: 'सभी वेब स्टोरी' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['स्टोरी 1', 'स्टोरी 2', 'स्टोरी 3']);
    expectPageHead({ heading: 'वेब स्टोरी', title: 'वेब स्टोरी | जनमत', canonical: '/web-stories', current: 'वेब स्टोरी' });
  });

  it('links each card to its story in the slider of its category (its own address), with an image of the story size', async () => {
    open();
    const card = await screen.findByRole('link', { name: /स्टोरी 3/ });
    expect(card).toHaveAttribute('href', '/web-story-slider/states?story=3');
    const image = within(card).getByRole('img', { name: 'स्टोरी 3' });
    expect(image).toHaveAttribute('width', '720');
    expect(image).toHaveAttribute('height', '1280');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(card).toHaveTextContent('राज्य');
    // Only the first card's image, at the top of the page, loads at once.
    const first = within(screen.getByRole('link', { name: /स्टोरी 1/ })).getByRole('img', { name: 'स्टोरी 1' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows one category when its button is pressed, and all again with the first button', async () => {
    const { user, requested } = open();
    await screen.findByRole('link', { name: /स्टोरी 3/ });
    await user.click(filter().getByRole('button', { name: 'चुनाव' }));
    expect(filter().getByRole('button', { name: 'चुनाव' })).toHaveAttribute('aria-pressed', 'true');
    expect(filter().getByRole('button', { name: 'सभी वेब स्टोरी' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: /स्टोरी 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /स्टोरी 3/ })).not.toBeInTheDocument();
    // From the whole list, at once: no request of its own.
    expect(requested().filter((url) => url.startsWith('/api/stories/'))).toEqual([]);
    await user.click(filter().getByRole('button', { name: 'सभी वेब स्टोरी' }));
    expect(await screen.findByRole('link', { name: /स्टोरी 3/ })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
  });

  it('says so in Hindi when a category has no stories', async () => {
    const { user } = open({ '/api/stories': { data: stories.filter((s) => s.type === 'election') } });
    await screen.findByRole('link', { name: /स्टोरी 2/ });
    await user.click(filter().getByRole('button', { name: 'राज्य' }));
    expect(await screen.findByText('इस श्रेणी में अभी कोई वेब स्टोरी नहीं है।')).toBeInTheDocument();
  });
});

describe('WebStoriesPage without categories', () => {
  it('still lists every story behind the «सभी वेब स्टोरी» button and logs the failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    open({ '/api/webstorycategories': reply(500) });
    expect(await screen.findByRole('link', { name: /स्टोरी 3/ })).toBeInTheDocument();
    expect(
      filter()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['सभी वेब स्टोरी']);
    expect(consoleError).toHaveBeenCalled();
  });
});
